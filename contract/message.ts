// zod/mini: the same checks as zod's classic API in a fraction of the code, so the message
// sender's chunk is small to load and quick to evaluate when a visitor first uses the form.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from './limits';
import { MESSAGE_MAX_JSON_BYTES } from './body-limits';
import type { ErrorCode } from './message-errors';
import { FORMAT_CHARACTER } from './format-characters';

// zod's classic API probes whether it may compile parsers with `new Function('')`; under the
// page's CSP (no 'unsafe-eval') a browser reports that as a violation, and Workers refuse it.
// zod/mini here has no such probe (the form's chunk holds no `Function`, and an e2e test sees no
// violation), but the service parses its settings with the classic API, on Workers too. No
// compiled parsers anywhere, then: parsing measured the same without them (about 3 µs a message).
z.config({ jitless: true });

// Deliberately simple: one @, a dot in the domain, no whitespace (so no CR/LF header injection),
// no other control character (NUL, ESC…), and none of the characters that make an address list or
// a group in a mail header (`, ; : " ( ) < > [ ] \`), so the Reply-To names exactly one mailbox.
// Lone surrogates are refused too: JSON writes each as a 6-byte escape, which the body budget
// in limits.ts does not allow for (and no real address has one).
const ADDRESS_CHAR = String.raw`[^\s@\p{Cc}\p{Cs},;:"()<>\[\]\\]`;
const EMAIL_PATTERN = new RegExp(`^${ADDRESS_CHAR}+@${ADDRESS_CHAR}+\\.${ADDRESS_CHAR}+$`, 'u');

const normalised = z.pipe(
  z.string({ error: 'notText' satisfies ErrorCode }),
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
      z.minLength(1, { error: 'emailRequired' satisfies ErrorCode, abort: true }),
      z.refine((v: string) => codePoints(v) <= EMAIL_MAX_LENGTH, { error: 'emailTooLong' satisfies ErrorCode, abort: true }),
      // Apart from emailInvalid: the visitor cannot see what is wrong, usually pasted along with the
      // address, so the text says so. Shown to the owner, such an address could read as another.
      z.refine((v: string) => !FORMAT_CHARACTER.test(v), { error: 'emailInvisible' satisfies ErrorCode, abort: true }),
      z.refine((v: string) => EMAIL_PATTERN.test(v), { error: 'emailInvalid' satisfies ErrorCode }),
    ),
  ),
  message: z.pipe(
    normalised,
    z.string().check(
      // A lone surrogate (half an emoji, say) is not text: stored, it would become U+FFFD, and the
      // row would differ from the message answered 201. Only a client other than the page sends one.
      z.refine((v: string) => !/\p{Cs}/u.test(v), { error: 'notText' satisfies ErrorCode, abort: true }),
      z.minLength(1, { error: 'messageRequired' satisfies ErrorCode, abort: true }),
      z.refine((v: string) => codePoints(v) <= MESSAGE_MAX_LENGTH, { error: 'messageTooLong' satisfies ErrorCode, abort: true }),
      z.refine((v: string) => jsonBytes(v) <= MESSAGE_MAX_JSON_BYTES, { error: 'messageTooLarge' satisfies ErrorCode }),
    ),
  ),
  [HONEYPOT_FIELD]: z.catch(z.optional(z.string()), undefined),
});

export type MessageInput = z.input<typeof messageSchema>;
export type Message = z.output<typeof messageSchema>;
export type MessageField = 'email' | 'message';
export type FieldErrors = Partial<Record<MessageField, string>>;
export type FieldCodes = Partial<Record<MessageField, ErrorCode>>;

export type ParseResult =
  | { ok: true; value: Message }
  /** What is wrong with each field, for the page and the service to word (errorTexts). */
  | { ok: false; codes: FieldCodes };

/** Validates a message and returns the first problem of each field. */
export function parseMessage(input: unknown): ParseResult {
  const result = messageSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  let codes: FieldCodes = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'message') && codes[key] === undefined) {
      const missing = issue.code === 'invalid_type' && !hasKey(input, key);
      codes[key] = missing ? requiredFor(key) : (issue.message as ErrorCode);
    }
  }
  // Input that is not an object at all (null, an array, a string) fails at the root, with no
  // field to point at; both fields are then simply missing.
  if (codes.email === undefined && codes.message === undefined) codes = { email: 'emailRequired', message: 'messageRequired' };
  return { ok: false, codes };
}

/** The codes worded with `texts` (see errorTexts). */
export function textsOf(codes: FieldCodes, texts: Record<ErrorCode, string>): FieldErrors {
  const fields: FieldErrors = {};
  if (codes.email !== undefined) fields.email = texts[codes.email];
  if (codes.message !== undefined) fields.message = texts[codes.message];
  return fields;
}

function requiredFor(field: MessageField): ErrorCode {
  return field === 'email' ? 'emailRequired' : 'messageRequired';
}

function hasKey(input: unknown, key: string): boolean {
  return typeof input === 'object' && input !== null && (input as Record<string, unknown>)[key] !== undefined;
}
