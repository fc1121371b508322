import { showFormatCharacters } from '../../contract/format-characters';
import { toListed, type MessageRow } from './message-list';

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
  return `${jsonLines(rows, '')}\n`;
}

/** The rows as they sit inside the JSON array, indented for `indent`: `--all` writes them a page at a time. */
export function jsonLines(rows: readonly MessageRow[], indent: string): string {
  if (rows.length === 0 && indent === '') return '[]';
  const escape = (json: string) => showFormatCharacters(json.replace(/[\u007F-\u009F\u2028\u2029]/gu, jsonEscape), jsonEscape, false);
  if (indent === '') return escape(JSON.stringify(rows.map(toListed), null, 2));
  return rows.map((row) => escape(JSON.stringify(toListed(row), null, 2)).replace(/^/gmu, indent)).join(',\n');
}

const CSV_COLUMNS = ['id', 'email', 'message', 'createdAt', 'spam', 'held', 'spamReason', 'delivered'] as const;

/**
 * RFC 4180 CSV, every text cell quoted. A spreadsheet runs a cell as a formula when it starts with
 * = + - @ (or a tab or CR); such a cell gets a leading '. A spreadsheet set to split on ';' or tab
 * ignores the quoting and would start a new cell after each one, so a trigger there gets the same
 * '. The CSV is for reading in a spreadsheet; `--json` is the export that keeps every character.
 */
export function formatCsv(rows: readonly MessageRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const listed = toListed(row);
    lines.push(CSV_COLUMNS.map((column) => csvCell(listed[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

// Controls become U+FFFD: CSV cannot escape them, and a terminal that shows the file would obey them.
// Format characters are shown as <U+XXXX>, as in the table and the mail.
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
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

/** A table that fits `width` columns, the message cut to what is left. */
export function formatTable(rows: readonly MessageRow[], width: number): string {
  if (rows.length === 0) return `No messages yet.\n`;
  const cells = rows.map((row) => [String(row.id), row.createdAt.slice(0, 16).replace('T', ' '), clip(printable(row.email), 32), statusOf(row), printable(row.message)]);
  const header = ['ID', 'RECEIVED (UTC)', 'FROM', 'STATUS', 'MESSAGE'];
  const widths = header.slice(0, 4).map((title, i) => Math.max(displayWidth(title), ...cells.map((c) => displayWidth(c[i] ?? ''))));
  const messageWidth = Math.max(20, width - widths.reduce((sum, w) => sum + w + 2, 0));
  const line = (values: string[]): string =>
    values
      .map((value, i) => (i < 4 ? pad(value, widths[i] ?? 0) : clip(value, messageWidth)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...cells.map(line)].join('\n')}\n`;
}

/** "12 messages: 1 spam, 2 awaiting delivery, 3 not notified (no channel was configured)." */
export function formatSummary(rows: readonly MessageRow[]): string {
  const spam = rows.filter((r) => r.spam).length;
  const held = rows.filter((r) => r.held).length;
  const pending = rows.filter((r) => !r.spam && !r.held && r.channels > 0 && !r.delivered);
  const unnotified = rows.filter((r) => !r.spam && !r.held && r.channels === 0).length;
  const parts = [`${spam} spam`, ...(held > 0 ? [`${held} held (past NOTIFY_MAX_PER_HOUR; see --held)`] : []), `${pending.length} awaiting delivery`];
  if (unnotified > 0) parts.push(`${unnotified} not notified (no e-mail or webhook was configured when they arrived)`);
  let text = `${rows.length} message${rows.length === 1 ? '' : 's'}: ${parts.join(', ')}.`;
  // Per channel, from the newest message it has not delivered: one failing channel must not hide another.
  const channels = [...new Set(pending.flatMap((r) => Object.keys(r.errors)))].sort();
  for (const channel of channels) {
    const error = pending.find((r) => r.errors[channel] !== undefined)?.errors[channel];
    if (error !== undefined) text += `\nLatest ${channel} error: ${printable(error)}`;
  }
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

function clip(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let out = '';
  let width = 0;
  for (const char of text) {
    width += displayWidth(char);
    if (width > max - 1) break;
    out += char;
  }
  return `${out}…`;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
