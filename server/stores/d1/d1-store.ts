import { floodCapOf } from '../../intake/flood-cap';
import type { HeldMessage } from '../../notifiers/notifier';
import type { DeliveryStore, DueDelivery } from '../../outbox/delivery-store';
import { asReused, proofToSpend, type ProofLedger, type SpentProof } from '../../intake/proof-of-work';
import { onceAWindow, WINDOW_MS, type SharedRateLimiter } from '../../intake/rate-limit';
import {
  CLAIM_DUE,
  claimParams,
  HELD_OF_DIGEST,
  HELD_OF_DIGEST_COUNT,
  INSERT_DELIVERIES_OF_LAST,
  INSERT_MESSAGE,
  INSERT_MESSAGE_UNCAPPED,
  insertDeliveriesParams,
  insertMessageParams,
  MARK_DELIVERED,
  MARK_FAILED,
  MESSAGES_BY_ID,
  PROOF_KEY,
  purgeStatements,
  RATE_ADD,
  RATE_FORGET,
  RATE_OLDEST,
  RATE_SWEEP,
  rateParams,
  spamBoundStatements,
  SPEND_PROOF,
  SWEEP_PROOFS,
  uncappedParams,
  waitFrom,
} from '../sqlite/sqlite-sql';
import { withMessages, type ClaimedRow } from '../sqlite/sqlite-deliveries';
import { isBounded, spamBytesOf, trimDue } from '../../intake/spam-bound';
import { readPage } from '../message-page';
import type { MessageStore, StoreOptions } from '../message-store';
import type { SqlRunner } from '../sql-runner';

/**
 * The parts of Cloudflare's D1 binding the store uses, written out so the service needs no
 * Workers type package: the binding inside a Worker and Miniflare's proxy of it in tests both fit.
 */
export type D1Statement = {
  bind(...values: unknown[]): D1Statement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  run(): Promise<{ meta: { changes: number } }>;
};
export type D1Like = {
  prepare(sql: string): D1Statement;
  /** Runs the statements in order as one transaction. */
  batch<T = Record<string, unknown>>(statements: D1Statement[]): Promise<{ results: T[]; meta: { changes: number } }[]>;
};

type Claimed = ClaimedRow;
type Message = Pick<DueDelivery, 'email' | 'message' | 'createdAt'> & { id: number };

/**
 * Messages, outbox and rate limit in D1: SQLite's tables (stores/sqlite/migrations/, applied by `wrangler
 * d1 migrations apply`) and the very statements the SQLite file runs (stores/sqlite/sqlite-sql.ts). D1 has no
 * interactive transactions; what must be atomic is one batch.
 */
