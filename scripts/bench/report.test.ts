import { describe, expect, it } from 'vitest';
import { idFrom, missingIds } from './load';
import { fixed, kiloBytes, markdownTable } from './report';
import { storeProblems } from './targets';

describe('markdownTable', () => {
  it('pads columns and right-aligns the numeric ones', () => {
    expect(markdownTable(['Page', 'LCP ms'], [['ours', '1544'], ['plain', '630']])).toBe(
      ['| Page  | LCP ms |', '|:------|-------:|', '| ours  |   1544 |', '| plain |    630 |'].join('\n'),
    );
  });
});

describe('figures', () => {
  it('shows NaN as n/a and bytes as kB of 1000', () => {
    expect(fixed(Number.NaN)).toBe('n/a');
    expect(fixed(0.12345, 3)).toBe('0.123');
    expect(kiloBytes(77_912)).toBe('77.9');
  });
});

describe('the 201 check', () => {
  it('reads the id of a 201 body', () => {
    expect(idFrom('{"id":42}')).toBe(42);
    expect(idFrom('{"error":"x"}')).toBeUndefined();
    expect(idFrom('not json')).toBeUndefined();
  });

  it('lists answered ids missing from the database', () => {
    expect(missingIds([1, 2, 3, 4], new Set([1, 3]))).toEqual([2, 4]);
  });

  it('is a failure when an id is missing, lacks from a 201 or is given twice', () => {
    const ok = { rows: 12, created: 10, ids: 10, distinctIds: 10, missing: [] };
    expect(storeProblems(ok)).toEqual([]);
    expect(storeProblems({ ...ok, missing: [7] })).toHaveLength(1);
    expect(storeProblems({ ...ok, ids: 9, distinctIds: 9 })).toHaveLength(1);
    expect(storeProblems({ ...ok, distinctIds: 9 })).toHaveLength(1);
  });
});
