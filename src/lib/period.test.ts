import { describe, expect, it } from 'vitest';
import { monthLabel, periodLabel } from './period';

describe('periods', () => {
  it('writes months the way a CV does in the page\'s language, and "present" for a job still held', () => {
    expect([monthLabel('2021-03'), monthLabel('2014-12')]).toEqual(['Mar 2021', 'Dec 2014']);
    expect(monthLabel('2021-03', 'de')).toBe('März 2021');
    expect(periodLabel('2021-03', undefined, 'present')).toBe('Mar 2021 – present');
    expect(periodLabel(2009, 2014, 'present')).toBe('2009 – 2014');
    expect(periodLabel(undefined, 2014, 'present')).toBe('2014');
  });
});
