/**
 * How much of a résumé or a LinkedIn export the import reads. Each is far above what a real one
 * holds (LinkedIn caps a position's description at 2,000 characters and a summary at 2,600; an
 * export's CSVs are a few kB), and far below what would take the import's memory or write a
 * site.ts no page or CV could show. Past one, the import stops with a line that names it.
 */
import { MAX_TEXT_LENGTH } from '../../contract/content-schema';

/** A JSON Resume file, or one CSV of an export, as bytes (inflated, for a zip). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows of one CSV, or items of one list of a JSON Resume. */
export const MAX_ITEMS = 1000;
/** Characters of one text: a field of a CSV row, a string of a JSON Resume; as site.ts's own limit. */
export const MAX_TEXT = MAX_TEXT_LENGTH;

/** A source past one of the limits above; its message names the file or field and the limit. */
export class TooLarge extends Error {}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function fileTooLarge(name: string, what: string): TooLarge {
  return new TooLarge(`${name} ${what} more than ${megabytes(MAX_FILE_BYTES)}, more than folio reads (a résumé or an export's file is a few kB)`);
}

/**
 * The first list or text in `value` past the limits, named by its path ("work[0].summary"), or
 * undefined. Walks depth first, so a huge list is caught before its items are looked at.
 */
export function firstTooLarge(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `${where} is ${value.length} characters long, more than the ${MAX_TEXT} folio takes for one text: shorten it` : undefined;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_ITEMS) return `${where} has ${value.length} entries, more than the ${MAX_ITEMS} folio takes for one list`;
    for (const [index, item] of value.entries()) {
      const found = firstTooLarge(item, `${where}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = firstTooLarge(item, where === '' ? key : `${where}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
