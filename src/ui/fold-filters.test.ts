import { describe, expect, it } from 'vitest';
import { fitting, pillWidth, ROWS, rowTiers } from './fold-filters';

const more = (count: number) => `More (${count})`;
const labels = (count: number, length = 12) => Array.from({ length: count }, (_, i) => `${'Category'.padEnd(length - 3, 'x')}${String(i).padStart(3, '0')}`);
const rowWidth = (names: readonly string[]) => names.reduce((sum, name) => sum + pillWidth(name), 0) + 8 * Math.max(0, names.length - 1);

describe('fitting', () => {
  it('keeps every label when they fit, and folds none', () => {
    const few = ['FrontEnd', 'BackEnd', 'Others'];
    expect(fitting(few, 960, 1, more(3))).toBe(3);
  });

  it('keeps as many as fit one row beside the "more" button, which fits too', () => {
    const many = labels(13, 25);
    const kept = fitting(many, 960, 1, more(13));
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(many.length);
    expect(rowWidth([...many.slice(0, kept), more(13)])).toBeLessThanOrEqual(960);
    // One more would not fit beside "more".
    expect(rowWidth([...many.slice(0, kept + 1), more(13)])).toBeGreaterThan(960);
  });

  it('keeps at least one, so the chosen filter can always be seen beside "more"', () => {
    expect(fitting(['A very long category name that is wider than the whole row on a phone', 'B'], 320, 1, more(2))).toBe(1);
  });

  it('counts wide scripts wider, so Japanese labels fold sooner than as many Latin letters', () => {
    expect(pillWidth('インフラストラクチャ')).toBeGreaterThan(pillWidth('Infrastruc'));
  });
});

describe('rowTiers', () => {
  it('puts a label in the row from the narrowest width it fits at, never earlier for a later label', () => {
    const tiers = rowTiers(labels(13, 20), more);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBe(0);
    // 70 skills' worth of categories: some never fit a row and stay behind "more" at every width.
    expect(rowTiers(labels(70), more).at(-1)).toBe(ROWS.length);
  });

  it('folds nothing for a usual owner’s few categories at any width', () => {
    expect(rowTiers(['FrontEnd', 'BackEnd', 'Others'], more)).toEqual([0, 0, 0]);
  });
});
