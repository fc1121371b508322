import { join } from 'node:path';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { PROOF_REASONS, type SpentProof } from '../intake/proof-of-work';
import type { SpamBound } from '../intake/spam-bound';
import type { PageCursor, PageQuery } from './message-page';
import { startLocalD1 } from '../testing/local-d1';
import { storeServers } from '../testing/store-subjects';
import { tempDir } from '../testing/test-support';
import { d1Store } from './d1/d1-store';
import type { MessageStore } from './message-store';
import { openPostgresStore } from './postgres/postgres-store';
import { openSqliteStore } from './sqlite/sqlite-store';

/**
 * A store under test, and what the checks read inside it that the service itself never asks
 * (how many are held, a message's spam flag): read on a connection of the test's own, in SQL all
 * three databases take, with `?` parameters.
 */
type Opened = { store: MessageStore; rows: <T>(sql: string, ...params: (string | number)[]) => Promise<T[]>; close: () => Promise<void> };

const add = (store: MessageStore, text: string, spam = false, proof: SpentProof | undefined = undefined) =>
  store.add({ email: 'ana@example.com', message: text, spam, client: undefined, proof });
const count = async (opened: Opened, sql: string) => (await opened.rows<{ n: number }>(sql))[0]?.n ?? -1;
const heldCount = (opened: Opened) => count(opened, 'SELECT CAST(count(*) AS INTEGER) AS n FROM messages WHERE held = 1');
const spentCount = (opened: Opened) => count(opened, 'SELECT CAST(count(*) AS INTEGER) AS n FROM spent_proofs');
const spamOf = async (opened: Opened, id: number) =>
  (await opened.rows<{ spam: number; reason: string | null }>('SELECT CAST(spam AS INTEGER) AS spam, spam_reason AS reason FROM messages WHERE id = ?', id))[0];

const T0 = 1_800_000_000_000;
/** The stores' clock: T0 at the start of each case; the rate-limit cases move it. */
let clock = T0;
const now = () => clock;
const LEASE = 60_000;
const CHANNELS = ['email', 'webhook'] as const;

const cluster = storeServers();

/** Each opens a fresh store; `notifyPerHour` is the flood cap (0: none). */
const subjects: Record<string, (notifyPerHour?: number, channels?: readonly string[], spamBound?: SpamBound) => Promise<Opened>> = {
  'a SQLite file': async (notifyPerHour = 0, channels = CHANNELS, spamBound = undefined) => {
    const dir = tempDir();
    const path = join(dir.path, 'folio.db');
    const store = openSqliteStore(path, { channels, notifyPerHour, now, ...(spamBound ? { spamBound } : {}) });
    const reader = new Database(path);
    return {
      store,
      rows: async (sql, ...params) => reader.prepare(sql).all(...params) as never,
      close: async () => {
        reader.close();
        await store.close();
        dir.remove();
      },
    };
  },
  'a PostgreSQL server': async (notifyPerHour = 0, channels = CHANNELS, spamBound = undefined) => {
    const running = cluster();
    if (!running) throw new Error('no PostgreSQL cluster');
    // A database of its own per test, so the cases share nothing.
    const url = await running.freshDatabase();
    const store = await openPostgresStore(url, { channels, notifyPerHour, now, ...(spamBound ? { spamBound } : {}) });
    const reader = postgres(url, { max: 1, onnotice: () => undefined });
    // PostgreSQL numbers its parameters.
    const numbered = (sql: string) => {
      let n = 0;
      return sql.replace(/\?/gu, () => `$${(n += 1)}`);
    };
    return {
      store,
      rows: async (sql, ...params) => [...(await reader.unsafe(numbered(sql), params))] as never,
      close: async () => {
        await reader.end({ timeout: 5 });
        await store.close();
      },
    };
  },
  'D1 in workerd': async (notifyPerHour = 0, channels = CHANNELS, spamBound = undefined) => {
    const local = await startLocalD1();
    const store = d1Store(local.db, { channels, notifyPerHour, now, ...(spamBound ? { spamBound } : {}) });
    return {
      store,
      rows: async (sql, ...params) => (await local.db.prepare(sql).bind(...params).all()).results as never,
      close: async () => {
        await store.close();
        await local.dispose();
      },
    };
  },
};

