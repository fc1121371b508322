import type { MessageState } from '../../../contract/owner-api';
import { readGroups, type GroupCursor, type MessageRow } from '../../stores/message-page';
import type { SqlRunner } from '../../stores/sql-runner';
import { CSV_HEADER, csvLines, jsonItems } from '../message-format';
import { readerOf } from './inbox-message';
import { stateGroups } from './inbox-states';

/** Rows a pull reads: memory holds one page, whatever the store holds. */
const EXPORT_PAGE = 200;

type Format = { type: string; extension: string; start: string; page: (rows: readonly MessageRow[], first: boolean) => string; end: (empty: boolean) => string };

/** As `npm run messages -- --csv / --json` writes them (message-format.ts), a page at a time. */
const FORMATS: Record<'csv' | 'json', Format> = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv', start: CSV_HEADER, page: (rows) => csvLines(rows), end: () => '' },
  json: { type: 'application/json; charset=utf-8', extension: 'json', start: '', page: (rows, first) => `${first ? '[\n' : ',\n'}${jsonItems(rows)}`, end: (empty) => (empty ? '[]\n' : '\n]\n') },
};

/** Every message the filter picks, in the list's order, streamed as a download. */
export function exportResponse(sql: SqlRunner, format: 'csv' | 'json', state: MessageState, q: string | undefined): Response {
  const { type, extension, start, page, end } = FORMATS[format];
  const groups = stateGroups(state, q);
  const encoder = new TextEncoder();
  let before: GroupCursor | undefined;
  let first = true;
  let begun = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!begun && start) controller.enqueue(encoder.encode(start));
      begun = true;
      const { rows, next } = await readGroups(readerOf(sql), groups, EXPORT_PAGE, before, true);
      if (rows.length > 0) controller.enqueue(encoder.encode(page(rows, first)));
      if (rows.length > 0) first = false;
      before = next;
      if (!next) {
        const tail = end(first);
        if (tail) controller.enqueue(encoder.encode(tail));
        controller.close();
      }
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="folio-messages-${day}.${extension}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