export function d1Store(db: D1Like, options: StoreOptions = {}): MessageStore {
  const channels = options.channels ?? [];
  const perHour = floodCapOf(channels, options.notifyPerHour);
  const now = options.now ?? Date.now;
  const bound = isBounded(options.spamBound) ? options.spamBound : undefined;
  const spamTrimDue = bound ? trimDue(bound) : undefined;
  const trimStatements = (at: number) => (bound ? spamBoundStatements(bound, at).map(({ sql, params }) => db.prepare(sql).bind(...params)) : []);

  const deliveries: DeliveryStore = {
    async claimDue({ channels: wanted, now: at, limit, leaseMs }) {
      const { results: claimed } = await db.prepare(CLAIM_DUE).bind(...claimParams(at + leaseMs, at, wanted, limit)).all<Claimed>();
      if (claimed.length === 0) return [];
      const { results: messages } = await db.prepare(MESSAGES_BY_ID).bind(JSON.stringify(claimed.map((row) => row.messageId))).all<Message>();
      return withMessages(claimed, messages);
    },
    async markDelivered({ messageId, channel, leaseUntil }, at) {
      await db.prepare(MARK_DELIVERED).bind(new Date(at).toISOString(), messageId, channel, leaseUntil).run();
    },
    async markFailed({ messageId, channel, leaseUntil }, { attempts, nextAttemptAt, error }) {
      await db.prepare(MARK_FAILED).bind(attempts, nextAttemptAt, error, messageId, channel, leaseUntil).run();
    },
    async heldSinceDigest(messageId, limit) {
      const [messages, count] = await db.batch<HeldMessage & { total: number }>([db.prepare(HELD_OF_DIGEST).bind(messageId, limit), db.prepare(HELD_OF_DIGEST_COUNT).bind(messageId)]);
      return { messages: messages?.results ?? [], total: count?.results[0]?.total ?? 0 };
    },
  };

  const rateSweepDue = onceAWindow();
  const rateLimiter = (perMinute: number): SharedRateLimiter => ({
    async hit(client) {
      const at = now();
      const params = rateParams(client, at, WINDOW_MS, perMinute);
      const [, added, oldest] = await db.batch<{ oldest: number | null }>([
        db.prepare(RATE_FORGET).bind(...params.forget),
        db.prepare(RATE_ADD).bind(...params.add),
        db.prepare(RATE_OLDEST).bind(...params.oldest),
      ]);
      if (rateSweepDue(at)) await db.prepare(RATE_SWEEP).bind(at - WINDOW_MS).run();
      return added?.meta.changes === 1 ? 0 : waitFrom(oldest?.results[0]?.oldest, at, WINDOW_MS);
    },
  });

  const proofLedger: ProofLedger = {
    async key() {
      const { results } = await db.prepare(PROOF_KEY).all<{ value: string }>();
      const value = results[0]?.value;
      if (typeof value !== 'string') throw new Error('The proof-of-work key is missing from the D1 database: run its migrations.');
      return value;
    },
  };
  const proofSweepDue = onceAWindow();
  /** Records a solution as spent (sweeping expired ones now and then); false if it was spent before. */
  const spend = async ({ signature, expiresAt }: SpentProof): Promise<boolean> => {
    const at = now();
    const statements = [db.prepare(SPEND_PROOF).bind(signature, expiresAt)];
    if (proofSweepDue(at)) statements.push(db.prepare(SWEEP_PROOFS).bind(at));
    const [spent] = await db.batch(statements);
    return spent?.meta.changes === 1;
  };

  const runner: SqlRunner = {
    all: async (sql, params = []) => (await db.prepare(sql).bind(...params).all()).results as never,
    run: async (sql, params = []) => (await db.prepare(sql).bind(...params).run()).meta.changes,
    batch: async (statements) => (await db.batch(statements.map(({ sql, params = [] }) => db.prepare(sql).bind(...params)))).map((result) => result.meta.changes),
  };
  return {
    sql: runner,
    deliveries,
    rateLimiter,
    proofLedger,
    // The binding belongs to the Worker's environment: there is no connection of ours to close.
    async close() {},
    async trimSpam() {
      if (!bound) return 0;
      const results = await db.batch(trimStatements(now()));
      return results.at(-1)?.meta.changes ?? 0;
    },
    async listPage(query) {
      return readPage(async (sql) => (await db.prepare(sql).all()).results as never, query);
    },
    async purge(before) {
      const results = await db.batch(purgeStatements(before).map(({ sql, params }) => db.prepare(sql).bind(...params)));
      return results.at(-1)?.meta.changes ?? 0;
    },
    async add(input) {
      // A batch of its own before the message's: a D1 batch cannot branch on a statement's result.
      const proof = proofToSpend(input);
      const message = proof && !(await spend(proof)) ? asReused(input) : input;
      const at = now();
      const insert =
        perHour > 0
          ? db.prepare(`${INSERT_MESSAGE} RETURNING id`).bind(...insertMessageParams(message, at, perHour, channels))
          : db.prepare(`${INSERT_MESSAGE_UNCAPPED} RETURNING id`).bind(...uncappedParams(message, at));
      // One batch, one transaction: the message and its outbox rows are stored together or not at all.
      // Spam is kept for the owner to inspect but never notified; a held message only as a digest.
      const statements = channels.length > 0 ? [insert, db.prepare(INSERT_DELIVERIES_OF_LAST).bind(...insertDeliveriesParams(at, channels))] : [insert];
      const [inserted] = await db.batch<{ id: number }>(statements);
      const id = inserted?.results[0]?.id;
      if (typeof id !== 'number') throw new Error('D1 returned no id for the new message.');
      // A batch of its own after the message's: a trim that fails costs no message its answer
      // (the next one, or the Cron Trigger's, tries again).
      if (spamTrimDue?.add(spamBytesOf(message))) {
        await db.batch(trimStatements(at)).catch((error: unknown) => {
          console.error(`folio: the spam bound's trim failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      return id;
    },
  };
}
