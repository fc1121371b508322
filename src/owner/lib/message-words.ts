import type { InboxMessage } from '../../../contract/owner-api';

// The filters' names and each status's sentence are words: contract/owner-words.ts (states, statuses).

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
