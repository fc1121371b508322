import postgres from 'postgres';
import { countedChannel, digestWindowStart, floodCapOf, floodWindowStart } from '../../intake/flood-cap';
import type { HeldMessage } from '../../notifiers/notifier';
import type { DeliveryStore, DueDelivery } from '../../outbox/delivery-store';
import { asReused, proofToSpend, type ProofLedger, type SpentProof } from '../../intake/proof-of-work';
import { onceAWindow, WINDOW_MS, type SharedRateLimiter } from '../../intake/rate-limit';
import { isBounded, spamBytesOf, trimDue } from '../../intake/spam-bound';
import { readPage } from '../message-page';
import type { MessageStore, StoreOptions } from '../message-store';
import { postgresRunner } from './postgres-runner';
import { channelOf, HELD_OF_DIGEST, HELD_OF_DIGEST_COUNT, spamBoundStatements } from '../sqlite/sqlite-sql';
import { migratePostgres } from './postgres-schema';

/** The lock messages are stored under while the flood cap is on, so the hour's count is exact. */
const FLOOD_LOCK = 0x666c6f6f; // "floo"

/** Connects (a small pool) and migrates; `DATABASE_URL=postgres://…` is the owner's way in. */
export async function openPostgresStore(url: string, options: StoreOptions = {}): Promise<MessageStore> {
  const sql = postgres(url, { max: 10, onnotice: () => undefined });
  try {
    await migratePostgres(sql);
  } catch (error) {
    await sql.end({ timeout: 5 });
    throw error;
  }
  const channels = options.channels ?? [];
  const perHour = floodCapOf(channels, options.notifyPerHour);
  const now = options.now ?? Date.now;
  let closed = false;
  const bound = isBounded(options.spamBound) ? options.spamBound : undefined;
  const spamTrimDue = bound ? trimDue(bound) : undefined;
  // SQLite's statements (one dialect for this), with PostgreSQL's numbered parameters.
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/gu, () => `$${(n += 1)}`);
  };
  const reportTrim = (error: unknown) => console.error(`folio: the spam bound's trim failed: ${error instanceof Error ? error.message : String(error)}`);
  const trim = async (): Promise<number> => {
    if (!bound || closed) return 0;
    return sql.begin(async (tx) => {
      let count = 0;
      for (const { sql: text, params } of spamBoundStatements(bound, now())) count = (await tx.unsafe(numbered(text), [...params])).count;
      return count;
    });
  };

  const deliveries: DeliveryStore = {
    async claimDue({ channels: wanted, now: at, limit, leaseMs }) {
      if (closed) return [];
      // SKIP LOCKED: rows another instance is claiming right now are passed over, not waited for;
      // the lease then keeps them off until that instance records them or its claim expires.
      const leaseUntil = at + leaseMs;
      const claimed = await sql<{ messageId: number; channel: string; attempts: number; digest: number }[]>`
        UPDATE deliveries d SET lease_until = ${leaseUntil}
        FROM (
          SELECT message_id, channel FROM deliveries
          WHERE delivered_at IS NULL AND next_attempt_at <= ${at} AND lease_until <= ${at} AND channel = ANY(${[...wanted]})
          ORDER BY next_attempt_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ) due
        WHERE d.message_id = due.message_id AND d.channel = due.channel
        RETURNING d.message_id AS "messageId", d.channel, d.attempts, d.digest`;
      if (claimed.length === 0) return [];
      const ids = [...new Set(claimed.map((row) => row.messageId))];
      const messages = await sql<{ id: number; email: string; message: string; createdAt: string }[]>`
        SELECT id, email, message, created_at AS "createdAt" FROM messages WHERE id = ANY(${ids})`;
      const byId = new Map(messages.map((message) => [message.id, message]));
      return claimed.flatMap((row): DueDelivery[] => {
        const message = byId.get(row.messageId);
        return message ? [{ ...row, digest: row.digest === 1, leaseUntil, email: message.email, message: message.message, createdAt: message.createdAt }] : [];
      });
    },
    async markDelivered({ messageId, channel, leaseUntil }, at) {
      if (closed) return;
      await sql`
        UPDATE deliveries SET delivered_at = ${new Date(at).toISOString()}, attempts = attempts + 1, last_error = NULL, lease_until = 0
        WHERE message_id = ${messageId} AND channel = ${channel} AND lease_until = ${leaseUntil} AND delivered_at IS NULL`;
    },
    async markFailed({ messageId, channel, leaseUntil }, { attempts, nextAttemptAt, error }) {
      if (closed) return;
      await sql`
        UPDATE deliveries SET attempts = ${attempts}, next_attempt_at = ${nextAttemptAt}, last_error = ${error}, lease_until = 0
        WHERE message_id = ${messageId} AND channel = ${channel} AND lease_until = ${leaseUntil} AND delivered_at IS NULL`;
    },
    async heldSinceDigest(messageId, limit) {
      if (closed) return { messages: [], total: 0 };
      const messages = await sql.unsafe<HeldMessage[]>(numbered(HELD_OF_DIGEST), [messageId, limit]);
      const [count] = await sql.unsafe<{ total: number }[]>(numbered(HELD_OF_DIGEST_COUNT), [messageId]);
      return { messages: [...messages], total: count?.total ?? 0 };
    },
  };

  /**
   * Rows that can no longer matter (quiet clients' rate-limit hits, expired solutions) are cleared
   * once a minute by whoever comes by, in the background: the request that triggers it neither
   * waits for it nor depends on it.
   */
  const sweeper = (what: string, clear: (at: number) => Promise<unknown>) => {
    const due = onceAWindow();
    return (at: number) => {
      if (!due(at)) return;
      clear(at).catch((error: unknown) => {
        console.error(`folio: clearing ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    };
  };
  const sweepRateHits = sweeper('old rate-limit rows', async (at) => sql`DELETE FROM rate_hits WHERE at <= ${at - WINDOW_MS}`);
  const sweepProofs = sweeper('used proofs', async (at) => sql`DELETE FROM spent_proofs WHERE expires_at <= ${at}`);

  const rateLimiter = (perMinute: number): SharedRateLimiter => ({
    async hit(client) {
      const at = now();
      const wait = await sql.begin(async (tx) => {
        // One client's hits are counted and added one instance at a time.
        await tx`SELECT pg_advisory_xact_lock(hashtext(${client}))`;
        await tx`DELETE FROM rate_hits WHERE client = ${client} AND at <= ${at - WINDOW_MS}`;
        const [row] = await tx<{ count: number; oldest: string | null }[]>`
          SELECT CAST(count(*) AS INTEGER) AS count, CAST(min(at) AS TEXT) AS oldest FROM rate_hits WHERE client = ${client}`;
        if ((row?.count ?? 0) >= perMinute) {
          const oldest = Number(row?.oldest ?? at);
          return Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000));
        }
        await tx`INSERT INTO rate_hits (client, at) VALUES (${client}, ${at})`;
        return 0;
      });
      sweepRateHits(at);
      return wait;
    },
  });

  const proofLedger: ProofLedger = {
    async key() {
      const [row] = await sql<{ value: string }[]>`SELECT value FROM secrets WHERE name = 'proof-of-work'`;
      if (!row) throw new Error('The proof-of-work key is missing from the database.');
      return row.value;
    },
  };
  /** Records a solution as spent; false if it was spent before. */
  const spend = async ({ signature, expiresAt }: SpentProof): Promise<boolean> => {
    // Solutions whose challenge expired cannot be sent again anyway.
    sweepProofs(now());
    return (await sql`INSERT INTO spent_proofs (signature, expires_at) VALUES (${signature}, ${expiresAt}) ON CONFLICT DO NOTHING`).count === 1;
  };

  const open = () => {
    if (closed) throw new Error('The message store is closed.');
    return sql;
  };
  const runner = postgresRunner(open);
  return {
    sql: runner,
    deliveries,
    rateLimiter,
    proofLedger,
    async purge(before) {
      if (closed) return 0;
      const cutoff = new Date(before).toISOString();
      return sql.begin(async (tx) => {
        await tx`DELETE FROM deliveries WHERE message_id IN (SELECT id FROM messages WHERE (spam = 1 OR held = 1) AND created_at < ${cutoff})`;
        return (await tx`DELETE FROM messages WHERE (spam = 1 OR held = 1) AND created_at < ${cutoff}`).count;
      });
    },
    async add(input) {
      if (closed) throw new Error('The message store is closed.');
      // Its own statement before the message's: a crash between the two costs the visitor's
      // solution, never the message (a retry from the page comes with a new one).
      const proof = proofToSpend(input);
      const message = proof && !(await spend(proof)) ? asReused(input) : input;
      const at = now();
      const windowStart = floodWindowStart(at);
      const digestsSince = new Date(digestWindowStart(at)).toISOString();
      const spam = message.spam ? 1 : 0;
      // One statement, atomic by itself: the message and its outbox rows are stored together or
      // not at all. The flood cap and the digest (intake/flood-cap.ts) are decided in it, as in SQLite (stores/sqlite/sqlite-sql.ts).
      const store = (q: postgres.Sql | postgres.TransactionSql) => q<{ id: number }[]>`
        WITH stored AS (
          INSERT INTO messages (email, message, created_at, spam, client, spam_reason, spam_bytes, channel, held)
          VALUES (${message.email}, ${message.message}, ${new Date(at).toISOString()}, ${spam}, ${message.client ?? null}, ${message.spam ? (message.reason ?? null) : null}, ${spamBytesOf(message)}, ${channelOf(message)},
            ${perHour > 0 ? q`CASE WHEN ${spam} = 1 THEN 0
              WHEN (SELECT count(*) FROM (SELECT 1 FROM deliveries WHERE channel = ${countedChannel(channels)} AND digest = 0 AND next_attempt_at > ${windowStart} LIMIT ${perHour}) AS notified) >= ${perHour} THEN 1 ELSE 0 END` : q`0`})
          RETURNING id, spam, held
        ), queued AS (
          INSERT INTO deliveries (message_id, channel, next_attempt_at, digest)
          SELECT stored.id, channel, ${at}, stored.held FROM stored, unnest(${[...channels]}::text[]) AS channel
          WHERE stored.spam = 0 AND (stored.held = 0 OR NOT EXISTS (
            SELECT 1 FROM deliveries d JOIN messages h ON h.id = d.message_id WHERE d.digest = 1 AND h.created_at > ${digestsSince}))
        )
        SELECT id FROM stored`;
      // With the cap on, messages are stored one at a time under a lock: each statement's snapshot
      // is taken when it starts, so two stored at once would both count the hour one short of the
      // cap (with a pool of 10, the cap could be passed by 9) and both send a digest.
      const [row] = perHour > 0 && !message.spam
        ? await sql.begin(async (tx) => {
            await tx`SELECT pg_advisory_xact_lock(${FLOOD_LOCK})`;
            return store(tx);
          })
        : await store(sql);
      if (!row) throw new Error('PostgreSQL returned no id for the new message.');
      // After the spam is stored, before it is answered: a flood waits for its own trims. A trim
      // that fails costs no message its answer: the next one, or the hourly one, tries again.
      if (spamTrimDue?.add(spamBytesOf(message))) await trim().catch(reportTrim);
      return row.id;
    },
    trimSpam: trim,
    async listPage(query) {
      if (closed) throw new Error('The message store is closed.');
      return readPage(async (text) => [...(await sql.unsafe(text))] as never, query);
    },
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
    },
  };
}
