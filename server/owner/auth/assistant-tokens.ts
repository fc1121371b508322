import { TOKEN_PREFIX, type AssistantToken, type NewAssistantToken, type TokenMaker, type TokenScope } from '../../../contract/assistants';
import { randomToken, tokenHash } from './auth-tokens';
import type { SqlRunner } from '../../stores/sql-runner';

/**
 * The owner's assistant tokens (issue 45), over the store's SqlRunner on every database: made from
 * the owner's page, shown once, kept only as a SHA-256; each is named, scoped, expiring, and
 * revoked by one click or `npm run owner -- tokens revoke ID`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's last use is written at most this often, so an assistant reading the inbox is not a write per call. */
export const TOKEN_TOUCH_MS = 60 * 1000;

type TokenRow = { id: number | string; name: string; scope: string; madeBy: string; createdAt: number | string; expiresAt: number | string; lastUsedAt: number | string | null };
const COLUMNS = 'id, name, scope, made_by AS "madeBy", created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"';

const iso = (at: number | string) => new Date(Number(at)).toISOString();
const scopeOf = (scope: string): TokenScope => (scope === 'manage' ? 'manage' : 'read');
const toToken = (row: TokenRow): AssistantToken => ({
  id: Number(row.id),
  name: row.name,
  scope: scopeOf(row.scope),
  madeBy: row.madeBy === 'shell' ? 'shell' : 'page',
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
});

export async function createToken(sql: SqlRunner, input: { name: string; scope: TokenScope; days: number; madeBy: TokenMaker }, now: number): Promise<NewAssistantToken> {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const [row] = await sql.all<TokenRow>(
    `INSERT INTO assistant_tokens (name, scope, made_by, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    [input.name, input.scope, input.madeBy, await tokenHash(token), now, now + input.days * DAY_MS],
  );
  if (!row) throw new Error('The database returned no id for the new token.');
  return { ...toToken(row), token };
}

/** The tokens not revoked, newest first; an expired one stays listed (its expiry says so) until revoked. */
export async function listTokens(sql: SqlRunner): Promise<AssistantToken[]> {
  return (await sql.all<TokenRow>(`SELECT ${COLUMNS} FROM assistant_tokens WHERE revoked_at IS NULL ORDER BY id DESC`)).map(toToken);
}

/** Revokes one; resolves with it, or undefined when there is no such live token. Checked by reading back, as D1's local changes count is not given. */
export async function revokeToken(sql: SqlRunner, id: number, now: number): Promise<AssistantToken | undefined> {
  const [row] = await sql.all<TokenRow>(`SELECT ${COLUMNS} FROM assistant_tokens WHERE id = ? AND revoked_at IS NULL`, [id]);
  if (!row) return undefined;
  await sql.run('UPDATE assistant_tokens SET revoked_at = ? WHERE id = ?', [now, id]);
  return toToken(row);
}

/**
 * Revokes every live token made on the owner's page, as signing out everywhere and removing a
 * passkey do (decision 057): a stolen session could have made them. Resolves with how many it revoked.
 */
export async function revokePageTokens(sql: SqlRunner, now: number): Promise<number> {
  const live = await sql.all<{ id: number | string }>("SELECT id FROM assistant_tokens WHERE revoked_at IS NULL AND made_by = 'page'");
  if (live.length > 0) await sql.run("UPDATE assistant_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND made_by = 'page'", [now]);
  return live.length;
}

/** How the sign-in activity names a token: its name, scope, expiry and maker ("Claude (read, until 2026-12-31 10:00 UTC, made on the page)"). */
export function tokenDetail(token: AssistantToken): string {
  return `${token.name} (${token.scope}, until ${token.expiresAt.slice(0, 16).replace('T', ' ')} UTC, made ${token.madeBy === 'shell' ? 'with npm run owner' : 'on the page'})`;
}

export type LiveToken = { id: number; name: string; scope: TokenScope };

/** The live token `token` is (not revoked, not expired), its last use noted; undefined for anything else. */
export async function findToken(sql: SqlRunner, token: string, now: number): Promise<LiveToken | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  const [row] = await sql.all<TokenRow>(`SELECT ${COLUMNS} FROM assistant_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`, [await tokenHash(token), now]);
  if (!row) return undefined;
  if (row.lastUsedAt === null || Number(row.lastUsedAt) <= now - TOKEN_TOUCH_MS) await sql.run('UPDATE assistant_tokens SET last_used_at = ? WHERE id = ?', [now, Number(row.id)]);
  return { id: Number(row.id), name: row.name, scope: scopeOf(row.scope) };
}
