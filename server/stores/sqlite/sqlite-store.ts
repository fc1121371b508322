import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  INSERT_DELIVERIES_OF_LAST,
  INSERT_MESSAGE,
  INSERT_MESSAGE_UNCAPPED,
  insertDeliveriesParams,
  insertMessageParams,
  PROOF_KEY,
  purgeStatements,
  spamBoundStatements,
  SPEND_PROOF,
  SWEEP_PROOFS,
  uncappedParams,
} from './sqlite-sql';
import { floodCapOf } from '../../intake/flood-cap';
import { isBounded, spamBytesOf, trimDue } from '../../intake/spam-bound';
import { readPage } from '../message-page';
import { onceAWindow } from '../../intake/rate-limit';
import { asReused, proofToSpend } from '../../intake/proof-of-work';
import type { NewMessage } from '../../intake/new-message';
import type { MessageStore, StoreOptions } from '../message-store';
import { sqliteRunner } from './sqlite-runner';
import { migrate } from './sqlite-schema';
import { sqliteDeliveries } from './sqlite-deliveries';
import { openSqliteRateLimiter, type SqliteRateLimiter } from './sqlite-rate-limit';

type Pending = { message: NewMessage; at: number; resolve: (id: number) => void; reject: (error: unknown) => void };

export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // First: another instance may hold the lock while it creates the file or migrates it.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // FULL syncs the WAL on every commit, so a 201 survives a power cut, not only a crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * Opens (creating if needed) the message database. Writes use group commit: every message that
 * arrives while the event loop is busy joins one transaction on the next turn, so one disk sync
 * serves many requests and nobody is answered before their row is durable.
 */
export function openSqliteStore(path: string, options: StoreOptions = {}): MessageStore {
  const db = openDatabase(path);
  const channels = options.channels ?? [];
  const now = options.now ?? Date.now;
  const perHour = floodCapOf(channels, options.notifyPerHour);
  const insertCapped = db.prepare(INSERT_MESSAGE);
  const insertUncapped = db.prepare(INSERT_MESSAGE_UNCAPPED);
  const insertMessage = (message: NewMessage, at: number) =>
    perHour > 0 ? insertCapped.run(...insertMessageParams(message, at, perHour, channels)) : insertUncapped.run(...uncappedParams(message, at));
  const insertDeliveries = db.prepare(INSERT_DELIVERIES_OF_LAST);
  const spendProof = db.prepare(SPEND_PROOF);
  const sweepProofs = db.prepare(SWEEP_PROOFS);
  const sweepDue = onceAWindow();
  const bound = isBounded(options.spamBound) ? options.spamBound : undefined;
  const spamTrimDue = bound ? trimDue(bound) : undefined;
  // In the transaction that stores the spam (as a savepoint), or on its own (trimSpam).
  const trimInTransaction = (at: number): number => {
    if (!bound) return 0;
    const [deliveries, messages] = spamBoundStatements(bound, at);
    if (deliveries) db.prepare(deliveries.sql).run(...deliveries.params);
    return messages ? db.prepare(messages.sql).run(...messages.params).changes : 0;
  };
  const trimAll = db.transaction(trimInTransaction);
  const reportTrim = (error: unknown) => console.error(`folio: the spam bound's trim failed: ${error instanceof Error ? error.message : String(error)}`);

  let queue: Pending[] = [];
  let scheduled = false;
  let closed = false;

  const writeBatch = db.transaction((batch: Pending[], dueAt: number): number[] => {
    const ids: number[] = [];
    let trim = false;
    for (const row of batch) {
      const proof = proofToSpend(row.message);
      const message = proof && spendProof.run(proof.signature, proof.expiresAt).changes === 0 ? asReused(row.message) : row.message;
      // One at a time, in order: each message's cap counts the ones before it in the batch.
      ids.push(Number(insertMessage(message, row.at).lastInsertRowid));
      // Spam is kept for the owner to inspect but never notified; a held message only as a digest.
      if (channels.length > 0) insertDeliveries.run(...insertDeliveriesParams(dueAt, channels));
      if (spamTrimDue?.add(spamBytesOf(message))) trim = true;
    }
    if (trim) {
      // Nested, so a savepoint: a trim that fails is undone alone, and the messages still commit.
      try {
        trimAll(dueAt);
      } catch (error) {
        reportTrim(error);
      }
    }
    return ids;
  });

  function flush(): void {
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    let ids: number[];
    try {
      ids = writeBatch(batch, now());
    } catch (error) {
      for (const row of batch) row.reject(error);
      return;
    }
    for (let i = 0; i < batch.length; i += 1) batch[i]?.resolve(ids[i] ?? 0);
    // Spent solutions whose challenge has expired cannot be sent again anyway.
    const at = now();
    if (sweepDue(at)) sweepProofs.run(at);
  }

  const purgeAll = db.transaction((before: number): number => {
    const [deliveries, messages] = purgeStatements(before);
    if (deliveries) db.prepare(deliveries.sql).run(...deliveries.params);
    return messages ? db.prepare(messages.sql).run(...messages.params).changes : 0;
  });

  const readKey = db.prepare(PROOF_KEY).pluck();
  const limiters: SqliteRateLimiter[] = [];
  const open = () => {
    if (closed) throw new Error('The message store is closed.');
    return db;
  };
  const sqlRunner = sqliteRunner(open);
  return {
    sql: sqlRunner,
    deliveries: sqliteDeliveries(db),
    // In the file, not in memory: any number of processes may serve one file, and share its limit.
    rateLimiter(perMinute) {
      const limiter = openSqliteRateLimiter(path, perMinute, now);
      limiters.push(limiter);
      return limiter;
    },
    proofLedger: {
      async key() {
        const value = readKey.get() as string | undefined;
        if (typeof value !== 'string') throw new Error(`The proof-of-work key is missing from ${path}.`);
        return value;
      },
    },
    async purge(before) {
      return closed ? 0 : purgeAll(before);
    },
    async trimSpam() {
      return closed || !bound ? 0 : trimAll(now());
    },
    async listPage(query) {
      if (closed) throw new Error('The message store is closed.');
      return readPage(async (sql) => db.prepare(sql).all() as never, query);
    },
    add(message) {
      if (closed) return Promise.reject(new Error('The message store is closed.'));
      return new Promise<number>((resolve, reject) => {
        queue.push({ message, at: now(), resolve, reject });
        // setImmediate, not a microtask: it runs after the event loop has read every request that
        // is already waiting, which is what lets them share the commit.
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    // Synchronous inside: the queue is written and the file closed before this returns.
    async close() {
      if (closed) return;
      flush();
      closed = true;
      for (const limiter of limiters) limiter.close();
      db.close();
    },
  };
}
