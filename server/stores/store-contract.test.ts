import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1Store } from './d1/d1-store';
import { startLocalD1 } from '../testing/local-d1';
import type { DeliveryStore } from '../outbox/delivery-store';
import { startPostgres, type PostgresCluster } from '../testing/postgres-cluster';
import { openPostgresStore } from './postgres/postgres-store';
import type { SharedRateLimiter } from '../intake/rate-limit';
import { sqliteDeliveries } from './sqlite/sqlite-deliveries';
import { PROOF_REASONS, type ProofLedger, type SpentProof } from '../intake/proof-of-work';
import { openSqliteRateLimiter } from './sqlite/sqlite-rate-limit';
import { openStore } from './sqlite/sqlite-store';
import { tempDir } from '../testing/test-support';

/**
 * What the contract needs of each database: add a message, the outbox's three calls, and the
 * rate limit every instance shares. SQLite, PostgreSQL and D1 (inside workerd) must all keep it.
 */
type Subject = {
  add: (text: string, spam?: boolean, proof?: SpentProof) => Promise<number>;
  deliveries: DeliveryStore;
  rateLimiter: (perMinute: number) => SharedRateLimiter;
  purge: (before: number) => Promise<number>;
  /** How many stored messages are held. */
  heldCount: () => Promise<number>;
  /** The proof of work's key, as the service reads it. */
  proofLedger: ProofLedger;
  /** How many spent solutions the store keeps. */
  spentCount: () => Promise<number>;
  /** A stored message's spam flag and reason. */
  spamOf: (id: number) => Promise<{ spam: number; reason: string | null } | undefined>;
  close: () => Promise<void>;
};

const T0 = 1_800_000_000_000;
/** The stores' clock: T0 at the start of each case; the rate-limit cases move it. */
let clock = T0;
const now = () => clock;
const LEASE = 60_000;
const CHANNELS = ['email', 'webhook'] as const;

let cluster: PostgresCluster | undefined;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(() => cluster?.stop());

/** Each opens a fresh store; `notifyPerHour` is the flood cap (0: none). */
const subjects: Record<string, (notifyPerHour?: number, channels?: readonly string[]) => Promise<Subject>> = {
  'a SQLite file': async (notifyPerHour = 0, channels = CHANNELS) => {
    const dir = tempDir();
    const path = join(dir.path, 'folio.db');
    const store = openStore(path, { channels, notifyPerHour, now });
    const limiters: { close(): void }[] = [];
    return {
      proofLedger: store.proofLedger,
      spentCount: async () => (store.db.prepare('SELECT count(*) AS n FROM spent_proofs').get() as { n: number }).n,
      spamOf: async (id) => store.db.prepare('SELECT spam, spam_reason AS reason FROM messages WHERE id = ?').get(id) as { spam: number; reason: string | null } | undefined,
      add: (text, spam = false, proof = undefined) => store.add({ email: 'ana@example.com', message: text, spam, client: undefined, proof }),
      deliveries: sqliteDeliveries(store.db),
      purge: (before) => store.purge(before),
      heldCount: async () => (store.db.prepare('SELECT count(*) AS n FROM messages WHERE held = 1').get() as { n: number }).n,
      rateLimiter(perMinute) {
        const limiter = openSqliteRateLimiter(path, perMinute, now);
        limiters.push(limiter);
        return limiter;
      },
      close: async () => {
        for (const limiter of limiters) limiter.close();
        store.close();
        dir.remove();
      },
    };
  },
  'a PostgreSQL server': async (notifyPerHour = 0, channels = CHANNELS) => {
    if (!cluster) throw new Error('no PostgreSQL cluster');
    // A database of its own per test, so the cases share nothing.
    const store = await openPostgresStore(await cluster.freshDatabase(), { channels, notifyPerHour, now });
    return {
      add: (text, spam = false, proof = undefined) => store.add({ email: 'ana@example.com', message: text, spam, client: undefined, proof }),
      deliveries: store.deliveries,
      rateLimiter: (perMinute) => store.rateLimiter(perMinute),
      purge: (before) => store.purge(before),
      heldCount: async () => (await store.sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM messages WHERE held = 1`)[0]?.n ?? -1,
      proofLedger: store.proofLedger,
      spamOf: async (id) => (await store.sql<{ spam: number; reason: string | null }[]>`SELECT CAST(spam AS INTEGER) AS spam, spam_reason AS reason FROM messages WHERE id = ${id}`)[0],
      spentCount: async () => (await store.sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM spent_proofs`)[0]?.n ?? -1,
      close: () => store.close(),
    };
  },
  'D1 in workerd': async (notifyPerHour = 0, channels = CHANNELS) => {
    const local = await startLocalD1();
    const store = d1Store(local.db, { channels, notifyPerHour, now });
    return {
      add: (text, spam = false, proof = undefined) => store.add({ email: 'ana@example.com', message: text, spam, client: undefined, proof }),
      deliveries: store.deliveries,
      rateLimiter: (perMinute) => store.rateLimiter(perMinute),
      purge: (before) => store.purge(before),
      heldCount: async () => (await local.db.prepare('SELECT count(*) AS n FROM messages WHERE held = 1').all<{ n: number }>()).results[0]?.n ?? -1,
      proofLedger: store.proofLedger,
      spamOf: async (id) => (await local.db.prepare('SELECT spam, spam_reason AS reason FROM messages WHERE id = ?').bind(id).all<{ spam: number; reason: string | null }>()).results[0],
      spentCount: async () => (await local.db.prepare('SELECT count(*) AS n FROM spent_proofs').all<{ n: number }>()).results[0]?.n ?? -1,
      close: () => local.dispose(),
    };
  },
};

