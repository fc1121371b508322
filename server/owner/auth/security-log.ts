import type { SecurityEvent, SecurityEventKind } from '../../../contract/owner-api';
import type { SqlRunner, SqlStatement } from '../../stores/sql-runner';
import { EVENTS_KEEP_MS, FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS } from './auth-limits';

/** What the owner reads under "Security", and the failed attempts the limit counts, per address. */

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

/**
 * Seconds until this address may try again, 0 if it may now: past FAILED_ATTEMPTS_MAX failures in
 * the window, until the oldest of them leaves it.
 */
export async function lockedFor(sql: SqlRunner, client: string, now: number): Promise<number> {
  const rows = await sql.all<{ at: number | string }>('SELECT at FROM owner_failures WHERE client = ? AND at > ? ORDER BY at DESC LIMIT ?', [
    client,
    now - FAILED_ATTEMPTS_WINDOW_MS,
    FAILED_ATTEMPTS_MAX,
  ]);
  if (rows.length < FAILED_ATTEMPTS_MAX) return 0;
  const oldest = Number(rows.at(-1)?.at ?? now);
  return Math.max(1, Math.ceil((oldest + FAILED_ATTEMPTS_WINDOW_MS - now) / 1000));
}

/**
 * Counts a failed attempt and records it as an event with its reason, in one batch; failures that
 * left the window are cleared at the same time, so the table holds one window's worth, and events
 * past EVENTS_KEEP_MS (what failures add is what could grow the log).
 */
export async function recordFailure(sql: SqlRunner, client: string, reason: string, now: number): Promise<void> {
  await sql.batch([
    { sql: 'DELETE FROM owner_failures WHERE at <= ?', params: [now - FAILED_ATTEMPTS_WINDOW_MS] },
    { sql: 'DELETE FROM owner_events WHERE at <= ?', params: [now - EVENTS_KEEP_MS] },
    { sql: 'INSERT INTO owner_failures (client, at) VALUES (?, ?)', params: [client, now] },
    eventStatement('sign-in-failed', reason, client, now),
  ]);
}

/** A sign-in clears the address's failures. */
export function clearFailures(client: string): SqlStatement {
  return { sql: 'DELETE FROM owner_failures WHERE client = ?', params: [client] };
}
