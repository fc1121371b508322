import type { MessageChannel } from '../../contract/assistants';
import type { SqlValue } from './sql-runner';

/**
 * The owner's list, a page at a time: what `npm run messages` prints and what a store's
 * `listPage` answers, in SQL that SQLite, D1 and PostgreSQL all read. A page is found by its
 * keyset (the ids below the last one shown, newest first), so reading page 800 costs what page 1
 * does, and memory holds one page whatever the table holds: at 40,000 spam rows the unpaged list
 * took 31 s and 600 MB (issue 25's red team). Values are integers checked here and written into
 * the SQL, so one text serves every driver, wrangler's `--command` included.
 */

/** One message as `npm run messages -- --json` prints it. */
export type ListedMessage = {
  id: number;
  email: string;
  message: string;
  createdAt: string;
  spam: boolean;
  /** Stored past the flood cap (NOTIFY_MAX_PER_HOUR) and not notified one by one. */
  held: boolean;
  /** Why it was judged spam (the honeypot, a content rule, "marked by the owner"); null when it is not spam. */
  spamReason: string | null;
  /** True only when the message was queued for at least one channel and every one accepted it. */
  delivered: boolean;
  /** How it came: the form, or an assistant over MCP (issue 45); absent from a database from before it. */
  via?: MessageChannel;
};

/** A listed message plus what the table and the summary need to be honest about delivery. */
export type MessageRow = ListedMessage & {
  /** Channels the message was queued for; 0 when no notification was configured when it arrived. */
  channels: number;
  attempts: number;
  /** The last error of each channel still waiting to deliver it, by channel. */
  errors: Record<string, string>;
  /** When the owner first opened it in the inbox; only on the inbox's pages. */
  readAt?: string | null;
};

/**
 * `all`: every message, newest first. `held`: only those never notified one by one, the held
 * ones first (a real message held by a flood must not sink under the flood's spam), then spam.
 */
export type PageView = 'all' | 'held';

/**
 * Where a page starts: below the last row of the page before. In the held view it also says which
 * group that row was in (`spam:123`), so the next page needs no look-up of a row that may be gone.
 */
export type PageCursor = { id: number; spam?: boolean };

/** `channel`: the messages table has the column (migration 14), so each row says how it came. */
export type PageQuery = { view?: PageView; limit: number; before?: PageCursor | undefined; channel?: boolean };
export type MessagePage = { rows: MessageRow[]; next: PageCursor | undefined };

/**
 * Runs one SQL text and resolves with its rows (better-sqlite3, postgres.js, D1, or wrangler's CLI).
 * Only the inbox's groups carry `params` (its search), and it reads through the store's SqlRunner,
 * which binds them; the CLI's views have none.
 */
export type SqlReader = <T>(sql: string, params?: readonly SqlValue[]) => Promise<T[]>;

export const PAGE_LIMIT_MAX = 1000;

/** `123`, or `spam:123` / `held:123` in the held view: what `--before` takes and the list prints. */
export function cursorText(cursor: PageCursor): string {
  return cursor.spam === undefined ? String(cursor.id) : `${cursor.spam ? 'spam' : 'held'}:${cursor.id}`;
}

export function parseCursor(text: string): PageCursor | undefined {
  const match = /^(?:(spam|held):)?([1-9]\d{0,14})$/u.exec(text);
  if (!match) return undefined;
  return match[1] === undefined ? { id: Number(match[2]) } : { id: Number(match[2]), spam: match[1] === 'spam' };
}

type RawRow = { id: number; email: string; message: string; createdAt: string; spam: number; held: number; spamReason: string | null; readAt?: string | null; via?: string; channels: number; deliveredCount: number; attempts: number };
type RawError = { messageId: number; channel: string; lastError: string };