for (const [name, open] of Object.entries(subjects)) {
  /** A case on a fresh store of this kind, closed whatever happens. */
  const check = (title: string, body: (subject: Subject) => Promise<void>, notifyPerHour = 0, channels: readonly string[] = CHANNELS) =>
    it(title, async () => {
      clock = T0;
      const subject = await open(notifyPerHour, channels);
      try {
        await body(subject);
      } finally {
        await subject.close();
      }
    });

  describe(`the delivery store contract on ${name}`, () => {
    check('gives concurrent claims disjoint rows that together cover every due one', async (subject) => {
      for (let n = 0; n < 12; n += 1) await subject.add(`message ${n}`);
      const claim = () => subject.deliveries.claimDue({ channels: CHANNELS, now: T0, limit: 5, leaseMs: LEASE });
      const batches = await Promise.all([claim(), claim(), claim(), claim(), claim(), claim()]);
      const keys = batches.flat().map((row) => `${row.messageId}/${row.channel}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(24);
      expect(batches.flat().every((row) => row.email === 'ana@example.com' && row.message.startsWith('message '))).toBe(true);
    });

    check('keeps a claimed row off until its lease expires, then gives it out again', async (subject) => {
      await subject.add('once');
      const first = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      expect(first.map((row) => row.channel)).toEqual(['email']);
      expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE - 1, limit: 10, leaseMs: LEASE })).toEqual([]);
      const again = await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE, limit: 10, leaseMs: LEASE });
      expect(again.map((row) => row.messageId)).toEqual(first.map((row) => row.messageId));
    });

    check('records a delivery for good, and a late failure does not undo it', async (subject) => {
      await subject.add('delivered');
      const [claimed] = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      if (!claimed) throw new Error('nothing claimed');
      await subject.deliveries.markDelivered(claimed, T0 + 5);
      await subject.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0, error: 'late' });
      expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + 10 * LEASE, limit: 10, leaseMs: LEASE })).toEqual([]);
    });

    check('retries a failure at its next attempt, with its attempts counted, and frees it at once', async (subject) => {
      const id = await subject.add('failing');
      const [claimed] = await subject.deliveries.claimDue({ channels: ['webhook'], now: T0, limit: 10, leaseMs: LEASE });
      if (!claimed) throw new Error('nothing claimed');
      await subject.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0 + 1_000, error: 'HTTP 500' });
      expect(await subject.deliveries.claimDue({ channels: ['webhook'], now: T0 + 999, limit: 10, leaseMs: LEASE })).toEqual([]);
      // Well before the old lease ends: a recorded failure releases the claim.
      const retry = await subject.deliveries.claimDue({ channels: ['webhook'], now: T0 + 1_000, limit: 10, leaseMs: LEASE });
      expect(retry).toMatchObject([{ messageId: id, channel: 'webhook', attempts: 1 }]);
    });

    check('ignores a record from a claim that ran out and was taken over', async (subject) => {
      await subject.add('contested');
      const [stale] = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      const [current] = await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE, limit: 10, leaseMs: LEASE });
      if (!stale || !current) throw new Error('nothing claimed');
      // The first instance wakes up late and records a failure: the second one's claim must hold.
      await subject.deliveries.markFailed(stale, { attempts: 1, nextAttemptAt: T0, error: 'late' });
      expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE + 1, limit: 10, leaseMs: LEASE })).toEqual([]);
      // Nor can it record a delivery the second one has not made.
      await subject.deliveries.markDelivered(stale, T0 + LEASE + 2);
      await subject.deliveries.markFailed(current, { attempts: 1, nextAttemptAt: T0 + LEASE + 3, error: 'down' });
      expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE + 3, limit: 10, leaseMs: LEASE })).toMatchObject([{ attempts: 1 }]);
    });

    check('never queues spam, and gives out only the channels asked for', async (subject) => {
      await subject.add('buy now', true);
      const id = await subject.add('a real one');
      const email = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
      expect(email.map((row) => [row.messageId, row.channel])).toEqual([[id, 'email']]);
    });

    check('rate limit: counts a sliding minute per client, answers the seconds to wait, and holds across instances', async (subject) => {
      // Two limiters over one database: two instances of the service.
      const first = subject.rateLimiter(3);
      const second = subject.rateLimiter(3);
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

    check('rate limit: many hits at once from one client get exactly the limit', async (subject) => {
      const limiters = [subject.rateLimiter(5), subject.rateLimiter(5)];
      const waits = await Promise.all(Array.from({ length: 20 }, (_, n) => limiters[n % 2]?.hit('198.51.100.2')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait === 60)).toHaveLength(15);
    });

    check(
      'flood cap: past the hour\'s cap messages are held, the first held one queued once as a digest, spam never counted',
      async (subject) => {
        const claim = (at: number) => subject.deliveries.claimDue({ channels: CHANNELS, now: at, limit: 100, leaseMs: LEASE });
        await subject.add('spam, not counted', true);
        const notified = [await subject.add('one'), await subject.add('two'), await subject.add('three')];
        const held = [];
        for (let n = 0; n < 5; n += 1) held.push(await subject.add(`held ${n}`));
        const rows = await claim(T0);
        // Three notified on both channels, and the first held one as the digest on both: nothing for the others.
        expect(rows.filter((row) => !row.digest).map((row) => row.messageId).sort()).toEqual([...notified, ...notified].sort());
        expect(rows.filter((row) => row.digest).map((row) => [row.messageId, row.channel]).sort()).toEqual([[held[0], 'email'], [held[0], 'webhook']].sort());
        for (const row of rows) await subject.deliveries.markDelivered(row, T0 + 1);
        // An hour on, the cap has room again; once it is full, the next flood gets a digest of its own.
        clock = T0 + 3_600_001;
        const later = [await subject.add('a'), await subject.add('b'), await subject.add('c'), await subject.add('d'), await subject.add('e')];
        const next = await claim(clock);
        expect(next.filter((row) => !row.digest).map((row) => row.messageId).sort()).toEqual([...later.slice(0, 3), ...later.slice(0, 3)].sort());
        expect(next.filter((row) => row.digest).map((row) => row.messageId)).toEqual([later[3], later[3]]);
      },
      3,
    );

    check(
      'flood cap: with no notification channel nothing is held, since nothing is notified',
      async (subject) => {
        for (let n = 0; n < 5; n += 1) await subject.add(`m${n}`);
        expect(await subject.heldCount()).toBe(0);
      },
      3,
      [],
    );

    check('proof of work: one signing key from the migration; each solution sends one message, the others are spam saying so; expired ones are cleared', async (subject) => {
      expect(await subject.proofLedger.key()).toMatch(/^[0-9a-f]{64}$/u);
      const solution = { signature: 'solution-1', expiresAt: T0 + 1_000 };
      const first = await subject.add('first', false, solution);
      const again = await subject.add('again', false, solution);
      expect(await subject.spamOf(first)).toEqual({ spam: 0, reason: null });
      expect(await subject.spamOf(again)).toEqual({ spam: 1, reason: PROOF_REASONS.reused });
      // The same solution with ten messages at once: exactly one is not spam, and only it is queued.
      const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => subject.add(`at once ${n}`, false, { signature: 'solution-2', expiresAt: T0 + 1_000 })));
      const verdicts = await Promise.all(ids.map((id) => subject.spamOf(id)));
      expect(verdicts.filter((verdict) => verdict?.spam === 0)).toHaveLength(1);
      const queued = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 100, leaseMs: LEASE });
      expect(queued.filter((row) => row.message.startsWith('at once'))).toHaveLength(1);
      // Spam spends nothing: the solution stays good for a real message.
      await subject.add('spam', true, { signature: 'solution-3', expiresAt: T0 + 1_000 });
      expect(await subject.spamOf(await subject.add('real', false, { signature: 'solution-3', expiresAt: T0 + 1_000 }))).toEqual({ spam: 0, reason: null });
      // Past their challenges' expiry the solutions are forgotten (they could not be sent again anyway).
      clock = T0 + 120_000;
      await subject.add('later', false, { signature: 'solution-4', expiresAt: clock + 1_000 });
      await subject.add('later still', false, { signature: 'solution-5', expiresAt: clock + 1_000 });
      await expect.poll(() => subject.spentCount()).toBe(2);
    });

    check('never gives an id twice: after the newest messages are purged, the next one gets a new id', async (subject) => {
      await subject.add('kept');
      const purged = [await subject.add('spam one', true), await subject.add('spam two', true)];
      clock = T0 + 86_400_000;
      expect(await subject.purge(clock)).toBe(2);
      expect(await subject.add('after the purge')).toBeGreaterThan(Math.max(...purged));
    });

    check(
      'retention: purges spam and held messages received before the cutoff, with their outbox rows, and nothing else',
      async (subject) => {
        await subject.add('old spam', true);
        await subject.add('old, notified');
        const oldHeld = await subject.add('old, held: the digest');
        clock = T0 + 10 * 86_400_000;
        await subject.add('new spam', true);
        expect(await subject.purge(T0 + 86_400_000)).toBe(2);
        const due = await subject.deliveries.claimDue({ channels: CHANNELS, now: clock, limit: 100, leaseMs: LEASE });
        // The old notified message keeps its rows; the held one's digest rows went with it.
        expect(due.every((row) => row.message === 'old, notified')).toBe(true);
        expect(due.map((row) => row.messageId)).not.toContain(oldHeld);
        expect(await subject.purge(T0 + 86_400_000)).toBe(0);
        expect(await subject.purge(clock + 1)).toBe(1);
      },
      1,
    );
  });
}
