import { describe, expect, it } from 'vitest';
import { OWNER_PATHS, type InboxMessage, type MessageList } from '../../../contract/owner-api';
import { CHANNELS, inboxApp, NOTIFY_PER_HOUR, type Inbox } from '../../testing/inbox-fixture';
import { storeServers, storeSubjects } from '../../testing/store-subjects';
import type { MessageStore } from '../../stores/message-store';

/**
 * The inbox on each store (SQLite, a real PostgreSQL server, D1 in workerd): every message sent
 * through POST /api/v1 as the form sends it, every action through the owner's routes.
 */

const cluster = storeServers();

/** Five messages: two notified (the first then delivered), two held past the cap, one spam. */
async function seed(inbox: Inbox, store: MessageStore) {
  const a1 = await inbox.send('ana@example.com', 'Hello, I would like to hire you.');
  const a2 = await inbox.send('bob@example.org', 'Price is 100% fair_deal');
  const h1 = await inbox.send('carol@example.net', 'Third in the hour: held');
  const h2 = await inbox.send('dave@example.com', 'A genuine RECRUITER, held after a flood');
  const s1 = await inbox.send('eve@spam.example', 'Buy now', { spam: true });
  const [claimed] = await store.deliveries.claimDue({ channels: CHANNELS, now: Date.now(), limit: 1, leaseMs: 60_000 });
  if (claimed?.messageId !== a1) throw new Error('expected the first message to be the first due');
  await store.deliveries.markDelivered(claimed, Date.now());
  return { a1, a2, h1, h2, s1 };
}

