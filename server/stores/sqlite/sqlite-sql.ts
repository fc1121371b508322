import type { MessageChannel } from '../../../contract/assistants';
import { countedChannel, digestWindowStart, floodWindowStart } from '../../intake/flood-cap';
import { spamBoundParams, spamBytesOf, type SpamBound } from '../../intake/spam-bound';

/**
 * The statements SQLite (better-sqlite3) and D1 share: one dialect, so one text each. Parameters
 * are positional `?`, the only kind both bind alike.
 */

/** Picks due rows no live claim holds and stamps them, in one statement: two instances never both take one. */
export const CLAIM_DUE = `
  UPDATE deliveries SET lease_until = ?
  WHERE (message_id, channel) IN (
    SELECT message_id, channel FROM deliveries
    WHERE delivered_at IS NULL AND next_attempt_at <= ? AND lease_until <= ?
      AND channel IN (SELECT value FROM json_each(?))
    ORDER BY next_attempt_at LIMIT ?)
  RETURNING message_id AS messageId, channel, attempts, lease_until AS leaseUntil, digest`;
export const claimParams = (leaseUntil: number, now: number, channels: readonly string[], limit: number) =>
  [leaseUntil, now, now, JSON.stringify(channels), limit] as const;

export const MESSAGES_BY_ID = 'SELECT id, email, message, created_at AS createdAt FROM messages WHERE id IN (SELECT value FROM json_each(?))';

/** Both records apply only while the row still carries the claim they were made under. */
export const MARK_DELIVERED =
  'UPDATE deliveries SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, lease_until = 0 WHERE message_id = ? AND channel = ? AND lease_until = ? AND delivered_at IS NULL';
export const MARK_FAILED =
  'UPDATE deliveries SET attempts = ?, next_attempt_at = ?, last_error = ?, lease_until = 0 WHERE message_id = ? AND channel = ? AND lease_until = ? AND delivered_at IS NULL';

/**
 * A message, held when the last hour already has `cap` notified ones: the flood cap
 * (intake/flood-cap.ts has the policy), decided in the
 * same statement that stores it, so instances over one file count together. Spam is never held
 * (it is never notified either). The hour's notifications are counted in the outbox, on the first
 * channel: a message is queued at the moment it is stored (a retry moves it later, so one still
 * failing keeps counting). The count stops at the cap, and is not made at all with the cap off
 * (CASE stops at the first true WHEN): counting every message of the hour made each insert slower
 * than the last (11,500 messages a second fell to 4,500 in the bench).
 */
export const INSERT_MESSAGE = `
  INSERT INTO messages (email, message, created_at, spam, client, spam_reason, spam_bytes, channel, held)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 1 OR ? = 0 THEN 0
    WHEN (SELECT count(*) FROM (SELECT 1 FROM deliveries WHERE channel = ? AND digest = 0 AND next_attempt_at > ? LIMIT ?)) >= ? THEN 1 ELSE 0 END)`;

/**
 * The outbox rows of the message just inserted on this connection, one per channel: none for
 * spam; for a held message, only if no digest started in the last DIGEST_EVERY_MS, as the digest
 * that tells the owner a flood is being held and names what it held (SQLite reads the digests
 * before it inserts, so every channel gets one).
 */
export const INSERT_DELIVERIES_OF_LAST = `
  INSERT INTO deliveries (message_id, channel, next_attempt_at, digest)
  SELECT m.id, j.value, ?, m.held FROM messages m, json_each(?) j
  WHERE m.id = last_insert_rowid() AND m.spam = 0 AND (m.held = 0 OR NOT EXISTS (
    SELECT 1 FROM deliveries d JOIN messages h ON h.id = d.message_id WHERE d.digest = 1 AND h.created_at > ?))`;

/**
 * The same without the cap, for a store that has none (NOTIFY_MAX_PER_HOUR 0, or no channel):
 * SQLite prepares the capped statement's subquery on every run even when CASE never reaches it,
 * which made an insert 11 µs instead of 2 (measured in one transaction of 50,000 rows).
 */
export const INSERT_MESSAGE_UNCAPPED = 'INSERT INTO messages (email, message, created_at, spam, client, spam_reason, spam_bytes, channel) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
export const uncappedParams = (message: StoredMessage, at: number) =>
  [message.email, message.message, new Date(at).toISOString(), message.spam ? 1 : 0, message.client ?? null, reasonOf(message), spamBytesOf(message), channelOf(message)] as const;


export type StoredMessage = { email: string; message: string; spam: boolean; client: string | undefined; reason?: string | undefined; channel?: MessageChannel | undefined };
const reasonOf = (message: StoredMessage) => (message.spam ? (message.reason ?? null) : null);
/** The page's form unless said otherwise: what every message was before assistants could leave one. */
export const channelOf = (message: StoredMessage): MessageChannel => message.channel ?? 'form';

