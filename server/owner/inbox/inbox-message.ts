import type { InboxMessage } from '../../../contract/owner-api';
import { readGroups, type MessageRow, type PageGroup } from '../../stores/message-page';
import type { SqlRunner } from '../../stores/sql-runner';

/** Why a held message was held, as `npm run messages` says it (message-format.ts's summary). */
export const HELD_REASON = 'past the flood cap (NOTIFY_MAX_PER_HOUR): not notified on its own';
/**
 * The held message that started a digest: its own text went out in it (with the others held named
 * below), so a release has nothing more to send and shows it delivered.
 */
const IN_A_DIGEST = `${HELD_REASON}; its text went out in the hour's digest, which named the others held`;

/** The CLI's status (message-format.ts's statusOf) in the contract's words. */
export function statusOf(row: MessageRow): InboxMessage['status'] {
  if (row.spam) return 'spam';
  if (row.held) return 'held';
  if (row.channels === 0) return 'not notified';
  return row.delivered ? 'delivered' : 'pending';
}

function heldReasonOf(row: MessageRow): string | null {
  if (row.spam) return row.spamReason ?? 'spam';
  if (row.held) return row.delivered ? IN_A_DIGEST : HELD_REASON;
  return null;
}

export function toInboxMessage(row: MessageRow, readAt: string | null): InboxMessage {
  const { id, email, message, createdAt, spamReason } = row;
  return { id, email, message, createdAt, readAt, status: statusOf(row), spamReason, heldReason: heldReasonOf(row), via: row.via ?? 'form' };
}

/** The rows of an inbox page (readGroups with `inbox`), which carry when each was opened. */
export const inboxMessages = (rows: readonly MessageRow[]): InboxMessage[] => rows.map((row) => toInboxMessage(row, row.readAt ?? null));

/** The pages' reader over the store's SqlRunner, which binds a group's `?` params. */
export const readerOf = (sql: SqlRunner) => <T>(text: string, params?: readonly (string | number | null)[]) => sql.all<T>(text, params);

/** One message as the list shows it, or undefined when there is no such id. */
export async function findMessage(sql: SqlRunner, id: number): Promise<InboxMessage | undefined> {
  const byId: PageGroup = { where: 'id = ?', params: [id] };
  const { rows } = await readGroups(readerOf(sql), [byId], 1, undefined, true);
  return inboxMessages(rows)[0];
}
