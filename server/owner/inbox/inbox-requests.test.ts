import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_PATHS, type MessageList } from '../../../contract/owner-api';
import { openSqliteStore } from '../../stores/sqlite/sqlite-store';
import type { MessageStore } from '../../stores/message-store';
import { CHANNELS, inboxApp, type Inbox } from '../../testing/inbox-fixture';
import { tempDir } from '../../testing/test-support';

/** What the inbox's routes take and answer whatever the store: bad input, long exports, text as data. */

let dir: ReturnType<typeof tempDir>;
let store: MessageStore;
let inbox: Inbox;
beforeEach(() => {
  dir = tempDir();
  store = openSqliteStore(join(dir.path, 'folio.db'), { channels: CHANNELS });
  inbox = inboxApp(store);
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

describe('the inbox refuses bad input with a sentence', () => {
  it.each([
    ['GET', `${OWNER_PATHS.messages}?state=archived`, undefined, /^state must be one of all, unread, held, spam, delivered/],
    ['GET', `${OWNER_PATHS.messages}?limit=0`, undefined, /^limit must be a whole number from 1 to 200/],
    ['GET', `${OWNER_PATHS.messages}?limit=201`, undefined, /^limit must be a whole number from 1 to 200/],
    ['GET', `${OWNER_PATHS.messages}?limit=ten`, undefined, /^limit must be a whole number/],
    ['GET', `${OWNER_PATHS.messages}?before=12`, undefined, /^before must be a cursor/],
    ['GET', `${OWNER_PATHS.messages}?state=spam&before=1:12`, undefined, /^before must be a cursor/],
    ['GET', `${OWNER_PATHS.messages}?q=${'a'.repeat(201)}`, undefined, /^q must be at most 200 characters/],
    ['GET', `${OWNER_PATHS.exportCsv}?state=nope`, undefined, /^state must be one of/],
    ['GET', `${OWNER_PATHS.messages}/abc`, undefined, /^a message id is a whole number/],
    ['DELETE', `${OWNER_PATHS.messages}/-1`, undefined, /^a message id is a whole number/],
    ['POST', OWNER_PATHS.markRead(1), { read: 'yes' }, /^read must be true or false/],
    ['POST', OWNER_PATHS.markRead(1), '{"read":', /^The body must be JSON/],
    ['POST', OWNER_PATHS.erase, {}, /^email must be the address/],
    ['POST', OWNER_PATHS.erase, { email: '   ' }, /^email must be the address/],
  ])('%s %s', async (method, path, body, error) => {
    const id = await inbox.send('ana@example.com', 'Kept as it is');
    const res = await inbox.owner(path, { method, body });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()) as { error: string }).toEqual({ error: expect.stringMatching(error) });
    const [message] = (await ((await inbox.owner(OWNER_PATHS.messages)).json()) as MessageList).messages;
    expect(message).toMatchObject({ id, readAt: null, status: 'pending' });
  });

  it('answers 404 for an id that is not there, and 413 for a body past the limit', async () => {
    for (const [method, path] of [['GET', OWNER_PATHS.message(7)], ['DELETE', OWNER_PATHS.message(7)], ['POST', OWNER_PATHS.release(7)], ['POST', OWNER_PATHS.markSpam(7)]] as const) {
      const res = await inbox.owner(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/^There is no such message/) });
    }
    expect((await inbox.owner(OWNER_PATHS.markRead(7), { method: 'POST', body: { read: true } })).status).toBe(404);
    expect((await inbox.owner(OWNER_PATHS.erase, { method: 'POST', body: { email: 'a'.repeat(5000) } })).status).toBe(413);
  });
});

describe('the inbox keeps a message as data', () => {
  it('answers a message of markup as JSON, the same text', async () => {
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const id = await inbox.send('ana@example.com', text);
    const res = await inbox.owner(OWNER_PATHS.message(id));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await res.json()) as { message: string }).message).toBe(text);
  });

  it('exports invisible characters visibly, as the CLI does, and JSON that parses back to what was stored', async () => {
    const text = 'pay \u202Eevil\u202C now\u200B';
    await inbox.send('ana@example.com', text);
    const json = await (await inbox.owner(OWNER_PATHS.exportJson)).text();
    expect(json).toContain('\\u202e');
    expect(json).not.toContain('\u202E');
    expect((JSON.parse(json) as { message: string }[])[0]?.message).toBe(text);
    const csv = await (await inbox.owner(OWNER_PATHS.exportCsv)).text();
    expect(csv).toContain('<U+202E>');
    expect(csv).not.toContain('\u202E');
  });

  it('streams an export of more than a page, in the list order, each message once', async () => {
    const sent: number[] = [];
    for (let n = 0; n < 230; n += 1) sent.push(await inbox.send(`visitor-${n}@example.com`, `Message ${n}`));
    const rows = (await (await inbox.owner(OWNER_PATHS.exportJson)).json()) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual([...sent].reverse());
    const csv = await (await inbox.owner(`${OWNER_PATHS.exportCsv}?q=visitor-1`)).text();
    // visitor-1, visitor-10…19, visitor-100…199: 111 rows and the header.
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(112);
    // 230 messages through the API take under a second here, and several on a machine under load.
  }, 30_000);
});
