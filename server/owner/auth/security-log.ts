import type { SecurityEvent, SecurityEventKind } from '../../../contract/owner-api';
import type { SqlRunner, SqlStatement } from '../../stores/sql-runner';
import { EVENTS_KEEP_MS, FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS, FAILURE_EVENTS_KEEP_MS, FAILURES_LISTED_PER_WINDOW } from './auth-limits';

/** What the owner reads under "Security", and the failed attempts the limit counts, per door and address. */

/**
 * Where a failure happened, each with a limit of its own: passkeys and invites, or assistant
 * tokens. A page on another site can make the owner's browser send wrong tokens; counted with
 * sign-in failures, that would lock the owner out of their own page (decision 057).
 */
export type FailureDoor = 'sign-in' | 'token';

/** The row that counts every address's failures at a door in the window. */
const EVERY_ADDRESS = '*';

/** How the activity names a failure at each door: a wrong token is no failed sign-in, and must not read as one. */
const FAILURE_KINDS = { 'sign-in': 'sign-in-failed', token: 'assistant-token-refused' } as const satisfies Record<FailureDoor, SecurityEventKind>;

/** The statement that records an event, for a batch with the change it records. */
export function eventStatement(kind: SecurityEventKind, detail: string | null, client: string | null, now: number): SqlStatement {
  return { sql: 'INSERT INTO owner_events (at, kind, detail, client) VALUES (?, ?, ?, ?)', params: [now, kind, detail, client] };
}

export async function recordEvent(sql: SqlRunner, kind: SecurityEventKind, detail: string | null, client: string | null, now: number): Promise<void> {
  const { sql: text, params } = eventStatement(kind, detail, client, now);
  await sql.run(text, params);
}

/** The newest `limit` events, newest first. */
export async function readEvents(sql: SqlRunner, limit: number): Promise<SecurityEvent[]> {
  const rows = await sql.all<{ at: number | string; kind: SecurityEventKind; detail: string | null; client: string | null }>(
    'SELECT at, kind, detail, client FROM owner_events ORDER BY id DESC LIMIT ?',
    [limit],
  );
  return rows.map((row) => ({ at: new Date(Number(row.at)).toISOString(), kind: row.kind, detail: row.detail, client: row.client }));
}

type Count = { count: number; since: number };
type CountRow = { count: number | string; since: number | string };
const asCount = (row: CountRow | undefined): Count | undefined => (row ? { count: Number(row.count), since: Number(row.since) } : undefined);

/**
 * Seconds until this address may try this door again, 0 if it may now: once FAILED_ATTEMPTS_MAX
 * failures fall in the window begun by its first one, until that window ends.
 */
export async function lockedFor(sql: SqlRunner, door: FailureDoor, client: string, now: number): Promise<number> {
  const [row] = await sql.all<CountRow>('SELECT count, since FROM owner_failures WHERE door = ? AND client = ? AND since > ?', [door, client, now - FAILED_ATTEMPTS_WINDOW_MS]);
  const counted = asCount(row);
  if (!counted || counted.count < FAILED_ATTEMPTS_MAX) return 0;
  return Math.max(1, Math.ceil((counted.since + FAILED_ATTEMPTS_WINDOW_MS - now) / 1000));
}

/** Adds one to a count, starting a new window when the last one has passed; resolves with the count after it. */
async function countOne(sql: SqlRunner, door: FailureDoor, client: string, now: number): Promise<Count> {
  const passed = now - FAILED_ATTEMPTS_WINDOW_MS;
  const [row] = await sql.all<CountRow>(
    `INSERT INTO owner_failures (door, client, since, count) VALUES (?, ?, ?, 1)
     ON CONFLICT (door, client) DO UPDATE SET
       count = CASE WHEN owner_failures.since <= ? THEN 1 ELSE owner_failures.count + 1 END,
       since = CASE WHEN owner_failures.since <= ? THEN ? ELSE owner_failures.since END
     RETURNING count, since`,
    [door, client, now, passed, passed, now],
  );
  return asCount(row) ?? { count: 1, since: now };
}

const minutes = (ms: number) => `${Math.ceil(ms / 60_000)} min`;

/**
 * Counts a failed attempt at `door` and lists what the owner needs to read, bounded: an address's
 * first failure in its window (with the reason) and the one that locks it out, for the first
 * FAILURES_LISTED_PER_WINDOW failures at the door; past those, one event says the rest are counted,
 * and the next window's first failure reports the last window's total. Counts are one row per door
 * and address, cleared once their window has passed; failure events go after FAILURE_EVENTS_KEEP_MS.
 */
export async function recordFailure(sql: SqlRunner, door: FailureDoor, client: string, reason: string, now: number): Promise<void> {
  const [before] = await sql.all<CountRow>('SELECT count, since FROM owner_failures WHERE door = ? AND client = ?', [door, EVERY_ADDRESS]);
  const last = asCount(before);
  const mine = await countOne(sql, door, client, now);
  const all = await countOne(sql, door, EVERY_ADDRESS, now);
  const statements: SqlStatement[] = [];
  const kind = FAILURE_KINDS[door];
  if (last && last.since <= now - FAILED_ATTEMPTS_WINDOW_MS && last.count > FAILURES_LISTED_PER_WINDOW) {
    const from = new Date(last.since).toISOString().slice(0, 16).replace('T', ' ');
    statements.push(eventStatement(kind, `${last.count} failed attempts in the ${minutes(FAILED_ATTEMPTS_WINDOW_MS)} from ${from} UTC, ${FAILURES_LISTED_PER_WINDOW} of them listed`, null, now));
  }
  if (all.count <= FAILURES_LISTED_PER_WINDOW) {
    if (mine.count === 1) statements.push(eventStatement(kind, reason, client, now));
    if (mine.count === FAILED_ATTEMPTS_MAX) statements.push(eventStatement(kind, `too many failed attempts: refused for ${minutes(FAILED_ATTEMPTS_WINDOW_MS)}`, client, now));
  } else if (all.count === FAILURES_LISTED_PER_WINDOW + 1) {
    statements.push(eventStatement(kind, `more than ${FAILURES_LISTED_PER_WINDOW} failed attempts from several addresses: further ones are counted, not listed`, null, now));
  }
  if (mine.count === 1) {
    // A new window: the moment to clear what has passed, so the tables hold about one window's worth.
    statements.push(
      { sql: 'DELETE FROM owner_failures WHERE since <= ?', params: [now - FAILED_ATTEMPTS_WINDOW_MS] },
      { sql: `DELETE FROM owner_events WHERE at <= ? OR (kind IN ('${FAILURE_KINDS['sign-in']}', '${FAILURE_KINDS.token}') AND at <= ?)`, params: [now - EVENTS_KEEP_MS, now - FAILURE_EVENTS_KEEP_MS] },
    );
  }
  if (statements.length > 0) await sql.batch(statements);
}

/** A sign-in clears the address's sign-in failures. */
export function clearFailures(client: string): SqlStatement {
  return { sql: "DELETE FROM owner_failures WHERE door = 'sign-in' AND client = ?", params: [client] };
}
