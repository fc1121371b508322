import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { OWNER_PATHS, type MessageList } from '../../../contract/owner-api';
import { readGroups } from '../../stores/message-page';
import type { MessageStore } from '../../stores/message-store';
import { deleteMessage, eraseAddress, markSpam, release, setRead } from './inbox-actions';
import { exportResponse } from './inbox-export';
import { cursorText, eraseBody, exportQuery, inputError, listQuery, messageId, readBody } from './inbox-input';
import { findMessage, inboxMessages, readerOf } from './inbox-message';
import { stateCounts, stateGroups } from './inbox-states';

export type InboxOptions = {
  /** Only its SqlRunner: the inbox writes its SQL once for SQLite, PostgreSQL and D1. */
  store: Pick<MessageStore, 'sql'>;
  /** Lets only the signed-in owner through (the sign-in's session and Origin checks); it answers everyone else. */
  guard: MiddlewareHandler;
  /** The notification channels configured now: a released message is queued for each, as `npm run messages -- release` does. */
  channels: readonly string[];
  /** Wakes the outbox after a release, so the message leaves now rather than at the next poll. */
  kick?: ((c: Context) => void) | undefined;
  now?: () => number;
};

const BODY_MAX_BYTES = 2048;
const NOT_FOUND = 'There is no such message (it may have been deleted).';

/** Message text is data: every answer is JSON (or a download), never cached, never sniffed as HTML. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

type Parsed<T> = { data: T; error?: undefined } | { data?: undefined; error: string };
function parse<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { data: result.data } : { error: inputError(result.error) };
}

async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    return { error: 'The body must be JSON.' };
  }
  return parse(schema, value);
}

/**
 * The owner's inbox under /owner/api (contract/owner-api.ts): the list with its filters, search and
 * counts, one message, read (the page marks a message read with a POST when it opens it: no GET
 * changes anything, or a same-site page's <img> could; issue 40), release, spam, delete, erase an address,
 * and the CSV and JSON exports. Every route is behind `guard`; the app mounts it before the site.
 */
export function mountInbox(app: Hono, options: InboxOptions): void {
  const { sql } = options.store;
  const now = options.now ?? Date.now;
  const base = OWNER_PATHS.messages;
  const limit = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: (c) => c.json({ error: 'The body is too large.' }, 413) });
  const id = (c: Context) => parse(messageId, c.req.param('id'));

  app.get(base, noStore, options.guard, async (c) => {
    const query = parse(listQuery, c.req.query());
    if (query.error !== undefined) return c.json({ error: query.error }, 400);
    const { state, q, before, limit: pageLimit } = query.data;
    const groups = stateGroups(state, q);
    if (before && before.group >= groups.length) return c.json({ error: 'before must be a cursor the list answered in next' }, 400);
    // At once: on D1 and PostgreSQL each is a round trip of its own.
    const [page, counts] = await Promise.all([readGroups(readerOf(sql), groups, pageLimit, before, true), stateCounts(sql)]);
    const list: MessageList = { messages: inboxMessages(page.rows), next: page.next ? cursorText(page.next) : null, counts };
    return c.json(list);
  });

  for (const format of ['csv', 'json'] as const) {
    app.get(format === 'csv' ? OWNER_PATHS.exportCsv : OWNER_PATHS.exportJson, noStore, options.guard, (c) => {
      const query = parse(exportQuery, c.req.query());
      if (query.error !== undefined) return c.json({ error: query.error }, 400);
      return exportResponse(sql, format, query.data.state, query.data.q);
    });
  }

  app.get(`${base}/:id`, noStore, options.guard, async (c) => {
    const wanted = id(c);
    if (wanted.error !== undefined) return c.json({ error: wanted.error }, 400);
    const message = await findMessage(sql, wanted.data);
    return message ? c.json(message) : c.json({ error: NOT_FOUND }, 404);
  });

  app.delete(`${base}/:id`, noStore, options.guard, async (c) => {
    const wanted = id(c);
    if (wanted.error !== undefined) return c.json({ error: wanted.error }, 400);
    return (await deleteMessage(sql, wanted.data)) ? c.body(null, 204) : c.json({ error: NOT_FOUND }, 404);
  });

  app.post(`${base}/:id/read`, noStore, options.guard, limit, async (c) => {
    const wanted = id(c);
    if (wanted.error !== undefined) return c.json({ error: wanted.error }, 400);
    const body = await jsonBody(c, readBody);
    if (body.error !== undefined) return c.json({ error: body.error }, 400);
    const message = await setRead(sql, wanted.data, body.data.read, now());
    return message ? c.json(message) : c.json({ error: NOT_FOUND }, 404);
  });

  app.post(`${base}/:id/release`, noStore, options.guard, async (c) => {
    const wanted = id(c);
    if (wanted.error !== undefined) return c.json({ error: wanted.error }, 400);
    const message = await release(sql, wanted.data, options.channels, now());
    if (!message) return c.json({ error: NOT_FOUND }, 404);
    options.kick?.(c);
    return c.json(message);
  });

  app.post(`${base}/:id/spam`, noStore, options.guard, async (c) => {
    const wanted = id(c);
    if (wanted.error !== undefined) return c.json({ error: wanted.error }, 400);
    const message = await markSpam(sql, wanted.data);
    return message ? c.json(message) : c.json({ error: NOT_FOUND }, 404);
  });

  app.post(OWNER_PATHS.erase, noStore, options.guard, limit, async (c) => {
    const body = await jsonBody(c, eraseBody);
    if (body.error !== undefined) return c.json({ error: body.error }, 400);
    return c.json({ deleted: await eraseAddress(sql, body.data.email) });
  });
}
