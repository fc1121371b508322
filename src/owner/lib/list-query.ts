import { OWNER_PATHS, type MessageState } from '../../../contract/owner-api';

/** What the list shows: a state and a search; the cursor is the page after the one shown. */
export type ListFilter = { state: MessageState; q: string };

/** How many messages one page of the list asks for. */
export const PAGE_SIZE = 50;

/** `?state=held&q=anna` with only what is set: `all` and an empty search are the defaults. */
function searchOf(filter: ListFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.state !== 'all') params.set('state', filter.state);
  const q = filter.q.trim();
  if (q !== '') params.set('q', q);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** One page of the list, after `before` (the previous page's `next`) if given. */
export function messagesUrl(filter: ListFilter, before: string | null = null, limit = PAGE_SIZE): string {
  return `${OWNER_PATHS.messages}${searchOf(filter, { ...(before === null ? {} : { before }), limit: String(limit) })}`;
}

/** The export of what the list shows (every page of it), as CSV or JSON. */
export function exportUrl(filter: ListFilter, format: 'csv' | 'json'): string {
  return `${format === 'csv' ? OWNER_PATHS.exportCsv : OWNER_PATHS.exportJson}${searchOf(filter)}`;
}
