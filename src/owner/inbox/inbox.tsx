import { useRef, useState } from 'react';
import { OWNER_PATHS, type InboxMessage, type MessageState } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { exportUrl } from '../lib/list-query';
import { useDebounced } from '../lib/use-debounced';
import { useAnnounce } from '../ui/announcer';
import { BUTTON, FIELD } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';
import { OwnerIcon } from '../ui/owner-icon';
import type { ActionResult } from './message-actions';
import { MessageRow } from './message-row';
import { MessageView } from './message-view';
import { StateFilters } from './state-filters';
import { useMessageList } from './use-message-list';
import { useOwnerWords } from '../words/owner-words-context';

/**
 * What the last action did, in words with a tick (not colour alone). Hidden from screen readers:
 * the page's polite live region already read the same words out.
 */
function DoneLine({ text }: { text: string }) {
  return (
    <p aria-hidden="true" className="flex items-center gap-2 justify-self-start rounded-lg border border-border bg-surface-2 px-3 py-1.5 text-sm font-medium lg:col-span-2">
      <OwnerIcon name="check" />
      {text}
    </p>
  );
}

/**
 * The list and the opened message: side by side from 1024 px, one at a time below (the list, or
 * the message with a way back). Opening moves focus to the message's heading; back, to its row.
 */
export function Inbox() {
  const text = useOwnerWords();
  const { words, say } = text;
  const [state, setState] = useState<MessageState>('all');
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed);
  const list = useMessageList({ state, q });
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = useRef(new Map<number, HTMLButtonElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const announce = useAnnounce();
  const filterKey = `${state}\n${q}`;
  // The last action's result, shown as well as read out, under the filter it was done in: the next
  // action replaces it, opening another message or a new filter clears it.
  const [done, setDone] = useState<{ text: string; key: string } | null>(null);
  // The filter the opened message was checked against. Once a new filter's or search's list is in,
  // the message stays only if that list holds it, so the message beside the list is one it shows
  // (set while rendering, React's way to follow a change without an effect's extra pass).
  const [openedKey, setOpenedKey] = useState(filterKey);
  if (opened !== null && openedKey !== filterKey && list.loaded) {
    setOpenedKey(filterKey);
    if (!list.messages.some((m) => m.id === opened.id)) setOpened(null);
  }
  const doneText = done !== null && done.key === filterKey ? done.text : null;

  async function open(id: number) {
    setError(null);
    setDone(null);
    try {
      const shown = await callApi<InboxMessage>('GET', OWNER_PATHS.message(id));
      // Marked read with a POST of its own, as every change is: a GET changes nothing (issue 40).
      const message = shown.readAt === null ? await callApi<InboxMessage>('POST', OWNER_PATHS.markRead(id), { read: true }) : shown;
      setOpened(message);
      setOpenedKey(filterKey);
      list.replace(message);
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  function back() {
    const id = opened?.id;
    setOpened(null);
    requestAnimationFrame(() => (id === undefined ? undefined : rows.current.get(id))?.focus());
  }

  function onResult(result: ActionResult) {
    announce(result.said);
    setDone({ text: result.said, key: filterKey });
    if (result.kind === 'changed') {
      setOpened(result.message);
      setOpenedKey(filterKey);
      list.replace(result.message);
    } else {
      setOpened(null);
      requestAnimationFrame(() => listHeading.current?.focus());
    }
    list.reload();
  }

  const count = { count: list.messages.length };
  const showing = list.loaded ? say(list.next === null ? words.inbox.shown : words.inbox.shownMore, count) : '';

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(20rem,26rem)_minmax(0,1fr)] lg:items-start lg:gap-6">
      {doneText !== null && <DoneLine text={doneText} />}
      <section aria-labelledby="list-heading" className={`flex min-w-0 flex-col gap-3 ${opened === null ? '' : 'hidden lg:flex'}`}>
        <div className="flex items-baseline justify-between gap-2">
          <h1 id="list-heading" ref={listHeading} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
            {words.inbox.title}
          </h1>
          <p className="text-xs text-muted" aria-hidden="true">
            {showing}
          </p>
        </div>
        <StateFilters state={state} counts={list.counts} onChange={(next) => setState(next)} />
        <div className="relative">
          <label htmlFor="message-search" className="sr-only">
            {words.inbox.searchLabel}
          </label>
          <OwnerIcon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id="message-search"
            type="search"
            className={`${FIELD} pl-9`}
            placeholder={words.inbox.searchPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
        </div>
        <ErrorNote text={list.error ?? error} />
        <p className="sr-only" role="status">
          {list.loaded ? say(list.next === null ? words.inbox.listed : words.inbox.listedMore, count) : ''}
        </p>
        {list.loaded && list.messages.length === 0 && <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">{words.inbox.empty}</p>}
        <ul className="flex flex-col gap-0.5 rounded-2xl border border-border bg-surface p-1 shadow-card empty:hidden">
          {list.messages.map((message) => (
            <li key={message.id}>
              <MessageRow
                message={message}
                selected={opened?.id === message.id}
                onOpen={() => void open(message.id)}
                buttonRef={(element) => {
                  if (element) rows.current.set(message.id, element);
                  else rows.current.delete(message.id);
                }}
              />
            </li>
          ))}
        </ul>
        {list.next !== null && (
          <button type="button" className={BUTTON.secondary} disabled={list.loading} onClick={list.loadMore}>
            {list.loading ? words.inbox.loading : words.inbox.loadMore}
          </button>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <OwnerIcon name="download" />
          {words.inbox.export}
          <a className="font-medium text-accent underline-offset-2 hover:underline" href={exportUrl({ state, q }, 'csv')} download>
            CSV
          </a>
          <a className="font-medium text-accent underline-offset-2 hover:underline" href={exportUrl({ state, q }, 'json')} download>
            JSON
          </a>
        </p>
      </section>
      <div className={opened === null ? 'hidden lg:block' : ''}>
        {opened === null ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-16 text-center text-sm text-muted">{words.inbox.chooseOne}</p>
        ) : (
          <MessageView message={opened} onBack={back} onResult={onResult} />
        )}
      </div>
    </div>
  );
}
