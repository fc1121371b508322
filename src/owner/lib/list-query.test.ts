import { describe, expect, it } from 'vitest';
import { OWNER_PATHS } from '../../../contract/owner-api';
import { exportUrl, messagesUrl, PAGE_SIZE } from './list-query';

describe('messagesUrl', () => {
  it('leaves out the defaults: all and an empty search', () => {
    expect(messagesUrl({ state: 'all', q: '   ' })).toBe(`${OWNER_PATHS.messages}?limit=${PAGE_SIZE}`);
  });

  it('carries the state, the trimmed search and the cursor, encoded', () => {
    const url = new URL(messagesUrl({ state: 'held', q: ' anna & co ' }, '2026-11-20T09:30:00Z|42'), 'https://x.test');
    expect(url.pathname).toBe(OWNER_PATHS.messages);
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'held', q: 'anna & co', before: '2026-11-20T09:30:00Z|42', limit: String(PAGE_SIZE) });
  });
});

describe('exportUrl', () => {
  it('exports what the list shows, without paging', () => {
    expect(exportUrl({ state: 'spam', q: 'x' }, 'csv')).toBe(`${OWNER_PATHS.exportCsv}?state=spam&q=x`);
    expect(exportUrl({ state: 'all', q: '' }, 'json')).toBe(OWNER_PATHS.exportJson);
  });
});
