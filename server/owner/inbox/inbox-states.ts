import type { MessageState } from '../../../contract/owner-api';
import type { PageGroup } from '../../stores/message-page';
import type { SqlRunner } from '../../stores/sql-runner';

/**
 * What each of the inbox's filters picks, as conditions on `messages` in SQL that SQLite, D1 and
 * PostgreSQL all read; message-page.ts pages through them. Each state says what its status says
 * (inbox-message.ts): delivered is neither spam nor held, queued for a channel and accepted by all.
 */
const HELD = 'held = 1 AND spam = 0';
const DELIVERED = `spam = 0 AND held = 0
  AND EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = messages.id)
  AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = messages.id AND d.delivered_at IS NULL)`;

export const STATE_WHERE: Record<MessageState, string> = {
  all: '1 = 1',
  unread: 'read_at IS NULL AND spam = 0',
  held: HELD,
  spam: 'spam = 1',
  delivered: DELIVERED,
};

/** `%` and `_` are matched as themselves: the owner searches text, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
}

/**
 * The address or the text contains `q`, letter case aside. lower() on both sides, in SQL, so both
 * fold alike: PostgreSQL's LIKE minds case, SQLite's does not; SQLite's and D1's lower() fold only
 * A to Z, PostgreSQL's every letter (decision 031). Lowered in JS, `É` would never match there.
 */
function searchOf(q: string | undefined): PageGroup | undefined {
  if (!q) return undefined;
  const patterns = likePieces(q).map(likePattern);
  const each = (column: string) => `(${patterns.map(() => `lower(${column}) LIKE lower(?) ESCAPE '\\'`).join(' AND ')})`;
  return { where: `(${each('email')} OR ${each('message')})`, params: [...patterns, ...patterns] };
}

/** D1 refuses a LIKE pattern longer than this many bytes ("LIKE or GLOB pattern too complex"). */
export const LIKE_PATTERN_MAX_BYTES = 50;

/**
 * A search as pieces whose patterns (escaped, between two %) each fit LIKE_PATTERN_MAX_BYTES: a
 * longer one is found when every piece is, which a text holding them apart would pass too (rare
 * with pieces of 40-odd bytes, and the owner is shown the message to judge).
 */
const encoder = new TextEncoder();

export function likePieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 2;
  for (const char of text) {
    // The character's bytes in a pattern, escaped as likePattern escapes it (less its two %).
    const size = encoder.encode(likePattern(char)).length - 2;
    if (bytes + size > LIKE_PATTERN_MAX_BYTES) {
      pieces.push(piece);
      piece = '';
      bytes = 2;
    }
    piece += char;
    bytes += size;
  }
  return [...pieces, piece];
}

/**
 * The groups a page of `state` reads in order. In `all`, held messages first: a genuine message
 * held after a flood must not sink under the flood (issue 25's red team), then everything else.
 */
export function stateGroups(state: MessageState, q?: string): PageGroup[] {
  const groups = state === 'all' ? [HELD, `NOT (${HELD})`] : [STATE_WHERE[state]];
  const search = searchOf(q);
  return groups.map((where) => (search ? { where: `(${where}) AND ${search.where}`, params: search.params } : { where }));
}

/**
 * Each count by an index where one serves: held and spam (0009), the opened ones (0011). Delivered
 * is the messages queued and notified less those still waiting, as message-page.ts's summary counts
 * them: a join PostgreSQL plans well before it has statistics (the NOT EXISTS form took a second
 * at 10,000 freshly stored rows).
 */
const COUNTS_SQL = `SELECT
  (SELECT CAST(count(*) AS INTEGER) FROM messages) AS "all",
  (SELECT CAST(count(*) AS INTEGER) FROM messages WHERE spam = 1) AS spam,
  (SELECT CAST(count(*) AS INTEGER) FROM messages WHERE ${HELD}) AS held,
  (SELECT CAST(count(*) AS INTEGER) FROM messages WHERE read_at IS NOT NULL AND spam = 0) AS opened,
  (SELECT CAST(count(DISTINCT d.message_id) AS INTEGER) FROM deliveries d JOIN messages m ON m.id = d.message_id WHERE m.spam = 0 AND m.held = 0) AS queued,
  (SELECT CAST(count(DISTINCT d.message_id) AS INTEGER) FROM deliveries d JOIN messages m ON m.id = d.message_id
    WHERE d.delivered_at IS NULL AND m.spam = 0 AND m.held = 0) AS pending`;

type Counted = 'all' | 'spam' | 'held' | 'opened' | 'queued' | 'pending';

/** Of the whole store, whatever the search: what the filter's tabs show. */
export async function stateCounts(sql: SqlRunner): Promise<Record<MessageState, number>> {
  const [row] = await sql.all<Record<Counted, number | string>>(COUNTS_SQL);
  const n = (key: Counted) => Number(row?.[key] ?? 0);
  return { all: n('all'), unread: n('all') - n('spam') - n('opened'), held: n('held'), spam: n('spam'), delivered: n('queued') - n('pending') };
}
