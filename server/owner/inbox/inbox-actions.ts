import type { InboxMessage } from '../../../contract/owner-api';
import type { SqlRunner } from '../../stores/sql-runner';
import { deleteStatements, holdStatements, idsOfAddress, releaseStatements, spamStatements } from '../message-changes';
import { findMessage } from './inbox-message';

/**
 * The inbox's changes to one message or one address, each the statements `npm run messages` runs
 * (message-changes.ts), here over the store's SqlRunner in one transaction. Each resolves with
 * undefined when the id is unknown, so the route answers 404 and nothing is changed.
 */

const iso = (now: number) => new Date(now).toISOString();

/** Read: marked the first time only (opening it again does not move its time); unread clears it. */
export async function setRead(sql: SqlRunner, id: number, read: boolean, now: number): Promise<InboxMessage | undefined> {
  if (read) await sql.run('UPDATE messages SET read_at = coalesce(read_at, ?) WHERE id = ?', [iso(now), id]);
  else await sql.run('UPDATE messages SET read_at = NULL WHERE id = ?', [id]);
  return findMessage(sql, id);
}

/** Notified after all on `channels`; the answer still says why it had been held. */
export async function release(sql: SqlRunner, id: number, channels: readonly string[], now: number): Promise<InboxMessage | undefined> {
  const before = await findMessage(sql, id);
  if (!before) return undefined;
  await sql.batch(releaseStatements(id, channels, now));
  const after = await findMessage(sql, id);
  return after && { ...after, heldReason: before.heldReason };
}

/** Held (spam stays spam): not notified until released. */
export async function holdMessage(sql: SqlRunner, id: number): Promise<InboxMessage | undefined> {
  if (!(await findMessage(sql, id))) return undefined;
  await sql.batch(holdStatements(id));
  return findMessage(sql, id);
}

export async function markSpam(sql: SqlRunner, id: number): Promise<InboxMessage | undefined> {
  if (!(await findMessage(sql, id))) return undefined;
  await sql.batch(spamStatements(id));
  return findMessage(sql, id);
}

/** The message and its outbox rows; false when there was none. */
export async function deleteMessage(sql: SqlRunner, id: number): Promise<boolean> {
  const changes = await sql.batch(deleteStatements([id]));
  return (changes.at(-1) ?? 0) > 0;
}

/** Every message of the address, compared as `npm run messages -- delete --email` compares it; resolves with how many. */
export async function eraseAddress(sql: SqlRunner, email: string): Promise<number> {
  const ids = idsOfAddress(await sql.all<{ id: number | string; email: string }>('SELECT id, email FROM messages'), email);
  if (ids.length > 0) await sql.batch(deleteStatements(ids));
  return ids.length;
}
