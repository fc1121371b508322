import { describe, expect, it } from 'vitest';
import { HIGHLIGHTS_BUDGET, highlightsShown } from './job-entry';

describe('highlightsShown', () => {
  it('shows short highlights up to the budget and folds the rest', () => {
    const short = Array.from({ length: 10 }, (_, n) => `Shipped feature ${n} to production on time and on budget`);
    const shown = highlightsShown(short);
    expect(shown).toBe(Math.floor(HIGHLIGHTS_BUDGET / (short[0] ?? 'x').length));
    expect(shown).toBeLessThan(short.length);
  });
  it('shows one long highlight, a summary, and folds the rest behind it', () => {
    expect(highlightsShown(['x'.repeat(600), 'a', 'b', 'c'])).toBe(1);
  });
  it('shows every highlight when only one would fold', () => {
    expect(highlightsShown(['x'.repeat(600), 'a'])).toBe(2);
    expect(highlightsShown([])).toBe(0);
  });
});
