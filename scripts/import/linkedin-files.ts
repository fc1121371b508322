/**
 * The CSV files of a LinkedIn data export ("Get a copy of your data"), from its .zip or from the
 * folder it unzips to, by base name: LinkedIn has put them at the root and in subfolders over the years.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

export type CsvFiles = Map<string, string>;

export async function readExport(file: string): Promise<CsvFiles> {
  const files: CsvFiles = new Map();
  if ((await stat(file)).isDirectory()) {
    for (const entry of await readdir(file, { recursive: true })) {
      if (entry.toLowerCase().endsWith('.csv')) files.set(path.basename(entry), await readFile(path.join(file, entry), 'utf8'));
    }
    return files;
  }
  const entries = unzipSync(new Uint8Array(await readFile(file)), { filter: (entry) => entry.name.toLowerCase().endsWith('.csv') });
  for (const [name, bytes] of Object.entries(entries)) files.set(path.posix.basename(name), new TextDecoder().decode(bytes));
  return files;
}

/** The rows of one CSV as objects keyed by LinkedIn's column names; none if the file is absent. */
export function rowsOf(files: CsvFiles, name: string): Record<string, string>[] {
  const text = files.get(name);
  if (text === undefined) return [];
  // Some exports open with a "Notes:" paragraph before the header; the header is the first line with a comma.
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  const notes = /^"?Notes:/iu.test(lines[0] ?? '') ? lines.findIndex((line, index) => index > 0 && line.trim() === '') + 1 : 0;
  return parse(lines.slice(notes).join('\n'), { columns: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as Record<string, string>[];
}
