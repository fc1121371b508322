import type { InboxMessage, MessageState } from '../../../contract/owner-api';

/** The filters' names, in the order the bar shows them. */
export const STATE_LABELS: Record<MessageState, string> = {
  all: 'All',
  unread: 'Unread',
  held: 'Held',
  spam: 'Spam',
  delivered: 'Delivered',
};

/** `status` as a sentence for the opened message. */
export const STATUS_WORDS: Record<InboxMessage['status'], string> = {
  delivered: 'Delivered to your notifications',
  pending: 'Waiting in the outbox to be sent on',
  'not notified': 'Stored (no notification channel was set up when it came)',
  held: 'Held: not sent on to your notifications',
  spam: 'Filed as spam',
};

/** Why it is held or spam, when the server says; the release button's reason. */
export function reasonOf(message: InboxMessage): string | null {
  if (message.status === 'spam') return message.spamReason ?? message.heldReason;
  if (message.status === 'held') return message.heldReason ?? message.spamReason;
  return message.heldReason ?? message.spamReason;
}

/** Whether "Release" applies: only what was kept back (held by the flood cap, or filed as spam). */
export const canRelease = (message: InboxMessage) => message.status === 'held' || message.status === 'spam';

/** The list's one-line preview of a message. */
export function snippetOf(text: string, max = 140): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max).join('')}…` : flat;
}
