import type { SqlRunner } from '../../stores/sql-runner';
import { CHALLENGES_PER_CLIENT, CHALLENGE_TTL_MS, INVITE_TTL_MS } from './auth-limits';
import { randomToken, tokenHash } from './auth-tokens';

/**
 * What a WebAuthn ceremony needs kept between its two requests: the invite it spends and the
 * challenge the authenticator signs. Both in the database, so any instance can finish what another
 * began, and both good once.
 */

/** What a challenge was made for: it is only good for that. */
export type ChallengePurpose = 'sign-in' | `invite:${string}` | `passkey:${string}`;

/** A new invite: resolves with its token (shown once, to the owner) and when it ends. */
export async function createInvite(sql: SqlRunner, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const expiresAt = now + INVITE_TTL_MS;
  await sql.run('INSERT INTO owner_invites (token_hash, expires_at, used_at) VALUES (?, ?, NULL)', [await tokenHash(token), expiresAt]);
  return { token, expiresAt };
}

/** The hash of an invite that is known, unused and unexpired; undefined for every other token alike. */
export async function liveInvite(sql: SqlRunner, token: string, now: number): Promise<string | undefined> {
  const hash = await tokenHash(token);
  const rows = await sql.all<{ n: number }>('SELECT 1 AS n FROM owner_invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', [hash, now]);
  return rows.length > 0 ? hash : undefined;
}

/** Spends the invite if it is still live; false if another request spent it first (or it expired meanwhile). */
export async function spendInvite(sql: SqlRunner, hash: string, now: number): Promise<boolean> {
  return (await sql.run('UPDATE owner_invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', [now, hash, now])) === 1;
}

/**
 * Keeps a challenge for its purpose and the address that asked; the expired ones go at the same
 * time, and that address's oldest past its newest CHALLENGES_PER_CLIENT.
 */
export async function keepChallenge(sql: SqlRunner, value: string, purpose: ChallengePurpose, client: string, now: number): Promise<void> {
  await sql.batch([
    { sql: 'DELETE FROM owner_challenges WHERE expires_at <= ?', params: [now] },
    {
      sql: 'DELETE FROM owner_challenges WHERE client = ? AND value NOT IN (SELECT value FROM owner_challenges WHERE client = ? ORDER BY expires_at DESC, value LIMIT ?)',
      params: [client, client, CHALLENGES_PER_CLIENT - 1],
    },
    { sql: 'INSERT INTO owner_challenges (value, purpose, client, expires_at) VALUES (?, ?, ?, ?)', params: [value, purpose, client, now + CHALLENGE_TTL_MS] },
  ]);
}

/**
 * Whether `value` is a live challenge made for `purpose`, deleting it either way: a challenge is
 * checked once, so the same signed response can never be played again.
 */
export async function takeChallenge(sql: SqlRunner, value: string, purpose: ChallengePurpose, now: number): Promise<boolean> {
  const rows = await sql.all<{ purpose: string; expires_at: number | string }>('SELECT purpose, expires_at FROM owner_challenges WHERE value = ?', [value]);
  if (rows.length === 0) return false;
  // Only the request that deletes it may use it: two at once with the same response, one wins.
  const deleted = await sql.run('DELETE FROM owner_challenges WHERE value = ?', [value]);
  const row = rows[0];
  return deleted === 1 && row !== undefined && row.purpose === purpose && Number(row.expires_at) > now;
}
