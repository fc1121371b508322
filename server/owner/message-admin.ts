import { openStore, type Store } from './message-list';
import { deleteStatements, idsOfAddress, releaseStatements, spamStatements, type Statement } from './message-changes';
import type { SqlRunner } from '../stores/sql-runner';

/**
 * The owner's changes to stored messages, on whichever store holds them: release a held message
 * (it is then notified), mark one as spam (never notified), delete a visitor's messages (an
 * erasure request), and purge old spam and held messages (RETENTION_DAYS). Statements are written
 * once, with `?` parameters, in SQL that SQLite, D1 and PostgreSQL all read, and run through the
 * store's SqlRunner (message-list.ts opens it).
 */

async function withRunner<T>(store: Store, work: (sql: SqlRunner) => Promise<T>): Promise<T> {
  const opened = await openStore(store, { write: true });
  if (!opened) throw new Error(`No database at ${store.kind === 'sqlite' ? store.path : 'the address given'} (set DATABASE_PATH if it lives elsewhere).`);
  try {
    return await work(opened.sql);
  } finally {
    await opened.close();
  }
}

/** The statements in one transaction; nothing to change (every id unknown, say) is no transaction at all. */
async function inOneTransaction(sql: SqlRunner, statements: readonly Statement[]): Promise<void> {
  if (statements.length > 0) await sql.batch(statements);
}

/** Which of `ids` exist, so a typo is reported, not silently ignored. */
async function existing(sql: SqlRunner, ids: readonly number[]): Promise<Set<number>> {
  const rows = await sql.all<{ id: number }>(`SELECT id FROM messages WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
  return new Set(rows.map((row) => Number(row.id)));
}

export type Changed = { done: number[]; unknown: number[] };

/** Runs `statementsOf` for each of `ids` that exists, all in one transaction; the others are reported. */
function changeEach(store: Store, ids: readonly number[], statementsOf: (id: number) => Statement[]): Promise<Changed> {
  return withRunner(store, async (sql) => {
    const found = await existing(sql, ids);
    const done = ids.filter((id) => found.has(id));
    await inOneTransaction(sql, done.flatMap(statementsOf));
    return { done, unknown: ids.filter((id) => !found.has(id)) };
  });
}

/** Un-holds (and un-spams) the messages and queues them for `channels`; the running service sends them. */
export function releaseMessages(store: Store, ids: readonly number[], channels: readonly string[], now = Date.now()): Promise<Changed> {
  return changeEach(store, ids, (id) => releaseStatements(id, channels, now));
}

/** Marks the messages as spam: kept, listed as spam, and whatever was still to be sent of them is not. */
export function markSpam(store: Store, ids: readonly number[]): Promise<Changed> {
  return changeEach(store, ids, spamStatements);
}

/** Deletes every message from `email` (in any letter case, in any script) with its outbox rows; resolves with how many. */
export function deleteByEmail(store: Store, email: string): Promise<number> {
  return withRunner(store, async (sql) => {
    const ids = idsOfAddress(await sql.all<{ id: number; email: string }>('SELECT id, email FROM messages'), email);
    await inOneTransaction(sql, deleteStatements(ids));
    return ids.length;
  });
}