const list = async (inbox: Inbox, query = '') => {
  const res = await inbox.owner(`${OWNER_PATHS.messages}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as MessageList;
};
const ids = (page: MessageList) => page.messages.map((m) => m.id);
const outboxRows = async (store: MessageStore, id: number) =>
  (await store.sql.all<{ n: number }>('SELECT CAST(count(*) AS INTEGER) AS n FROM deliveries WHERE message_id = ?', [id]))[0]?.n;

for (const [name, open] of Object.entries(storeSubjects(cluster))) {
  const check = (title: string, body: (inbox: Inbox, store: MessageStore) => Promise<void>) =>
    it(title, async () => {
      const opened = await open({ channels: CHANNELS, notifyPerHour: NOTIFY_PER_HOUR });
      try {
        await body(inboxApp(opened.store), opened.store);
      } finally {
        await opened.close();
      }
    }, 60_000);

  describe(`the inbox on ${name}`, () => {
    check('lists, opens and changes nothing for a request the guard does not let through', async (inbox, store) => {
      const { a1, h2 } = await seed(inbox, store);
      // Each message sent kicked the outbox already.
      const kicked = inbox.kicks();
      const requests: [string, string, unknown?][] = [
        ['GET', OWNER_PATHS.messages],
        ['GET', OWNER_PATHS.message(a1)],
        ['DELETE', OWNER_PATHS.message(a1)],
        ['POST', OWNER_PATHS.markRead(a1), { read: true }],
        ['POST', OWNER_PATHS.release(h2)],
        ['POST', OWNER_PATHS.markSpam(a1)],
        ['POST', OWNER_PATHS.erase, { email: 'ana@example.com' }],
        ['GET', OWNER_PATHS.exportCsv],
        ['GET', OWNER_PATHS.exportJson],
      ];
      for (const [method, path, body] of requests) {
        const res = await inbox.owner(path, { method, body, owner: false });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.text()).not.toContain('@');
      }
      const after = await list(inbox);
      expect(after.counts).toEqual({ all: 5, unread: 4, held: 2, spam: 1, delivered: 1 });
      expect(after.messages.every((m) => m.readAt === null)).toBe(true);
      expect(inbox.kicks()).toBe(kicked);
    });

    check('lists held messages first, then the rest newest first, with the whole store counted per state', async (inbox, store) => {
      const { a1, a2, h1, h2, s1 } = await seed(inbox, store);
      const all = await list(inbox);
      expect(ids(all)).toEqual([h2, h1, s1, a2, a1]);
      expect(all.next).toBeNull();
      expect(all.counts).toEqual({ all: 5, unread: 4, held: 2, spam: 1, delivered: 1 });
      const byId = new Map(all.messages.map((m) => [m.id, m]));
      expect(byId.get(h2)).toMatchObject({ email: 'dave@example.com', status: 'held', spamReason: null, heldReason: expect.stringContaining('NOTIFY_MAX_PER_HOUR'), readAt: null });
      expect(byId.get(s1)).toMatchObject({ status: 'spam', spamReason: 'the hidden field was filled in', heldReason: 'the hidden field was filled in' });
      expect(byId.get(a2)).toMatchObject({ status: 'pending', heldReason: null });
      expect(byId.get(a1)).toMatchObject({ status: 'delivered', message: 'Hello, I would like to hire you.', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(ids(await list(inbox, '?state=unread'))).toEqual([h2, h1, a2, a1]);
      expect(ids(await list(inbox, '?state=held'))).toEqual([h2, h1]);
      expect(ids(await list(inbox, '?state=spam'))).toEqual([s1]);
      expect(ids(await list(inbox, '?state=delivered'))).toEqual([a1]);
    });

    check('searches the address and the text, letter case aside, with % and _ taken as themselves', async (inbox, store) => {
      const { a1, a2, h2 } = await seed(inbox, store);
      expect(ids(await list(inbox, '?q=ANA%40EXAMPLE'))).toEqual([a1]);
      expect(ids(await list(inbox, '?q=genuine%20recruiter'))).toEqual([h2]);
      expect(ids(await list(inbox, '?q=example.com'))).toEqual([h2, a1]);
      expect(ids(await list(inbox, '?q=example.com&state=held'))).toEqual([h2]);
      for (const literal of ['%25', '_', '100%25', 'fair_deal']) expect(ids(await list(inbox, `?q=${literal}`)), literal).toEqual([a2]);
      const accented = await inbox.send('elodie@example.fr', 'Signé: Élodie Ÿ');
      expect(ids(await list(inbox, `?q=${encodeURIComponent('Élodie Ÿ')}`))).toEqual([accented]);
      expect(ids(await list(inbox, '?q=SIGN'))).toEqual([accented]);
      const none = await list(inbox, '?q=fair%25deal');
      expect(none.messages).toEqual([]);
      expect(none.counts.all).toBe(6);
    });

    check('pages newest first without a gap or a repeat, across the held and the rest', async (inbox, store) => {
      await seed(inbox, store);
      for (const extra of ['one', 'two', 'three']) await inbox.send(`more-${extra}@example.com`, `More ${extra}`);
      for (const state of ['all', 'unread', 'held']) {
        const whole = ids(await list(inbox, `?state=${state}&limit=200`));
        for (const limit of [1, 2, 3]) {
          const seen: number[] = [];
          let cursor: string | null = null;
          do {
            const page: MessageList = await list(inbox, `?state=${state}&limit=${limit}${cursor ? `&before=${cursor}` : ''}`);
            expect(page.messages.length).toBeLessThanOrEqual(limit);
            seen.push(...ids(page));
            cursor = page.next;
          } while (cursor);
          expect(seen, `${state} by ${limit}`).toEqual(whole);
        }
      }
    });

    check('a GET of a message (as an <img> on a same-site page makes it) leaves it unread; a POST marks it read, once, and unread again', async (inbox, store) => {
      const { a2 } = await seed(inbox, store);
      // The cookie goes with it and no Origin, as with an image's request: an answer, and no change.
      const opened = await inbox.owner(OWNER_PATHS.message(a2));
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('no-store');
      expect(await opened.json()).toMatchObject({ id: a2, message: 'Price is 100% fair_deal', readAt: null });
      expect((await list(inbox)).counts.unread).toBe(4);
      expect(ids(await list(inbox, '?state=unread'))).toContain(a2);

      const read = await inbox.owner(OWNER_PATHS.markRead(a2), { method: 'POST', body: { read: true } });
      const first = (await read.json()) as InboxMessage;
      expect(first.readAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((await list(inbox)).counts.unread).toBe(3);
      const again = await inbox.owner(OWNER_PATHS.markRead(a2), { method: 'POST', body: { read: true } });
      expect(((await again.json()) as InboxMessage).readAt).toBe(first.readAt);
      const unread = await inbox.owner(OWNER_PATHS.markRead(a2), { method: 'POST', body: { read: false } });
      expect(((await unread.json()) as InboxMessage).readAt).toBeNull();
      expect(ids(await list(inbox, '?state=unread'))).toContain(a2);
      expect((await inbox.owner(OWNER_PATHS.message(999_999))).status).toBe(404);
    });

    check('releases a held message to the channels, says why it was held and wakes the outbox', async (inbox, store) => {
      const { h1, h2, s1 } = await seed(inbox, store);
      expect(await outboxRows(store, h2)).toBe(0);
      const kicked = inbox.kicks();
      const res = await inbox.owner(OWNER_PATHS.release(h2), { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: h2, status: 'pending', heldReason: expect.stringContaining('NOTIFY_MAX_PER_HOUR') });
      expect(inbox.kicks()).toBe(kicked + 1);
      expect(await outboxRows(store, h2)).toBe(CHANNELS.length);
      expect(ids(await list(inbox, '?state=held'))).toEqual([h1]);
      const spam = await inbox.owner(OWNER_PATHS.release(s1), { method: 'POST' });
      expect(await spam.json()).toMatchObject({ id: s1, status: 'pending', spamReason: null, heldReason: 'the hidden field was filled in' });
      expect((await list(inbox)).counts).toMatchObject({ held: 1, spam: 0 });
      expect((await inbox.owner(OWNER_PATHS.release(999_999), { method: 'POST' })).status).toBe(404);
      expect(inbox.kicks()).toBe(kicked + 2);
    });

    check('marks spam, deletes one message with its outbox rows, and erases every message of an address', async (inbox, store) => {
      const { a1, a2, h2 } = await seed(inbox, store);
      const spam = await inbox.owner(OWNER_PATHS.markSpam(a2), { method: 'POST' });
      expect(await spam.json()).toMatchObject({ id: a2, status: 'spam', spamReason: 'marked by the owner' });
      expect(await outboxRows(store, a2)).toBe(0);
      expect(await outboxRows(store, a1)).toBe(1);
      const deleted = await inbox.owner(OWNER_PATHS.message(a1), { method: 'DELETE' });
      expect(deleted.status).toBe(204);
      expect(await outboxRows(store, a1)).toBe(0);
      expect((await inbox.owner(OWNER_PATHS.message(a1))).status).toBe(404);
      expect((await inbox.owner(OWNER_PATHS.message(a1), { method: 'DELETE' })).status).toBe(404);
      await inbox.send('Dave@Example.COM', 'Again, in capitals');
      const erased = await inbox.owner(OWNER_PATHS.erase, { method: 'POST', body: { email: ' DAVE@example.com ' } });
      expect(await erased.json()).toEqual({ deleted: 2 });
      expect(await outboxRows(store, h2)).toBe(0);
      const left = await list(inbox);
      expect(left.messages.map((m) => m.email)).toEqual(['carol@example.net', 'eve@spam.example', 'bob@example.org']);
      expect(left.counts.all).toBe(3);
    });

    check('exports what the CLI writes: text as it was sent, formulas quoted, as a download', async (inbox) => {
      const img = await inbox.send('x@example.com', '<img src=x onerror=alert(1)>');
      const formula = await inbox.send('y@example.com', "=cmd|' /C calc'!A0");
      const json = await inbox.owner(OWNER_PATHS.exportJson);
      expect(json.headers.get('content-type')).toMatch(/^application\/json/);
      expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="folio-messages-.*\.json"$/);
      expect(json.headers.get('cache-control')).toBe('no-store');
      const rows = (await json.json()) as { id: number; message: string; spam: boolean; held: boolean; delivered: boolean }[];
      expect(rows).toEqual([expect.objectContaining({ id: formula, message: "=cmd|' /C calc'!A0" }), expect.objectContaining({ id: img, message: '<img src=x onerror=alert(1)>', spam: false, held: false })]);
      const csv = await inbox.owner(OWNER_PATHS.exportCsv);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; /);
      const text = await csv.text();
      expect(text.split('\r\n')[0]).toBe('id,email,message,createdAt,spam,held,spamReason,delivered,via');
      expect(text).toContain(`${formula},"y@example.com","'=cmd|' /C calc'!A0",`);
      expect(text).toContain('"<img src=x onerror=alert(1)>"');
      expect(await (await inbox.owner(`${OWNER_PATHS.exportJson}?state=spam`)).text()).toBe('[]\n');
    });
  });
}
