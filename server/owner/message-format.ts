import { showFormatCharacters } from '../../contract/format-characters';
import { toListed, type MessageCounts, type MessageRow } from '../stores/message-page';

/**
 * Characters that can drive a terminal or reorder what it shows: C0 and C1 controls (ESC starts
 * escape sequences, BEL rings, NUL cuts) and the bidi overrides and isolates.
 */
const UNSAFE = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/gu;

/** `\u202e`, or a surrogate pair's two escapes for a character past U+FFFF (a tag character). */
const jsonEscape = (char: string): string => Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/**
 * JSON escapes C0 itself; C1 controls, the line separators and every format character (bidi
 * controls, zero-width, tags: showFormatCharacters's list) it writes raw, so they are written as
 * \u escapes too, all of them, joiners included. The text parses back to exactly what was stored.
 */
export function formatJson(rows: readonly MessageRow[]): string {
  return rows.length === 0 ? '[]\n' : `[\n${jsonItems(rows)}\n]\n`;
}

/** The rows as they sit inside the array, as JSON.stringify(rows, null, 2) indents them: the export writes them a page at a time. */
export function jsonItems(rows: readonly MessageRow[]): string {
  const escape = (json: string) => showFormatCharacters(json.replace(/[\u007F-\u009F\u2028\u2029]/gu, jsonEscape), jsonEscape, false);
  return rows.map((row) => escape(JSON.stringify(toListed(row), null, 2)).replace(/^/gmu, '  ')).join(',\n');
}

const CSV_COLUMNS = ['id', 'email', 'message', 'createdAt', 'spam', 'held', 'spamReason', 'delivered', 'via'] as const;

/**
 * RFC 4180 CSV, every text cell quoted. A spreadsheet runs a cell as a formula when it starts with
 * = + - @ (or a tab or CR); such a cell gets a leading '. A spreadsheet set to split on ';' or tab
 * ignores the quoting and would start a new cell after each one, so a trigger there gets the same
 * '. The CSV is for reading in a spreadsheet; `--json` is the export that keeps every character.
 */
export function formatCsv(rows: readonly MessageRow[]): string {
  return `${CSV_HEADER}${csvLines(rows)}`;
}

export const CSV_HEADER = `${CSV_COLUMNS.join(',')}\r\n`;

/** The rows' lines without the header: the export writes them a page at a time. */
export function csvLines(rows: readonly MessageRow[]): string {
  return rows.map((row) => {
    const listed = toListed(row);
    return `${CSV_COLUMNS.map((column) => csvCell(listed[column])).join(',')}\r\n`;
  }).join('');
}

// Controls become U+FFFD: CSV cannot escape them, and a terminal that shows the file would obey them.
// Format characters are shown as <U+XXXX>, as in the table and the mail.
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = showFormatCharacters(value).replace(UNSAFE, '\uFFFD').replace(/^(?=[=+\-@\t\r])|(?<=[;\t])(?=[=+\-@])/gu, "'");
  return `"${safe.replace(/"/gu, '""')}"`;
}

export function statusOf(row: MessageRow): string {
  if (row.spam) return row.spamReason ? `spam: ${clip(printable(row.spamReason), 28)}` : 'spam';
  if (row.held) return row.delivered ? 'held (in a digest)' : 'held';
  if (row.channels === 0) return 'not notified';
  if (row.delivered) return 'delivered';
  return row.attempts > 0 ? `pending (${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'})` : 'pending';
}

const HEADER = ['ID', 'RECEIVED (UTC)', 'FROM', 'STATUS', 'MESSAGE'];

/** The table's column widths, from its first page: every later page of `--all` keeps them, so the columns line up. */
export type TableLayout = { widths: number[]; messageWidth: number };

// The message's head only: no terminal shows more of it than the table's width.
// A message an assistant left says so after its sender, as the inbox says it beside the time.
const cellsOf = (row: MessageRow, width: number): string[] => [
  String(row.id),
  row.createdAt.slice(0, 16).replace('T', ' '),
  `${clip(printable(row.email), 32)}${row.via === 'assistant' ? ' via assistant' : ''}`,
  statusOf(row),
  printable(head(row.message, width)),
];

export function tableLayout(rows: readonly MessageRow[], width: number): TableLayout {
  const cells = rows.map((row) => cellsOf(row, width));
  const widths = HEADER.slice(0, 4).map((title, i) => Math.max(displayWidth(title), ...cells.map((c) => displayWidth(c[i] ?? ''))));
  return { widths, messageWidth: Math.max(20, width - widths.reduce((sum, w) => sum + w + 2, 0)) };
}

/** A table that fits `width` columns, the message cut to what is left; without its header line for a later page. */
export function formatTable(rows: readonly MessageRow[], width: number, layout = tableLayout(rows, width), header = true): string {
  if (rows.length === 0) return header ? `No messages yet.\n` : '';
  const { widths, messageWidth } = layout;
  const line = (values: string[]): string =>
    values
      .map((value, i) => (i === 4 ? clip(value, messageWidth) : pad(i >= 2 ? clip(value, widths[i] ?? 0) : value, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[...(header ? [line(HEADER)] : []), ...rows.map((row) => line(cellsOf(row, width)))].join('\n')}\n`;
}

/** "12 messages: 1 spam, 2 awaiting delivery, 3 not notified (no channel was configured)." Of the whole database, not a page. */
export function formatSummary(counts: MessageCounts): string {
  const { total, spam, held, pending, unnotified, latestErrors } = counts;
  const parts = [`${spam} spam`, ...(held > 0 ? [`${held} held (past NOTIFY_MAX_PER_HOUR; see --held)`] : []), `${pending} awaiting delivery`];
  if (unnotified > 0) parts.push(`${unnotified} not notified (no e-mail or webhook was configured when they arrived)`);
  let text = `${total} message${total === 1 ? '' : 's'}: ${parts.join(', ')}.`;
  for (const channel of Object.keys(latestErrors).sort()) text += `\nLatest ${channel} error: ${printable(latestErrors[channel] ?? '')}`;
  return `${text}\n`;
}

// A visitor's text must not drive the owner's terminal: escape sequences become visible marks,
// format characters (bidi overrides, zero-width, tags) their <U+XXXX> names, and line breaks a
// symbol, so one message stays on one row.
function printable(text: string): string {
  return showFormatCharacters(text)
    .replace(/\r\n|[\n\r\u2028\u2029]/gu, ' ⏎ ')
    .replace(/\t/gu, ' ')
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '�');
}

const WIDE = /[\p{Extended_Pictographic}\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;
const ZERO = /^(?:\p{M}|[\u200B-\u200F])$/u;

/** Terminal columns, near enough: wide CJK and emoji take two, combining marks none. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += ZERO.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
  return width;
}

/** The text cut to `max` columns with a … when it does not fit; it reads no further than it shows. */
function clip(text: string, max: number): string {
  let width = 0;
  let index = 0;
  let fits = 0;
  for (const char of text) {
    width += displayWidth(char);
    if (width > max) return `${text.slice(0, fits)}…`;
    index += char.length;
    if (width <= max - 1) fits = index;
  }
  return text;
}

/**
 * The start of a message, enough to fill `columns` and then some: the table shows no more, and
 * making printable and measuring all 15 kB of each row's message to show 60 columns of it took
 * most of `--all`'s time at 40,000 rows. Marked with … when it is cut.
 */
function head(text: string, columns: number): string {
  const max = columns * 4 + 16;
  if (text.length <= max) return text;
  // Not half a surrogate pair.
  const cut = /[\uD800-\uDBFF]/u.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, cut)}…`;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
