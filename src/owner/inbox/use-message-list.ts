import { useEffect, useRef, useState } from 'react';
import type { InboxMessage, MessageList, MessageState } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { messagesUrl, type ListFilter } from '../lib/list-query';
import { useOwnerWords } from '../words/owner-words-context';

const NO_COUNTS: Record<MessageState, number> = { all: 0, unread: 0, held: 0, spam: 0, delivered: 0 };

export type MessageListState = {
  messages: InboxMessage[];
  counts: Record<MessageState, number>;
  next: string | null;
  loading: boolean;
  /** Whether the list shown is this filter's (so an empty list means empty). */
  loaded: boolean;
  error: string | null;
  loadMore: () => void;
  /** Reads the first page again (after an action), so rows and counts are the server's. */
  reload: () => void;
  /** Puts the server's latest copy of one message in its row. */
  replace: (message: InboxMessage) => void;
};

/**
 * The list for a filter: its first page on every change of filter or reload (an answer to an
 * older request is dropped), the next page on demand.
 */
export function useMessageList(filter: ListFilter): MessageListState {
  const { state, q } = filter;
  const text = useOwnerWords();
  const key = `${state}\n${q}`;
  const [messages, setMessages] = useState<InboxMessage[]>([]);
  const [counts, setCounts] = useState(NO_COUNTS);
  const [next, setNext] = useState<string | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // Numbers each request: only the latest one's answer is shown.
  const asked = useRef(0);

  const show = (page: MessageList, append: boolean) => {
    setMessages((shown) => (append ? [...shown, ...page.messages.filter((m) => !shown.some((s) => s.id === m.id))] : page.messages));
    setCounts(page.counts);
    setNext(page.next);
    setError(null);
  };

  useEffect(() => {
    const ticket = ++asked.current;
    callApi<MessageList>('GET', messagesUrl({ state, q })).then(
      (page) => {
        if (ticket !== asked.current) return;
        show(page, false);
        setLoadedFor(`${state}\n${q}`);
        setLoadingMore(false);
      },
      (caught: unknown) => ticket === asked.current && setError(sentenceOf(caught, text)),
    );
    // The words are the page's for its whole life (one provider, memoised): they never ask again.
  }, [state, q, version, text]);

  function loadMore() {
    if (next === null) return;
    const ticket = ++asked.current;
    setLoadingMore(true);
    callApi<MessageList>('GET', messagesUrl({ state, q }, next))
      .then(
        (page) => ticket === asked.current && show(page, true),
        (caught: unknown) => ticket === asked.current && setError(sentenceOf(caught, text)),
      )
      .finally(() => ticket === asked.current && setLoadingMore(false));
  }

  return {
    messages,
    counts,
    next,
    loading: loadingMore || loadedFor !== key,
    loaded: loadedFor === key,
    error,
    loadMore,
    reload: () => setVersion((n) => n + 1),
    replace: (message) => {
      const before = messages.find((row) => row.id === message.id);
      // Opening marks a message read: the Unread count follows at once, not at the next reload.
      if (before && before.status !== 'spam' && message.status !== 'spam' && (before.readAt === null) !== (message.readAt === null)) {
        setCounts((now) => ({ ...now, unread: Math.max(0, now.unread + (message.readAt === null ? 1 : -1)) }));
      }
      setMessages((shown) => shown.map((row) => (row.id === message.id ? message : row)));
    },
  };
}
