import { useRef, useState } from 'react';
import { OWNER_PATHS, type InboxMessage, type MessageList } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { messagesUrl } from '../lib/list-query';
import { canRelease } from '../lib/message-words';
import { replyLink } from '../lib/reply-link';
import { BUTTON } from '../ui/button-styles';
import { Confirm } from '../ui/confirm';
import { ErrorNote } from '../ui/error-note';
import { OwnerIcon } from '../ui/owner-icon';
import { useOwnerWords } from '../words/owner-words-context';

/** What an action did, for the inbox to update the list and say it. */
export type ActionResult = { kind: 'changed'; message: InboxMessage; said: string } | { kind: 'gone'; said: string };

/** How many of one address's messages the erase confirmation counts before it says "or more". */
const ERASE_COUNT_LIMIT = 100;

type Asking = null | { kind: 'delete' } | { kind: 'erase'; count: number };

type MessageActionsProps = { message: InboxMessage; when: string; onResult: (result: ActionResult) => void };

/** Counts this address's messages (a search matches text too, so only exact addresses count). */
async function countFrom(email: string): Promise<number> {
  const page = await callApi<MessageList>('GET', messagesUrl({ state: 'all', q: email }, null, ERASE_COUNT_LIMIT));
  return page.messages.filter((m) => m.email.toLowerCase() === email.toLowerCase()).length;
}

export function MessageActions({ message, when, onResult }: MessageActionsProps) {
  const text = useOwnerWords();
  const { words, say } = text;
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);

  async function act(run: () => Promise<ActionResult>) {
    setBusy(true);
    setError(null);
    try {
      onResult(await run());
    } catch (caught) {
      setError(sentenceOf(caught, text));
    } finally {
      setBusy(false);
    }
  }

  const changed = (path: string, body: unknown, said: string) =>
    act(async () => ({ kind: 'changed', message: await callApi<InboxMessage>('POST', path, body), said }));

  async function askErase() {
    setError(null);
    try {
      setAsking({ kind: 'erase', count: await countFrom(message.email) });
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  function cancel() {
    const back = asking?.kind === 'erase' ? eraseButton : deleteButton;
    setAsking(null);
    requestAnimationFrame(() => back.current?.focus());
  }

  const count = asking?.kind === 'erase' ? asking.count : 0;
  const eraseQuestion =
    count >= ERASE_COUNT_LIMIT ? say(words.message.eraseQuestionAtLeast, { count: ERASE_COUNT_LIMIT, email: message.email }) : say(words.message.eraseQuestion, { count, email: message.email });

  return (
    <div className="grid gap-3 border-t border-border pt-4">
      {/* The ones that destroy stand apart, at the end: when the row wraps they wrap together. */}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="flex flex-wrap gap-2">
          <a className={BUTTON.primary} href={replyLink(message, when, text)}>
            <OwnerIcon name="reply" />
            {words.message.reply}
          </a>
          <button type="button" className={BUTTON.secondary} disabled={busy} onClick={() => void changed(OWNER_PATHS.markRead(message.id), { read: false }, words.message.markedUnread)}>
            {words.message.markUnread}
          </button>
          {canRelease(message) && (
            <button type="button" className={BUTTON.secondary} disabled={busy} onClick={() => void changed(OWNER_PATHS.release(message.id), {}, words.message.released)}>
              {words.message.release}
            </button>
          )}
          {message.status !== 'spam' && (
            <button type="button" className={BUTTON.secondary} disabled={busy} onClick={() => void changed(OWNER_PATHS.markSpam(message.id), {}, words.message.markedSpam)}>
              {words.message.markSpam}
            </button>
          )}
        </div>
        <div role="group" aria-label={words.message.removeGroup} className="flex flex-wrap gap-2">
          <button ref={deleteButton} type="button" className={BUTTON.danger} disabled={busy} onClick={() => setAsking({ kind: 'delete' })}>
            {words.message.delete}
          </button>
          <button ref={eraseButton} type="button" className={BUTTON.danger} disabled={busy} onClick={() => void askErase()}>
            {words.message.erase}
          </button>
        </div>
      </div>
      {asking?.kind === 'delete' && (
        <Confirm
          question={words.message.deleteQuestion}
          confirmLabel={words.message.deleteConfirm}
          busy={busy}
          onCancel={cancel}
          onConfirm={() => void act(async () => (await callApi('DELETE', OWNER_PATHS.message(message.id)), { kind: 'gone', said: words.message.deleted }))}
        />
      )}
      {asking?.kind === 'erase' && (
        <Confirm
          question={eraseQuestion}
          confirmLabel={words.message.eraseConfirm}
          busy={busy}
          onCancel={cancel}
          onConfirm={() =>
            void act(async () => {
              const { deleted } = await callApi<{ deleted: number }>('POST', OWNER_PATHS.erase, { email: message.email });
              return { kind: 'gone', said: say(words.message.erased, { count: deleted, email: message.email }) };
            })
          }
        />
      )}
      <ErrorNote text={error} />
    </div>
  );
}
