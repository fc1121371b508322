// zod/mini: the same checks as zod's classic API in a fraction of the code, so the message
// sender's chunk is small to load and quick to evaluate when a visitor first uses the form.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, MESSAGE_MAX_JSON_BYTES, MESSAGE_MAX_LENGTH } from './limits';

export const ERRORS = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: `Your email address must be at most ${EMAIL_MAX_LENGTH} characters.`,
  messageRequired: 'Please write a message.',
  messageTooLong: `Your message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  messageTooLarge: 'Your message is too long to send. Please shorten it.',
  notText: 'Must be text.',
} as const;

// Deliberately simple: one @, a dot in the domain, no whitespace (so no CR/LF header injection),
// no other control character (NUL, ESC…), and none of the characters that make an address list or
// a group in a mail header (`, ; : " ( ) < > [ ] \`), so the Reply-To names exactly one mailbox.
// Lone surrogates are refused too: JSON writes each as a 6-byte escape, which the body budget
// in limits.ts does not allow for (and no real address has one).
const ADDRESS_CHAR = String.raw`[^\s@\p{Cc}\p{Cs},;:"()<>\[\]\\]`;
const EMAIL_PATTERN = new RegExp(`^${ADDRESS_CHAR}+@${ADDRESS_CHAR}+\\.${ADDRESS_CHAR}+$`, 'u');

const normalised = z.pipe(
  z.string({ error: ERRORS.notText }),
  z.transform((value: string) => value.normalize('NFC').trim()),
);

/** Bytes the value takes in the JSON body, so a valid message always fits the body limit. */
const jsonBytes = (value: string): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** Length in user-visible code points, so an emoji counts once, not twice. */
const codePoints = (value: string): number => Array.from(value).length;

export const messageSchema = z.object({
  email: z.pipe(
    normalised,
    z.string().check(
      z.minLength(1, { error: ERRORS.emailRequired, abort: true }),
      z.refine((v: string) => codePoints(v) <= EMAIL_MAX_LENGTH, { error: ERRORS.emailTooLong, abort: true }),
      z.refine((v: string) => EMAIL_PATTERN.test(v), { error: ERRORS.emailInvalid }),
    ),
  ),
  message: z.pipe(
    normalised,
    z.string().check(
      z.minLength(1, { error: ERRORS.messageRequired, abort: true }),
      z.refine((v: string) => codePoints(v) <= MESSAGE_MAX_LENGTH, { error: ERRORS.messageTooLong, abort: true }),
      z.refine((v: string) => jsonBytes(v) <= MESSAGE_MAX_JSON_BYTES, { error: ERRORS.messageTooLarge }),
    ),
  ),
  [HONEYPOT_FIELD]: z.catch(z.optional(z.string()), undefined),
});

export type MessageInput = z.input<typeof messageSchema>;
export type Message = z.output<typeof messageSchema>;
export type MessageField = 'email' | 'message';
export type FieldErrors = Partial<Record<MessageField, string>>;

export type ParseResult =
  | { ok: true; value: Message }
  | { ok: false; fields: FieldErrors };

/** Validates a message and returns the first error of each field, worded for a visitor. */
export function parseMessage(input: unknown): ParseResult {
  const result = messageSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'message') && fields[key] === undefined) {
      const missing = issue.code === 'invalid_type' && !hasKey(input, key);
      fields[key] = missing ? requiredFor(key) : issue.message;
    }
  }
  // Input that is not an object at all (null, an array, a string) fails at the root, with no
  // field to point at; both fields are then simply missing.
  if (fields.email === undefined && fields.message === undefined) {
    return { ok: false, fields: { email: ERRORS.emailRequired, message: ERRORS.messageRequired } };
  }
  return { ok: false, fields };
}

function requiredFor(field: MessageField): string {
  return field === 'email' ? ERRORS.emailRequired : ERRORS.messageRequired;
}

function hasKey(input: unknown, key: string): boolean {
  return typeof input === 'object' && input !== null && (input as Record<string, unknown>)[key] !== undefined;
}
