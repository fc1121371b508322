import type { Passkey } from '../../../contract/owner-api';
import type { SqlRunner, SqlStatement } from '../../stores/sql-runner';

/** A stored passkey as SimpleWebAuthn checks an assertion against it. */
export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: string[]; name: string; createdAt: string; lastUsedAt: string | null };

type Row = { id: string; public_key: string; counter: number | string; transports: string; name: string; created_at: string; last_used_at: string | null };

const COLUMNS = 'id, public_key, counter, transports, name, created_at, last_used_at';

function fromRow(row: Row): StoredPasskey {
  return {
    id: row.id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports === '' ? [] : row.transports.split(','),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** As the page shows it; `current` is the one this session signed in with. */
export function asPasskey(stored: StoredPasskey, currentId: string | null): Passkey {
  return { id: stored.id, name: stored.name, createdAt: stored.createdAt, lastUsedAt: stored.lastUsedAt, current: stored.id === currentId };
}

/** Every passkey, oldest first. */
export async function listPasskeys(sql: SqlRunner): Promise<StoredPasskey[]> {
  return (await sql.all<Row>(`SELECT ${COLUMNS} FROM owner_passkeys ORDER BY created_at, id`)).map(fromRow);
}

export async function findPasskey(sql: SqlRunner, id: string): Promise<StoredPasskey | undefined> {
  const [row] = await sql.all<Row>(`SELECT ${COLUMNS} FROM owner_passkeys WHERE id = ?`, [id]);
  return row ? fromRow(row) : undefined;
}

export async function countPasskeys(sql: SqlRunner): Promise<number> {
  const [row] = await sql.all<{ n: number | string }>('SELECT CAST(count(*) AS INTEGER) AS n FROM owner_passkeys');
  return Number(row?.n ?? 0);
}

/** The statement that stores a new passkey, for the batch that also starts a session or records it. */
export function insertPasskey(passkey: Omit<StoredPasskey, 'lastUsedAt'>): SqlStatement {
  return {
    sql: `INSERT INTO owner_passkeys (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    params: [passkey.id, passkey.publicKey, passkey.counter, passkey.transports.join(','), passkey.name, passkey.createdAt],
  };
}

/** After a sign-in: the counter the authenticator reported, and when. */
export function passkeyUsed(id: string, counter: number, at: string): SqlStatement {
  return { sql: 'UPDATE owner_passkeys SET counter = ?, last_used_at = ? WHERE id = ?', params: [counter, at, id] };
}



export async function renamePasskey(sql: SqlRunner, id: string, name: string): Promise<boolean> {
  return (await sql.run('UPDATE owner_passkeys SET name = ? WHERE id = ?', [name, id])) === 1;
}

/**
 * Removes a passkey; with `keepOne`, only while another one is left. Its callers then end every
 * session and the page's tokens (end-everywhere.ts), which whoever held it could have opened. A count in the DELETE alone does not hold on PostgreSQL: under READ COMMITTED two removals
 * at once each count the other's row as still there, and both go (issue 40). So the first
 * statement writes every passkey row, which takes their row locks (PostgreSQL) or the write lock
 * (SQLite, D1); a second removal waits for the first to commit, and its DELETE, a statement
 * begun after that, counts what is left. The same SQL on every store: no FOR UPDATE in SQLite.
 */
export async function removePasskey(sql: SqlRunner, id: string, keepOne: boolean): Promise<boolean> {
  const guard = keepOne ? ' AND (SELECT CAST(count(*) AS INTEGER) FROM owner_passkeys) > 1' : '';
  const [, removed] = await sql.batch([
    { sql: 'UPDATE owner_passkeys SET counter = counter' },
    { sql: `DELETE FROM owner_passkeys WHERE id = ?${guard}`, params: [id] },
  ]);
  return removed === 1;
}