/** The page's rows chosen first (by the primary key or an index on the state), then their deliveries. */
function pageSql(where: string, limit: number, inbox: boolean, channel: boolean): string {
  // read_at (migration 11) only for the inbox, and channel (14) where the table has it: the CLI
  // may read a database the service has not migrated yet.
  const extra = [...(inbox ? ['read_at'] : []), ...(channel ? ['channel'] : [])];
  return `SELECT m.id, m.email, m.message, m.created_at AS "createdAt", m.spam, m.held, m.spam_reason AS "spamReason"${inbox ? ', m.read_at AS "readAt"' : ''}${channel ? ', m.channel AS "via"' : ''},
         CAST(count(d.channel) AS INTEGER) AS channels, CAST(count(d.delivered_at) AS INTEGER) AS "deliveredCount",
         coalesce(max(d.attempts), 0) AS attempts
  FROM (SELECT id, email, message, created_at, spam, held, spam_reason${extra.map((column) => `, ${column}`).join('')} FROM messages WHERE ${where} ORDER BY id DESC LIMIT ${limit}) m
  LEFT JOIN deliveries d ON d.message_id = m.id
  GROUP BY m.id, m.email, m.message, m.created_at, m.spam, m.held, m.spam_reason${extra.map((column) => `, m.${column}`).join('')}
  ORDER BY m.id DESC`;
}

