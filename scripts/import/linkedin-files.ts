/**
 * The CSV files of a LinkedIn data export ("Get a copy of your data"), from its .zip or from the
 * folder it unzips to, by base name: LinkedIn has put them at the root and in subfolders over the years.
 * Only the files folio maps are read, each up to MAX_FILE_BYTES: the zip is inflated as it streams
 * from disk, so a small zip that inflates to gigabytes stops at the limit, not at the machine's memory.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { fileTooLarge, MAX_FILE_BYTES, MAX_ITEMS, MAX_TEXT, TooLarge } from './import-limits';

export type CsvFiles = Map<string, string>;

/** The files from-linkedin.ts reads; an export's others (messages, connections) are skipped unread. */
export const LINKEDIN_FILES = new Set(['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Projects.csv', 'Certifications.csv', 'Languages.csv', 'Email Addresses.csv', 'PhoneNumbers.csv']);

// Deflate inflates at most about 1,000 to 1: 4 kB read at a time inflates to a few MB at most at once.
const ZIP_READ_BYTES = 4 * 1024;

async function readFolder(folder: string): Promise<CsvFiles> {
  const files: CsvFiles = new Map();
  for (const entry of await readdir(folder, { recursive: true })) {
    const name = path.basename(entry);
    if (!LINKEDIN_FILES.has(name)) continue;
    const file = path.join(folder, entry);
    if ((await stat(file)).size > MAX_FILE_BYTES) throw fileTooLarge(name, 'is');
    files.set(name, await readFile(file, 'utf8'));
  }
  return files;
}

async function readZip(file: string): Promise<CsvFiles> {
  const files: CsvFiles = new Map();
  let failure: Error | undefined;
  const take = (entry: UnzipFile, name: string) => {
    const decoder = new TextDecoder();
    let text = '';
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return void (failure = error);
      size += chunk.length;
      if (size > MAX_FILE_BYTES) {
        failure = fileTooLarge(name, 'inflates to');
        return entry.terminate();
      }
      text += decoder.decode(chunk, { stream: !final });
      if (final) files.set(name, text);
    };
    entry.start();
  };
  const unzip = new Unzip((entry) => {
    const name = path.posix.basename(entry.name);
    // An entry not started is skipped without being inflated.
    if (LINKEDIN_FILES.has(name)) take(entry, name);
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(file, { highWaterMark: ZIP_READ_BYTES }) as AsyncIterable<Buffer>) {
    unzip.push(chunk);
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  return files;
}

export async function readExport(file: string): Promise<CsvFiles> {
  return (await stat(file)).isDirectory() ? readFolder(file) : readZip(file);
}

/** The rows of one CSV as objects keyed by LinkedIn's column names; none if the file is absent. */
export function rowsOf(files: CsvFiles, name: string): Record<string, string>[] {
  const text = files.get(name);
  if (text === undefined) return [];
  // Some exports open with a "Notes:" paragraph before the header; the header is the first line with a comma.
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  const notes = /^"?Notes:/iu.test(lines[0] ?? '') ? lines.findIndex((line, index) => index > 0 && line.trim() === '') + 1 : 0;
  // Stops at the first row past the limit rather than parsing the rest.
  const rows = parse(lines.slice(notes).join('\n'), { columns: true, skip_empty_lines: true, relax_column_count: true, trim: true, to: MAX_ITEMS + 1 }) as Record<string, string>[];
  if (rows.length > MAX_ITEMS) throw new TooLarge(`${name} has more than ${MAX_ITEMS} rows, more than folio imports from one file`);
  rows.forEach((row, index) => {
    for (const [column, value] of Object.entries(row)) {
      if (value.length > MAX_TEXT) throw new TooLarge(`${name} row ${index + 1}: ${column} is ${value.length} characters long, more than the ${MAX_TEXT} folio takes for one text: shorten it`);
    }
  });
  return rows;
}
