/**
 * The file named on the command line, read as a JSON Resume (.json) or a LinkedIn export (.zip or
 * its folder). Anything wrong with it becomes one ImportError line that names the file and why.
 */
import { readFile, stat } from 'node:fs/promises';
import { checkCv, fromJsonResume, NotAResume } from './from-json-resume';
import { fromLinkedIn, NotAnExport } from './from-linkedin';
import type { Imported } from './imported';
import { fileTooLarge, firstTooLarge, MAX_FILE_BYTES, TooLarge } from './import-limits';
import { readExport } from './linkedin-files';

export class ImportError extends Error {}

/** "line 3, column 5" for a JSON.parse error's position (Node 20 names only the offset). */
function whereIn(text: string, message: string): string {
  const lineColumn = /line (\d+) column (\d+)/u.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const offset = /position (\d+)/u.exec(message);
  if (!offset) return message.replace(/\.$/u, '');
  const before = text.slice(0, Number(offset[1])).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

export async function readSource(file: string, shown: string): Promise<{ imported: Imported; kind: string }> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new ImportError(`no such file: ${shown}`);
  if (info.isDirectory() || file.toLowerCase().endsWith('.zip')) {
    try {
      return { imported: fromLinkedIn(await readExport(file)), kind: 'LinkedIn export' };
    } catch (error) {
      if (error instanceof TooLarge) throw new ImportError(`${shown}: ${error.message}`);
      if (error instanceof NotAnExport) throw new ImportError(`${shown} is not a LinkedIn export: ${error.message}`);
      throw new ImportError(`${shown} could not be read as a LinkedIn export (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (!file.toLowerCase().endsWith('.json')) throw new ImportError(`${shown} is neither a JSON Resume (.json) nor a LinkedIn export (.zip, or the folder it unzips to)`);
  if (info.size > MAX_FILE_BYTES) throw new ImportError(`${shown}: ${fileTooLarge('it', 'is').message}`);
  const text = await readFile(file, 'utf8');
  let input: unknown;
  try {
    input = JSON.parse(text.replace(/^\uFEFF/u, ''));
  } catch (error) {
    throw new ImportError(`${shown} is not valid JSON (${whereIn(text, error instanceof Error ? error.message : '')})`);
  }
  const tooLarge = firstTooLarge(input, '');
  if (tooLarge !== undefined) throw new ImportError(`${shown}: ${tooLarge}`);
  try {
    return { imported: fromJsonResume(checkCv(input)), kind: 'JSON Resume' };
  } catch (error) {
    if (error instanceof NotAResume) throw new ImportError(`${shown} is not a JSON Resume: ${error.message}`);
    throw error;
  }
}
