import type { InboxMessage } from '../../../contract/owner-api';
import { ENGLISH_TEXT, type OwnerText } from '../words/owner-text';

/** The quoted text's first line: who wrote, and when (in the page's language, as the page shows it). */
function quoteHeader(message: InboxMessage, when: string, { words, say }: OwnerText): string {
  return say(words.reply.quoteHeader, { when, email: message.email });
}

/** How much of the message's first line the subject carries. */
export const SUBJECT_MAX = 60;

/** The contact form has no subject: the reply's is the message's first line, cut short ("Re: Hello Anna, …"). */
export function replySubject(message: InboxMessage, { words, say }: OwnerText = ENGLISH_TEXT): string {
  const first = message.message.trim().split(/\r?\n/u)[0]?.trim() ?? '';
  if (first === '') return words.reply.noSubject;
  const cut = [...first].length > SUBJECT_MAX ? `${[...first].slice(0, SUBJECT_MAX).join('').trimEnd()}…` : first;
  return say(words.reply.subject, { subject: cut });
}

/**
 * A `mailto:` that opens the owner's mail app with a reply: to the sender, a `Re:` subject, and
 * the message quoted `> ` line by line under an empty first line for the answer. Every part is
 * percent-encoded (RFC 6068): a `&`, `?` or `#` in the text or the address cannot add a header or
 * cut the body short, and line breaks are CRLF as the RFC asks.
 */
export function replyLink(message: InboxMessage, when: string, text: OwnerText = ENGLISH_TEXT): string {
  const quoted = message.message
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\r\n');
  const body = `\r\n\r\n${quoteHeader(message, when, text)}\r\n${quoted}`;
  const to = encodeURIComponent(message.email).replace(/%40/gu, '@');
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message, text))}&body=${encodeURIComponent(body)}`;
}