const integer = (value: number, name: string): number => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${value}`);
  return value;
};

/** One page of messages, newest first, and the cursor of the next (none after the last). */
export async function readPage(read: SqlReader, query: PageQuery): Promise<MessagePage> {
  const held = query.view === 'held';
  // Held first, then spam: two ranges of two indexes, each read from where the cursor is.
  const groups = held ? [{ where: 'held = 1 AND spam = 0' }, { where: 'spam = 1' }] : [{ where: '1 = 1' }];
  const before = query.before ? { group: held && query.before.spam ? 1 : 0, id: query.before.id } : undefined;
  const { rows, next } = await readGroups(read, groups, query.limit, before, false, query.channel ?? false);
  return { rows, next: next && (held ? { id: next.id, spam: next.group === 1 } : { id: next.id }) };
}

/** Part of a view: the rows `where` picks (with its `?` params), newest first. A view reads its groups in order. */
export type PageGroup = { where: string; params?: readonly SqlValue[] };
/** The last row shown: its group, and its id within that group. */
export type GroupCursor = { group: number; id: number };

/**
 * One page over `groups` read in order, each by keyset from where the cursor is: what readPage's
 * views are made of, and the inbox's filters (owner/inbox/), which add search and read state.
 */
export async function readGroups(
  read: SqlReader,
  groups: readonly PageGroup[],
  pageLimit: number,
  before?: GroupCursor,
  /** The inbox's page: with `readAt`, and without the channels' last errors (`errors`), which only the CLI's table shows. */
  inbox = false,
  /** With each row's `via`: always for the inbox, whose service has migrated its database; for the CLI where the column is there. */
  channel = inbox,
): Promise<{ rows: MessageRow[]; next: GroupCursor | undefined }> {
  const limit = Math.min(PAGE_LIMIT_MAX, Math.max(1, integer(pageLimit, 'limit')));
  const raw: (RawRow & { group: number })[] = [];
  // One row more than asked says whether there is a next page, with no count of the rest.
  for (let group = before?.group ?? 0; group < groups.length && raw.length <= limit; group += 1) {
    const { where, params = [] } = groups[group] ?? { where: '1 = 0' };
    const below = before && group === before.group ? `id < ${integer(before.id, 'before')}` : '1 = 1';
    const found = await read<RawRow>(pageSql(`(${where}) AND ${below}`, limit + 1 - raw.length, inbox, channel), params);
    raw.push(...found.map((row) => ({ ...row, group })));
  }
  const more = raw.length > limit;
  const shown = raw.slice(0, limit);
  const last = shown.at(-1);
  const errors = shown.length === 0 || inbox ? [] : await read<RawError>(errorsSql(shown.map((row) => row.id)));
  return { rows: rowsWith(shown, errors), next: more && last ? { group: last.group, id: Number(last.id) } : undefined };
}

function errorsSql(ids: readonly number[]): string {
  return `SELECT message_id AS "messageId", channel, last_error AS "lastError" FROM deliveries
  WHERE delivered_at IS NULL AND last_error IS NOT NULL AND message_id IN (${ids.map((id) => integer(id, 'id')).join(', ')})`;
}

/** What the summary line says of the whole database, counted by the indexes, not by reading every row. */
export type MessageCounts = {
  total: number;
  spam: number;
  held: number;
  /** Notified (not spam, not held) and not yet accepted by every channel. */
  pending: number;
  /** Neither spam nor held, and queued for no channel: none was configured when it arrived. */
  unnotified: number;
  /** Per channel, the error of the newest message it has not delivered yet. */
  latestErrors: Record<string, string>;
};

const COUNTS_SQL = `SELECT
  (SELECT CAST(count(*) AS INTEGER) FROM messages) AS total,
  (SELECT CAST(count(*) AS INTEGER) FROM messages WHERE spam = 1) AS spam,
  (SELECT CAST(count(*) AS INTEGER) FROM messages WHERE held = 1 AND spam = 0) AS held,
  (SELECT CAST(count(DISTINCT d.message_id) AS INTEGER) FROM deliveries d JOIN messages m ON m.id = d.message_id WHERE m.spam = 0 AND m.held = 0) AS queued,
  (SELECT CAST(count(DISTINCT d.message_id) AS INTEGER) FROM deliveries d JOIN messages m ON m.id = d.message_id
    WHERE d.delivered_at IS NULL AND m.spam = 0 AND m.held = 0) AS pending`;

const FAILING_CHANNELS_SQL = 'SELECT DISTINCT channel FROM deliveries WHERE delivered_at IS NULL AND last_error IS NOT NULL';

export async function readCounts(read: SqlReader): Promise<MessageCounts> {
  const [row] = await read<Record<'total' | 'spam' | 'held' | 'queued' | 'pending', number>>(COUNTS_SQL);
  const n = (value: number | undefined) => Number(value ?? 0);
  const latestErrors: Record<string, string> = {};
  for (const { channel } of await read<{ channel: string }>(FAILING_CHANNELS_SQL)) {
    // One failing channel must not hide another: each one's newest error among notified messages.
    const [latest] = await read<{ lastError: string }>(`SELECT d.last_error AS "lastError" FROM deliveries d JOIN messages m ON m.id = d.message_id
      WHERE d.delivered_at IS NULL AND d.last_error IS NOT NULL AND m.spam = 0 AND m.held = 0 AND d.channel = '${channel.replace(/'/gu, "''")}'
      ORDER BY d.message_id DESC LIMIT 1`);
    if (latest) latestErrors[channel] = latest.lastError;
  }
  const total = n(row?.total);
  const spam = n(row?.spam);
  const held = n(row?.held);
  return { total, spam, held, pending: n(row?.pending), unnotified: total - spam - held - n(row?.queued), latestErrors };
}

function rowsWith(rows: readonly RawRow[], errors: readonly RawError[]): MessageRow[] {
  const byMessage = new Map<number, Record<string, string>>();
  for (const { messageId, channel, lastError } of errors) byMessage.set(Number(messageId), { ...byMessage.get(Number(messageId)), [channel]: lastError });
  return rows.map((row) => toRow(row, byMessage.get(Number(row.id)) ?? {}));
}

function toRow(row: RawRow, errors: Record<string, string>): MessageRow {
  const channels = Number(row.channels);
  return {
    id: Number(row.id),
    email: row.email,
    message: row.message,
    createdAt: row.createdAt,
    spam: Number(row.spam) === 1,
    held: Number(row.held) === 1,
    spamReason: Number(row.spam) === 1 ? (row.spamReason ?? null) : null,
    delivered: channels > 0 && Number(row.deliveredCount) === channels,
    channels,
    attempts: Number(row.attempts),
    errors,
    ...(row.readAt === undefined ? {} : { readAt: row.readAt }),
    ...(row.via === undefined ? {} : { via: row.via === 'assistant' ? 'assistant' : 'form' }),
  };
}

export function toListed({ id, email, message, createdAt, spam, held, spamReason, delivered, via }: MessageRow): ListedMessage {
  return { id, email, message, createdAt, spam, held, spamReason, delivered, ...(via === undefined ? {} : { via }) };
}
