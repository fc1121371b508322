import { useEffect, useRef } from 'react';
import type { InboxMessage } from '../../../contract/owner-api';
import { fullTime } from '../lib/format-time';
import { reasonOf } from '../lib/message-words';
import { showFormatCharacters } from '../../../contract/format-characters';
import { BUTTON } from '../ui/button-styles';
import { OwnerIcon } from '../ui/owner-icon';
import { MessageActions, type ActionResult } from './message-actions';
import { useOwnerWords } from '../words/owner-words-context';

type MessageViewProps = {
  message: InboxMessage;
  onBack: () => void;
  onResult: (result: ActionResult) => void;
};

/**
 * The opened message: who, when, its state and why, its whole text, and what can be done with it.
 * The text is a React text node, so markup in a message is shown, never run.
 */
export function MessageView({ message, onBack, onResult }: MessageViewProps) {
  const { words, lang, say } = useOwnerWords();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new message opened: the reader starts at its heading.
  useEffect(() => heading.current?.focus(), [message.id]);
  const reason = reasonOf(message);
  const when = fullTime(message.createdAt, { locale: lang });

  return (
    <article aria-labelledby="message-heading" className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <button type="button" className={`${BUTTON.ghost} -ml-2 justify-self-start lg:hidden`} onClick={onBack}>
        <OwnerIcon name="back" />
        {words.message.back}
      </button>
      <header className="grid gap-1">
        <h2 id="message-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold break-all outline-none">
          {showFormatCharacters(message.email)}
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={message.createdAt}>{when}</time>
          {message.via === 'assistant' && <> · {words.message.viaAssistant}</>}
        </p>
      </header>
      <div className={`grid gap-1 rounded-xl border px-4 py-3 text-sm ${message.status === 'held' || message.status === 'spam' ? 'border-accent bg-accent-soft text-accent-soft-text' : 'border-border bg-surface-2'}`}>
        <p className="font-medium">{words.statuses[message.status]}</p>
        {reason !== null && <p>{say(words.message.reason, { reason })}</p>}
      </div>
      <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{showFormatCharacters(message.message)}</p>
      <MessageActions message={message} when={when} onResult={onResult} />
    </article>
  );
}
