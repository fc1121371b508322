import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../contract/limits';
import { MESSAGE_STATES } from '../../../contract/owner-api';
import type { GroupCursor } from '../../stores/message-page';

/** The inbox's page size: 50 unless asked, at most 200 (the issue's list, on a phone too). */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
/** Longer than any address and enough of any message to find it. */
export const SEARCH_MAX_LENGTH = 200;

/** The cursor the list answers in `next`: the group of the view (held, then the rest) and the last id. */
export const cursorText = ({ group, id }: GroupCursor): string => `${group}:${id}`;

/** A cursor's text as `cursorText` writes it: the group, a colon, an id. */
export const CURSOR_PATTERN = /^\d:[1-9]\d{0,14}$/u;

/** The cursor a text matching CURSOR_PATTERN names. */
export function cursorOf(text: string): GroupCursor {
  const [group, id] = text.split(':').map(Number);
  return { group: group ?? 0, id: id ?? 0 };
}

const cursor = z.string().regex(CURSOR_PATTERN, 'before must be a cursor the list answered in next').transform(cursorOf);

const search = z
  .string()
  .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
  .transform((text) => text.trim() || undefined);

const state = z.enum(MESSAGE_STATES, { error: `state must be one of ${MESSAGE_STATES.join(', ')}` }).default('all');

export const exportQuery = z.object({ state, q: search.optional() });

export const listQuery = exportQuery.extend({
  before: cursor.optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/u, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .transform(Number)
    .pipe(z.number().min(1, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`).max(LIST_LIMIT_MAX, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`))
    .default(LIST_LIMIT_DEFAULT),
});

export const messageId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/u, 'a message id is a whole number')
  .transform(Number);

export const readBody = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

export const eraseBody = z.object({
  email: z
    .string({ error: 'email must be the address whose messages to erase' })
    .trim()
    .min(1, 'email must be the address whose messages to erase')
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
});

/** The first problem as the sentence the page shows. */
export function inputError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
