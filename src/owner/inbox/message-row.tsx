import type { Ref } from 'react';
import type { InboxMessage } from '../../../contract/owner-api';
import { shortTime } from '../lib/format-time';
import { snippetOf } from '../lib/message-words';
import { showFormatCharacters } from '../../../contract/format-characters';
import { useOwnerWords } from '../words/owner-words-context';

type MessageRowProps = { message: InboxMessage; selected: boolean; onOpen: () => void; buttonRef: Ref<HTMLButtonElement> };

/** A badge that reads without its colour: the word is the signal. */
function Badge({ label, tone }: { label: string; tone: 'held' | 'spam' }) {
  const colours = tone === 'held' ? 'border-accent text-accent-soft-text bg-accent-soft' : 'border-border text-danger bg-surface-2';
  return <span className={`rounded-full border px-2 py-px text-xs font-medium ${colours}`}>{label}</span>;
}

/** One message in the list: unread in bold with a dot and the word for screen readers, held and spam badged. */
export function MessageRow({ message, selected, onOpen, buttonRef }: MessageRowProps) {
  const { words, lang } = useOwnerWords();
  const unread = message.readAt === null;
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full flex-col gap-1 rounded-xl px-3 py-3 text-left transition-colors ${selected ? 'bg-accent-soft' : 'hover:bg-surface-2'}`}
    >
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${unread ? 'bg-accent' : 'bg-transparent'}`} />
        {unread && <span className="sr-only">{`${words.inbox.unread} `}</span>}
        <span className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-semibold text-text' : 'text-text'}`}>{showFormatCharacters(message.email)}</span>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted tabular-nums">
          {shortTime(message.createdAt, new Date(), { locale: lang })}
        </time>
      </span>
      <span className="flex items-center gap-2 pl-4">
        {message.status === 'held' && <Badge label={words.inbox.heldBadge} tone="held" />}
        {message.status === 'spam' && <Badge label={words.inbox.spamBadge} tone="spam" />}
        <span className={`min-w-0 flex-1 truncate text-sm ${unread ? 'text-text' : 'text-muted'}`}>{showFormatCharacters(snippetOf(message.message))}</span>
      </span>
    </button>
  );
}
