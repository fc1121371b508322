import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryStore } from './delivery-store';
import { startPostgres, type PostgresCluster } from './postgres-cluster';
import { openPostgresStore } from './postgres-store';
import { sqliteDeliveries } from './sqlite-deliveries';
import { openStore } from './store';
import { tempDir } from './test-support';

/** What the contract needs of each database: add a message, and the outbox's three calls. */
type Subject = { add: (text: string, spam?: boolean) => Promise<number>; deliveries: DeliveryStore; close: () => Promise<void> };

const T0 = 1_800_000_000_000;
const LEASE = 60_000;
const CHANNELS = ['email', 'webhook'] as const;

let cluster: PostgresCluster | undefined;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(() => cluster?.stop());

const subjects: Record<string, () => Promise<Subject>> = {
  'a SQLite file': async () => {
    const dir = tempDir();
    const store = openStore(join(dir.path, 'folio.db'), { channels: CHANNELS, now: () => T0 });
    return {
      add: (text, spam = false) => store.add({ email: 'ana@example.com', message: text, spam, client: undefined }),
      deliveries: sqliteDeliveries(store.db),
      close: async () => {
        store.close();
        dir.remove();
      },
    };
  },
  'a PostgreSQL server': async () => {
    if (!cluster) throw new Error('no PostgreSQL cluster');
    // A database of its own per test, so the cases share nothing.
    const name = `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const admin = await openPostgresStore(cluster.url);
    await admin.sql.unsafe(`CREATE DATABASE ${name}`);
    await admin.close();
    const store = await openPostgresStore(cluster.url.replace(/\/postgres$/u, `/${name}`), { channels: CHANNELS, now: () => T0 });
    return {
      add: (text, spam = false) => store.add({ email: 'ana@example.com', message: text, spam, client: undefined }),
      deliveries: store.deliveries,
      close: () => store.close(),
    };
  },
};

for (const [name, open] of Object.entries(subjects)) {
  describe(`the delivery store contract on ${name}`, () => {
    it('gives concurrent claims disjoint rows that together cover every due one', async () => {
      const subject = await open();
      try {
        for (let n = 0; n < 12; n += 1) await subject.add(`message ${n}`);
        const claim = () => subject.deliveries.claimDue({ channels: CHANNELS, now: T0, limit: 5, leaseMs: LEASE });
        const batches = await Promise.all([claim(), claim(), claim(), claim(), claim(), claim()]);
        const keys = batches.flat().map((row) => `${row.messageId}/${row.channel}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toHaveLength(24);
        expect(batches.flat().every((row) => row.email === 'ana@example.com' && row.message.startsWith('message '))).toBe(true);
      } finally {
        await subject.close();
      }
    });

    it('keeps a claimed row off until its lease expires, then gives it out again', async () => {
      const subject = await open();
      try {
        await subject.add('once');
        const first = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
        expect(first.map((row) => row.channel)).toEqual(['email']);
        expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE - 1, limit: 10, leaseMs: LEASE })).toEqual([]);
        const again = await subject.deliveries.claimDue({ channels: ['email'], now: T0 + LEASE, limit: 10, leaseMs: LEASE });
        expect(again.map((row) => row.messageId)).toEqual(first.map((row) => row.messageId));
      } finally {
        await subject.close();
      }
    });

    it('records a delivery for good, and a late failure does not undo it', async () => {
      const subject = await open();
      try {
        await subject.add('delivered');
        const [claimed] = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
        if (!claimed) throw new Error('nothing claimed');
        await subject.deliveries.markDelivered(claimed, T0 + 5);
        await subject.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0, error: 'late' });
        expect(await subject.deliveries.claimDue({ channels: ['email'], now: T0 + 10 * LEASE, limit: 10, leaseMs: LEASE })).toEqual([]);
      } finally {
        await subject.close();
      }
    });

    it('retries a failure at its next attempt, with its attempts counted, and frees it at once', async () => {
      const subject = await open();
      try {
        const id = await subject.add('failing');
        const [claimed] = await subject.deliveries.claimDue({ channels: ['webhook'], now: T0, limit: 10, leaseMs: LEASE });
        if (!claimed) throw new Error('nothing claimed');
        await subject.deliveries.markFailed(claimed, { attempts: 1, nextAttemptAt: T0 + 1_000, error: 'HTTP 500' });
        expect(await subject.deliveries.claimDue({ channels: ['webhook'], now: T0 + 999, limit: 10, leaseMs: LEASE })).toEqual([]);
        // Well before the old lease ends: a recorded failure releases the claim.
        const retry = await subject.deliveries.claimDue({ channels: ['webhook'], now: T0 + 1_000, limit: 10, leaseMs: LEASE });
        expect(retry).toMatchObject([{ messageId: id, channel: 'webhook', attempts: 1 }]);
      } finally {
        await subject.close();
      }
    });

    it('ignores a record from a claim that ran out and was taken over', async () => {
      const subject = await open();
      try {
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
      } finally {
        await subject.close();
      }
    });

    it('never queues spam, and gives out only the channels asked for', async () => {
      const subject = await open();
      try {
        await subject.add('buy now', true);
        const id = await subject.add('a real one');
        const email = await subject.deliveries.claimDue({ channels: ['email'], now: T0, limit: 10, leaseMs: LEASE });
        expect(email.map((row) => [row.messageId, row.channel])).toEqual([[id, 'email']]);
      } finally {
        await subject.close();
      }
    });
  });
}
