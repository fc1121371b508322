/**
 * A content module (site.ts, a translation) that does not parse, as the one line an owner can act
 * on (issue 41): the file, the line and column (both from 1) and what was expected, not esbuild's
 * stack. esbuild reports a missing comma or bracket where it found the next token, at the start of
 * the following line; the mistake is at the end of the line before, so that is the line named.
 */
import { readFileSync } from 'node:fs';

type Location = { line: number; column: number; lineText: string };
/** What tsx's esbuild throws: a message, and each error with its place (line from 1, column from 0). */
type EsbuildFailure = { errors?: readonly { text?: unknown; location?: Partial<Location> | null }[]; message?: unknown };

const CLOSERS = new Set(['"}"', '"]"', '")"']);

/** The line for a syntax error in `file` (named `label`), or undefined for any other error. */
export function syntaxErrorLine(error: unknown, file: string, label: string): string | undefined {
  const found = firstError(error);
  if (found === undefined) return undefined;
  const { text, location } = found;
  const expected = /^Expected (.+) but found (.+)$/u.exec(text);
  const lines = readLines(file);
  // tsx passes on esbuild's message only: the line's text comes from the file.
  const lineText = location.lineText === '' ? (lines[location.line - 1] ?? '') : location.lineText;
  const atLineStart = lineText.slice(0, location.column).trim() === '';
  if (expected && atLineStart && location.line > 1) {
    let before = location.line - 2;
    // Past blank lines and comments: the mistake is at the end of the last line of code.
    while (before > 0 && /^(?:$|\/\/|\/\*|\*)/u.test((lines[before] ?? '').trim())) before -= 1;
    const previous = (lines[before] ?? '').trimEnd();
    const what = CLOSERS.has(expected[1] ?? '') ? `"," or ${expected[1]}` : (expected[1] ?? '');
    return `${label}:${before + 1}:${previous.length + 1}: expected ${what} at the end of this line, before ${expected[2]} on line ${location.line}`;
  }
  return `${label}:${location.line}:${location.column + 1}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function firstError(error: unknown): { text: string; location: Location } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const failure = error as EsbuildFailure;
  const first = failure.errors?.[0];
  const location = first?.location;
  if (typeof first?.text === 'string' && typeof location?.line === 'number' && typeof location.column === 'number') {
    return { text: first.text, location: { line: location.line, column: location.column, lineText: location.lineText ?? '' } };
  }
  // The message alone, as esbuild writes it: "<file>:<line>:<column>: ERROR: <text>".
  const match = typeof failure.message === 'string' ? /:(\d+):(\d+): ERROR: (.+)$/mu.exec(failure.message) : null;
  if (match === null) return undefined;
  return { text: match[3] ?? '', location: { line: Number(match[1]), column: Number(match[2]), lineText: '' } };
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split(/\r?\n/u);
  } catch {
    return [];
  }
}
