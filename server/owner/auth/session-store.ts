import type { SqlRunner, SqlStatement } from '../../stores/sql-runner';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth-limits';
import { randomToken, tokenHash } from './auth-tokens';

/** A live session, as the guard found it by its cookie. */
export type Session = { hash: string; passkeyId: string | null; createdAt: number; lastSeenAt: number; expiresAt: number };

type Row = { token_hash: string; passkey_id: string | null; created_at: number | string; last_seen_at: number | string };

/** When a session seen at `lastSeenAt` ends: idle or absolute, whichever comes first. */
export function sessionEnd(createdAt: number, lastSeenAt: number): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS);
}

/** The statement that starts a session: run in the same batch as what signed the owner in. */
export async function newSession(origin: string, passkeyId: string, now: number): Promise<{ token: string; hash: string; sql: string; params: (string | number)[] }> {
  const token = randomToken();
  const hash = await tokenHash(token);
  return {
    token,
    hash,
    sql: 'INSERT INTO owner_sessions (token_hash, origin, passkey_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
    params: [hash, origin, passkeyId, now, now],
  };
}

/**
 * The session this cookie token opens on this origin, or undefined: unknown, from another origin,
 * idle too long or too old. Its last-seen time moves on (at most once a minute).
 */
export async function findSession(sql: SqlRunner, token: string, origin: string, now: number): Promise<Session | undefined> {
  const hash = await tokenHash(token);
  const [row] = await sql.all<Row>(
    'SELECT token_hash, passkey_id, created_at, last_seen_at FROM owner_sessions WHERE token_hash = ? AND origin = ? AND last_seen_at > ? AND created_at > ?',
    [hash, origin, now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS],
  );
  if (!row) return undefined;
  const createdAt = Number(row.created_at);
  let lastSeenAt = Number(row.last_seen_at);
  if (now - lastSeenAt >= SESSION_TOUCH_MS) {
    await sql.run('UPDATE owner_sessions SET last_seen_at = ? WHERE token_hash = ?', [now, hash]);
    lastSeenAt = now;
  }
  return { hash, passkeyId: row.passkey_id, createdAt, lastSeenAt, expiresAt: sessionEnd(createdAt, lastSeenAt) };
}

/** Ends one session. */
export function endSession(sql: SqlRunner, hash: string): Promise<number> {
  return sql.run('DELETE FROM owner_sessions WHERE token_hash = ?', [hash]);
}

/** Ends every session; resolves with how many there were. */
export function endAllSessions(sql: SqlRunner): Promise<number> {
  return sql.run('DELETE FROM owner_sessions');
}

/** The statement that drops sessions past either lifetime (they open nothing already; this keeps the table small). */
export function expiredSessions(now: number): SqlStatement {
  return { sql: 'DELETE FROM owner_sessions WHERE last_seen_at <= ? OR created_at <= ?', params: [now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS] };
}

/**
 * What a sign-in ends as it starts its session, in the same batch: the session the browser's
 * cookie held, so signing in again leaves no second live session behind (a copy of the old cookie
 * opens nothing), and every session past its lifetime (issue 40).
 */
export async function replacedSessions(previousToken: string | undefined, now: number): Promise<SqlStatement[]> {
  const previous: SqlStatement[] = previousToken ? [{ sql: 'DELETE FROM owner_sessions WHERE token_hash = ?', params: [await tokenHash(previousToken)] }] : [];
  return [...previous, expiredSessions(now)];
}