/** `cap` is floodCapOf's; the window and the counted channel are the flood cap's (intake/flood-cap.ts). */
export const insertMessageParams = (message: StoredMessage, at: number, cap: number, channels: readonly string[]) =>
  [message.email, message.message, new Date(at).toISOString(), message.spam ? 1 : 0, message.client ?? null, reasonOf(message), spamBytesOf(message), channelOf(message), message.spam ? 1 : 0, cap, countedChannel(channels), floodWindowStart(at), cap, cap] as const;

export const insertDeliveriesParams = (at: number, channels: readonly string[]) => [at, JSON.stringify(channels), new Date(digestWindowStart(at)).toISOString()] as const;

/**
 * What a digest names: the messages still held that came since the digest before this one started
 * (or since the first), newest first; and how many they are. The same text in PostgreSQL.
 */
const HELD_SINCE_DIGEST = `FROM messages WHERE held = 1 AND spam = 0
  AND id > coalesce((SELECT max(message_id) FROM deliveries WHERE digest = 1 AND message_id < ?), 0)`;
export const HELD_OF_DIGEST = `SELECT id, email, message, created_at AS "createdAt" ${HELD_SINCE_DIGEST} ORDER BY id DESC LIMIT ?`;
export const HELD_OF_DIGEST_COUNT = `SELECT CAST(count(*) AS INTEGER) AS total ${HELD_SINCE_DIGEST}`;

/**
 * The sliding-window limit of intake/rate-limit.ts, counted in the database. Run in order in one
 * transaction: forget the client's hits older than the window, add this one only if fewer than
 * the limit remain (the insert's change count says whether it was accepted), then read the oldest
 * remaining hit, from which a refused client's wait is reckoned.
 */
export const RATE_FORGET = 'DELETE FROM rate_hits WHERE client = ? AND at <= ?';
export const RATE_ADD = 'INSERT INTO rate_hits (client, at) SELECT ?, ? WHERE (SELECT count(*) FROM rate_hits WHERE client = ?) < ?';
export const RATE_OLDEST = 'SELECT min(at) AS oldest FROM rate_hits WHERE client = ?';
/** Clients that went quiet leave rows behind; whoever counts clears them now and then. */
export const RATE_SWEEP = 'DELETE FROM rate_hits WHERE at <= ?';

export const rateParams = (client: string, at: number, windowMs: number, perMinute: number) => ({
  forget: [client, at - windowMs] as const,
  add: [client, at, client, perMinute] as const,
  oldest: [client] as const,
});

/** The whole seconds until the oldest hit leaves the window (at least 1). */
export function waitFrom(oldest: number | null | undefined, at: number, windowMs: number): number {
  return Math.max(1, Math.ceil(((oldest ?? at) + windowMs - at) / 1000));
}

/** Spam and held messages received before `before`, with their outbox rows: RETENTION_DAYS. Deliveries first, for the foreign key. */
export function purgeStatements(before: number): { sql: string; params: readonly (string | number)[] }[] {
  const cutoff = new Date(before).toISOString();
  return [
    { sql: 'DELETE FROM deliveries WHERE message_id IN (SELECT id FROM messages WHERE (spam = 1 OR held = 1) AND created_at < ?)', params: [cutoff] },
    { sql: 'DELETE FROM messages WHERE (spam = 1 OR held = 1) AND created_at < ?', params: [cutoff] },
  ];
}

/**
 * The spam the bound drops (intake/spam-bound.ts): of the messages the checks filed as spam, newest
 * first, those past the bytes or the rows, and those older than the age. Read from the partial
 * index messages_spam_bound alone. The same text in PostgreSQL, its parameters numbered.
 */
const OVER_SPAM_BOUND = `SELECT id FROM (
    SELECT id, created_at, sum(spam_bytes) OVER newest AS total, row_number() OVER newest AS n
    FROM messages WHERE spam = 1 AND spam_bytes > 0 WINDOW newest AS (ORDER BY id DESC)) AS ranked
  WHERE total > ? OR n > ? OR created_at < ?`;

/** Run in order in one transaction; the last one's change count is how many messages went. Deliveries first, for the foreign key. */
export function spamBoundStatements(bound: SpamBound, now: number): { sql: string; params: readonly (string | number)[] }[] {
  const params = spamBoundParams(bound, now);
  return [
    { sql: `DELETE FROM deliveries WHERE message_id IN (${OVER_SPAM_BOUND})`, params },
    { sql: `DELETE FROM messages WHERE id IN (${OVER_SPAM_BOUND})`, params },
  ];
}

/** The proof of work's signing key, made by the migration (intake/proof-of-work.ts). */
export const PROOF_KEY = "SELECT value FROM secrets WHERE name = 'proof-of-work'";
/** Records a solution as used; no change means it was used before. The same text in PostgreSQL. */
export const SPEND_PROOF = 'INSERT INTO spent_proofs (signature, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING';
/** Solutions whose challenge has expired cannot be sent again anyway. */
export const SWEEP_PROOFS = 'DELETE FROM spent_proofs WHERE expires_at <= ?';
