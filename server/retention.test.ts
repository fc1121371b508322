import { describe, expect, it } from 'vitest';
import { retention } from './retention';

describe('RETENTION_DAYS', () => {
  it('purges what is older than the days given, at most once an hour, and says how many', async () => {
    const cutoffs: number[] = [];
    const lines: string[] = [];
    const kept = retention(30, async (before) => (cutoffs.push(before), 3), (line) => lines.push(line));
    const t0 = Date.parse('2026-11-23T00:00:00Z');
    await kept.due(t0);
    await kept.due(t0 + 3_599_999);
    await kept.due(t0 + 3_600_000);
    expect(cutoffs).toEqual([t0 - 30 * 86_400_000, t0 + 3_600_000 - 30 * 86_400_000]);
    expect(lines[0]).toBe('folio: deleted 3 spam and held messages older than 30 days (RETENTION_DAYS)');
  });

  it('does nothing when it is 0, the default', async () => {
    let called = false;
    await retention(0, async () => ((called = true), 0)).due();
    expect(called).toBe(false);
  });
});
