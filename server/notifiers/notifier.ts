import { FORMAT_CHARACTER, showFormatCharacters } from '../../contract/format-characters';
import { DIGEST_NOTE, digestSubject } from './digest-text';

/** A held message as a digest names it. */
export type HeldMessage = { id: number; email: string; message: string; createdAt: string };
/** What a digest names: the newest held messages since the digest before it, and how many there are in all. */
export type HeldList = { messages: HeldMessage[]; total: number };

/** What a notification says about one stored message. */
export type Notification = {
  id: number;
  email: string;
  message: string;
  /** ISO-8601 UTC */
  createdAt: string;
  /** Messages are arriving past the flood cap: this is the first one held, sent as the digest. */
  digest?: boolean;
  /** With a digest: the messages held since the digest before it, which it names. */
  held?: HeldList;
};

/**
 * One way of telling the owner about a message. `send` resolves once the other side has accepted
 * it and rejects otherwise; the outbox retries rejected sends later.
 */
export type Notifier = {
  /** Stored with each outbox row, so it must stay stable across releases. */
  readonly channel: string;
  send(notification: Notification): Promise<void>;
  close?(): void;
};

/** Control and line-break characters, which have no place in a one-line summary or a header. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * One line of at most `maxLength` characters, for a subject, a chat summary or a log line. Format
 * characters (zero-width, bidi controls, tags) are written as `<U+XXXX>`: in a subject a U+202E
 * would turn the rest of the line around, and a zero-width space would make an address read as
 * another's.
 */
export function oneLine(text: string, maxLength: number): string {
  const flat = showFormatCharacters(text).replace(BREAKS, ' ').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : flat;
}

/**
 * The subject of the owner's mail. An address may look like an RFC 2047 encoded word
 * (`=?utf-8?b?…?=@example.com`), which mail clients would decode into text of the visitor's
 * choosing; a zero-width space after each `=` keeps it the literal text it is.
 */
export function mailSubject(email: string, digest = false): string {
  // The zero-width space is ours, added after the visitor's own are made visible by oneLine.
  const from = oneLine(email, 100).replace(/=\?/gu, '=\u200B?');
  return digest ? digestSubject(from) : `New message from ${from}`;
}

/**
 * The visitor's address as a mail header can carry it without SMTPUTF8, which not every server
 * offers: the domain in punycode. Undefined when the part before the @ is not ASCII: such an
 * address cannot be written in a header for such a server, so it goes in the text only.
 */
export function replyAddress(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  // A format character in the domain would vanish in punycode, and the answer go to another address than the one shown.
  if (at < 1 || !/^[\x21-\x7E]+$/u.test(local) || FORMAT_CHARACTER.test(email)) return undefined;
  try {
    return `${local}@${new URL(`http://${email.slice(at + 1)}`).hostname}`;
  } catch {
    return undefined;
  }
}

/**
 * A digest's list of what is held, one line each, newest first: `#12 2026-11-24 10:02 ana@…: Hello…`,
 * then how many more. Each line is oneLine's, so no visitor's text can break the list.
 */
export function heldLines(held: HeldList, width = 100): string[] {
  const lines = held.messages.map(({ id, email, message, createdAt }) => `#${id} ${createdAt.slice(0, 16).replace('T', ' ')} ${oneLine(email, 60)}: ${oneLine(message, width)}`);
  const more = held.total - held.messages.length;
  return more > 0 ? [...lines, `…and ${more} more (npm run messages -- --held)`] : lines;
}

/**
 * The text of the owner's mail: the message, then who sent it and how to answer. The visitor's
 * format characters are shown as `<U+XXXX>` in both (showFormatCharacters). A digest says first
 * what is held and names it.
 */
export function mailText({ id, email: given, message: text, createdAt, digest, held }: Notification): string {
  const email = showFormatCharacters(given);
  const message = showFormatCharacters(text);
  const answer = replyAddress(given) ? 'Reply to this e-mail to answer.' : 'The address is not ASCII, so it is not the Reply-To: write to it to answer.';
  const named = held ? `Held since the last digest (${held.total}), newest first:\n${heldLines(held).join('\n')}\n\n` : '';
  const intro = digest ? `${DIGEST_NOTE}\n\n${named}The message that started this digest:\n\n` : '';
  return `${intro}${message}\n\n--\nFrom: ${email}\nReceived: ${createdAt}\nMessage #${id}. ${answer}\n`;
}