for (const [name, open] of Object.entries(subjects)) {
  /** A case on a fresh store of this kind, closed whatever happens. */
  const check = (title: string, body: (store: MessageStore, opened: Opened) => Promise<void>, notifyPerHour = 0, channels: readonly string[] = CHANNELS, spamBound?: SpamBound) =>
    it(title, async () => {
      clock = T0;
      const opened = await open(notifyPerHour, channels, spamBound);
      try {
        await body(opened.store, opened);
      } finally {
        await opened.close();
      }
    });

  describe(`the delivery store contract on ${name}`, () => {
    check('gives concurrent claims disjoint rows that together cover every due one', async (store) => {
      for (let n = 0; n < 12; n += 1) await add(store, `message ${n}`);
      const claim = () => store.deliveries.claimDue({ channels: CHANNELS, now: T0, limit: 5, leaseMs: LEASE });
      const batches = await Promise.all([claim(), claim(), claim(), claim(), claim(), claim()]);
      const keys = batches.flat().map((row) => `${row.messageId}/${row.channel}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(24);
      expect(batches.flat().every((row) => row.email === 'ana@example.com' && row.message.startsWith('message '))).toBe(true);
    });

    check('keeps a claimed row off until its lease expires, then gives it out again', async (store) => {
      await add(store, 'once');
      const first = await store.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      expect(first.map((row) => row.channel)).toEqual(['email']);
      expect(await store.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE - 1, limit: 10, leaseMs: LEASE })).toEqual([]);
      const again = await store.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE, limit: 10, leaseMs: LEASE });
      expect(again.map((row) => row.messageId)).toEqual(first.map((row) => row.messageId));
    });

    check('records a delivery for good, and a late failure does not undo it', async (store) => {
      await add(store, 'delivered');
      const [claimed] = await store.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      if (!claimed) throw new Error('nothing claimed');
      await store.deliveries.markDelivered(claimed, T0 + 5);
      await store.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0, error: 'late' });
      expect(await store.deliveries.claimDue({ channels: ['email'], now: T0 + 10 * LEASE, limit: 10, leaseMs: LEASE })).toEqual([]);
    });

    check('retries a failure at its next attempt, with its attempts counted, and frees it at once', async (store) => {
      const id = await add(store, 'failing');
      const [claimed] = await store.deliveries.claimDue({ channels: ['webhook'], now: T0, limit: 10, leaseMs: LEASE });
      if (!claimed) throw new Error('nothing claimed');
      await store.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0 + 1_000, error: 'HTTP 500' });
      expect(await store.deliveries.claimDue({ channels: ['webhook'], now: T0 + 999, limit: 10, leaseMs: LEASE })).toEqual([]);
      // Well before the old lease ends: a recorded failure releases the claim.
      const retry = await store.deliveries.claimDue({ channels: ['webhook'], now: T0 + 1_000, limit: 10, leaseMs: LEASE });
      expect(retry).toMatchObject([{ messageId: id, channel: 'webhook', attempts: 1 }]);
    });

    check('ignores a record from a claim that ran out and was taken over', async (store) => {
      await add(store, 'contested');
      const [stale] = await store.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      const [current] = await store.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE, limit: 10, leaseMs: LEASE });
      if (!stale || !current) throw new Error('nothing claimed');
      // The first instance wakes up late and records a failure: the second one's claim must hold.
      await store.deliveries.markFailed(stale, { attempts: 1, nextAttemptAt: T0, error: 'late' });
      expect(await store.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE + 1, limit: 10, leaseMs: LEASE })).toEqual([]);
      // Nor can it record a delivery the second one has not made.
      await store.deliveries.markDelivered(stale, T0 + LEASE + 2);
      await store.deliveries.markFailed(current, { attempts: 1, nextAttemptAt: T0 + LEASE + 3, error: 'down' });
      expect(await store.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE + 3, limit: 10, leaseMs: LEASE })).toMatchObject([{ attempts: 1 }]);
    });

    check('never queues spam, and gives out only the channels asked for', async (store) => {
      await add(store, 'buy now', true);
      const id = await add(store, 'a real one');
      const email = await store.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      expect(email.map((row) => [row.messageId, row.channel])).toEqual([[id, 'email']]);
    });

    check('rate limit: counts a sliding minute per client, answers the seconds to wait, and holds across instances', async (store) => {
      // Two limiters over one database: two instances of the service.
      const first = store.rateLimiter(3);
      const second = store.rateLimiter(3);
      expect(await first.hit('198.51.100.1')).toBe(0);
      clock += 20_000;
      expect(await second.hit('198.51.100.1')).toBe(0);
      expect(await first.hit('198.51.100.1')).toBe(0);
      // The fourth in the minute, on either: refused until the first leaves the window, 40 s on.
      expect(await second.hit('198.51.100.1')).toBe(40);
      expect(await first.hit('198.51.100.1')).toBe(40);
      // Another client is counted on its own.
      expect(await second.hit('203.0.113.9')).toBe(0);
      // A refused hit is not counted: once the first leaves the window, one more is accepted.
      clock += 40_000;
      expect(await second.hit('198.51.100.1')).toBe(0);
      expect(await first.hit('198.51.100.1')).toBe(20);
      clock += 60_000;
      expect(await first.hit('198.51.100.1')).toBe(0);
    });

    check('rate limit: many hits at once from one client get exactly the limit', async (store) => {
      const limiters = [store.rateLimiter(5), store.rateLimiter(5)];
      const waits = await Promise.all(Array.from({ length: 20 }, (_, n) => limiters[n % 2]?.hit('198.51.100.2')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait === 60)).toHaveLength(15);
    });

    check(
      'flood cap: past the hour\'s cap messages are held, the first held one queued once as a digest, spam never counted',
      async (store) => {
        const claim = (at: number) => store.deliveries.claimDue({ channels: CHANNELS, now: at, limit: 100, leaseMs: LEASE });
        await add(store, 'spam, not counted', true);
        const notified = [await add(store, 'one'), await add(store, 'two'), await add(store, 'three')];
        const held = [];
        for (let n = 0; n < 5; n += 1) held.push(await add(store, `held ${n}`));
        const rows = await claim(T0);
        // Three notified on both channels, and the first held one as the digest on both: nothing for the others.
        expect(rows.filter((row) => !row.digest).map((row) => row.messageId).sort()).toEqual([...notified, ...notified].sort());
        expect(rows.filter((row) => row.digest).map((row) => [row.messageId, row.channel]).sort()).toEqual([[held[0], 'email'], [held[0], 'webhook']].sort());
        for (const row of rows) await store.deliveries.markDelivered(row, T0 + 1);
        // An hour on, the cap has room again; once it is full, the next flood gets a digest of its own.
        clock = T0 + 3_600_001;
        const later = [await add(store, 'a'), await add(store, 'b'), await add(store, 'c'), await add(store, 'd'), await add(store, 'e')];
        const next = await claim(clock);
        expect(next.filter((row) => !row.digest).map((row) => row.messageId).sort()).toEqual([...later.slice(0, 3), ...later.slice(0, 3)].sort());
        expect(next.filter((row) => row.digest).map((row) => row.messageId)).toEqual([later[3], later[3]]);
      },
      3,
    );

    check(
      'flood cap: a digest at most every ten minutes while messages are held, each naming those held since the one before, newest first',
      async (store) => {
        // What goes out at `at`, sent at once: the digests among it.
        const digests = async (at: number) => {
          const rows = await store.deliveries.claimDue({ channels: ['email'], now: at, limit: 100, leaseMs: LEASE });
          for (const row of rows) await store.deliveries.markDelivered(row, at);
          return rows.filter((row) => row.digest).map((row) => row.messageId);
        };
        await add(store, 'notified');
        const first = await add(store, 'held 1: starts a digest');
        expect(await digests(T0)).toEqual([first]);
        // The first digest goes out now, naming what is held so far: itself.
        expect(await store.deliveries.heldSinceDigest(first, 50)).toEqual({ messages: [expect.objectContaining({ id: first, email: 'ana@example.com', message: 'held 1: starts a digest' })], total: 1 });
        clock = T0 + 60_000;
        const quiet = [await add(store, 'held 2'), await add(store, 'held 3, a real one')];
        expect(await digests(clock)).toEqual([]);
        // Ten minutes on, the next held message starts the next digest, which names what came since the first.
        clock = T0 + 600_001;
        const second = await add(store, 'held 4');
        expect(await digests(clock)).toEqual([second]);
        const named = await store.deliveries.heldSinceDigest(second, 2);
        expect(named.messages.map((message) => message.id)).toEqual([second, quiet[1]]);
        expect(named.total).toBe(3);
      },
      1,
      ['email'],
    );

    check(
      'flood cap: with no notification channel nothing is held, since nothing is notified',
      async (store, opened) => {
        for (let n = 0; n < 5; n += 1) await add(store, `m${n}`);
        expect(await heldCount(opened)).toBe(0);
      },
      3,
      [],
    );

    check('proof of work: one signing key from the migration; each solution sends one message, the others are spam saying so; expired ones are cleared', async (store, opened) => {
      expect(await store.proofLedger.key()).toMatch(/^[0-9a-f]{64}$/u);
      const solution = { signature: 'solution-1', expiresAt: T0 + 1_000 };
      const first = await add(store, 'first', false, solution);
      const again = await add(store, 'again', false, solution);
      expect(await spamOf(opened, first)).toEqual({ spam: 0, reason: null });
      expect(await spamOf(opened, again)).toEqual({ spam: 1, reason: PROOF_REASONS.reused });
      // The same solution with ten messages at once: exactly one is not spam, and only it is queued.
      const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => add(store, `at once ${n}`, false, { signature: 'solution-2', expiresAt: T0 + 1_000 })));
      const verdicts = await Promise.all(ids.map((id) => spamOf(opened, id)));
      expect(verdicts.filter((verdict) => verdict?.spam === 0)).toHaveLength(1);
      const queued = await store.deliveries.claimDue({ channels: ['email'], now: T0, limit: 100, leaseMs: LEASE });
      expect(queued.filter((row) => row.message.startsWith('at once'))).toHaveLength(1);
      // Spam spends nothing: the solution stays good for a real message.
      await add(store, 'spam', true, { signature: 'solution-3', expiresAt: T0 + 1_000 });
      expect(await spamOf(opened, await add(store, 'real', false, { signature: 'solution-3', expiresAt: T0 + 1_000 }))).toEqual({ spam: 0, reason: null });
      // Past their challenges' expiry the solutions are forgotten (they could not be sent again anyway).
      clock = T0 + 120_000;
      await add(store, 'later', false, { signature: 'solution-4', expiresAt: clock + 1_000 });
      await add(store, 'later still', false, { signature: 'solution-5', expiresAt: clock + 1_000 });
      await expect.poll(() => spentCount(opened)).toBe(2);
    });

    check('never gives an id twice: after the newest messages are purged, the next one gets a new id', async (store) => {
      await add(store, 'kept');
      const purged = [await add(store, 'spam one', true), await add(store, 'spam two', true)];
      clock = T0 + 86_400_000;
      expect(await store.purge(clock)).toBe(2);
      expect(await add(store, 'after the purge')).toBeGreaterThan(Math.max(...purged));
    });

    check(
      'retention: purges spam and held messages received before the cutoff, with their outbox rows, and nothing else',
      async (store) => {
        await add(store, 'old spam', true);
        await add(store, 'old, notified');
        const oldHeld = await add(store, 'old, held: the digest');
        clock = T0 + 10 * 86_400_000;
        await add(store, 'new spam', true);
        expect(await store.purge(T0 + 86_400_000)).toBe(2);
        const due = await store.deliveries.claimDue({ channels: CHANNELS, now: clock, limit: 100, leaseMs: LEASE });
        // The old notified message keeps its rows; the held one's digest rows went with it.
        expect(due.every((row) => row.message === 'old, notified')).toBe(true);
        expect(due.map((row) => row.messageId)).not.toContain(oldHeld);
        expect(await store.purge(T0 + 86_400_000)).toBe(0);
        expect(await store.purge(clock + 1)).toBe(1);
      },
      1,
    );

    /** Every page of a view, following each page's cursor; the ids in the order shown, and how many pages. */
    const allPages = async (store: MessageStore, query: Omit<PageQuery, 'before'>) => {
      const ids: number[] = [];
      const cursors: PageCursor[] = [];
      let before: PageCursor | undefined;
      do {
        const page = await store.listPage({ ...query, before });
        ids.push(...page.rows.map((row) => row.id));
        before = page.next;
        if (before) cursors.push(before);
      } while (before && cursors.length < 50);
      return { ids, cursors };
    };

    check('the owner\'s list: a page at a time, newest first, each message once, by the last id shown', async (store) => {
      const ids: number[] = [];
      for (let n = 0; n < 7; n += 1) ids.push(await add(store, `m${n}`, n % 3 === 0));
      const { ids: listed, cursors } = await allPages(store, { limit: 3 });
      expect(listed).toEqual([...ids].reverse());
      expect(cursors).toEqual([{ id: ids[4] }, { id: ids[1] }]);
      const [newest] = (await store.listPage({ limit: 1 })).rows;
      expect(newest).toMatchObject({ id: ids[6], email: 'ana@example.com', message: 'm6', spam: true, held: false, delivered: false, channels: 0 });
      expect((await store.listPage({ limit: 1, before: { id: ids[6] ?? 0 } })).rows[0]).toMatchObject({ id: ids[5], message: 'm5', spam: false, channels: 2, attempts: 0 });
    });

    check(
      'the owner\'s held list: the held messages first, newest first, then the spam, a page at a time',
      async (store) => {
        const spam1 = await add(store, 'spam 1', true);
        await add(store, 'notified');
        const held1 = await add(store, 'held 1');
        const spam2 = await add(store, 'spam 2', true);
        const held2 = await add(store, 'held 2');
        const spam3 = await add(store, 'spam 3', true);
        const { ids, cursors } = await allPages(store, { view: 'held', limit: 2 });
        expect(ids).toEqual([held2, held1, spam3, spam2, spam1]);
        expect(cursors).toEqual([{ id: held1, spam: false }, { id: spam2, spam: true }]);
      },
      1,
    );

    const spamText = 'x'.repeat(85); // and 'ana@example.com': 100 bytes
    check(
      'spam bound: keeps the newest spam within the bytes, and drops no message that passed the checks, held ones included',
      async (store, opened) => {
        const spam: number[] = [];
        const passed: number[] = [];
        for (let n = 0; n < 30; n += 1) {
          spam.push(await add(store, spamText, true));
          if (n % 3 === 0) passed.push(await add(store, `a real one, ${n}`));
        }
        const left = await opened.rows<{ id: number; spam: number }>('SELECT id, CAST(spam AS INTEGER) AS spam FROM messages ORDER BY id');
        expect(left.filter((row) => row.spam === 1).map((row) => row.id)).toEqual(spam.slice(-10));
        expect(left.filter((row) => row.spam === 0).map((row) => row.id)).toEqual(passed);
        // The cap held all but the first of them: held is not spam, and stays.
        expect(await heldCount(opened)).toBe(passed.length - 1);
      },
      1,
      CHANNELS,
      { maxBytes: 1_000, maxRows: 0, maxAgeMs: 0 },
    );

    check(
      'spam bound: keeps the newest spam within the rows, and drops spam past its age when trimmed',
      async (store, opened) => {
        const spam: number[] = [];
        for (let n = 0; n < 8; n += 1) spam.push(await add(store, `spam ${n}`, true));
        const real = await add(store, 'a real one');
        const spamIds = async () => (await opened.rows<{ id: number }>('SELECT id FROM messages WHERE spam = 1 ORDER BY id')).map((row) => row.id);
        expect(await spamIds()).toEqual(spam.slice(-5));
        expect(await store.trimSpam()).toBe(0);
        clock = T0 + 2 * 86_400_000;
        expect(await store.trimSpam()).toBe(5);
        expect(await spamIds()).toEqual([]);
        expect((await opened.rows<{ id: number }>('SELECT id FROM messages')).map((row) => row.id)).toEqual([real]);
      },
      0,
      CHANNELS,
      { maxBytes: 0, maxRows: 5, maxAgeMs: 86_400_000 },
    );

    check('sql: reads, changes and batches on the same database, a failed batch changing nothing', async (store) => {
      const id = await add(store, 'through the runner');
      const rows = await store.sql.all<{ email: string; spam: number }>('SELECT email, spam FROM messages WHERE id = ?', [id]);
      expect(rows).toEqual([{ email: 'ana@example.com', spam: 0 }]);
      expect(await store.sql.run('UPDATE messages SET client = ? WHERE id = ?', ['203.0.113.5', id])).toBe(1);
      expect(await store.sql.batch([{ sql: 'UPDATE messages SET client = NULL WHERE id = ?', params: [id] }, { sql: 'DELETE FROM messages WHERE id = ?', params: [-1] }])).toEqual([1, 0]);
      // The second statement fails, so the first one's change is undone with it.
      await expect(store.sql.batch([{ sql: 'UPDATE messages SET client = ? WHERE id = ?', params: ['x', id] }, { sql: 'SELECT * FROM no_such_table' }])).rejects.toThrow();
      expect(await store.sql.all('SELECT client FROM messages WHERE id = ?', [id])).toEqual([{ client: null }]);
    });
  });
}
