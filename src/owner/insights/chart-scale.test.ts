import { describe, expect, it } from 'vitest';
import { dayLabel, linePoints, niceMax, shareOf } from './chart-scale';

describe('the charts’ arithmetic', () => {
  it('tops an axis at a round number just above the largest value', () => {
    expect([0, 1, 3, 7, 10, 11, 42, 130, 180, 501, 1207].map(niceMax)).toEqual([1, 1, 3, 8, 10, 12, 50, 150, 200, 600, 1500]);
  });

  it('puts each day’s point in the middle of its slot, the top value at the top', () => {
    expect(linePoints([0, 5, 10], 10, 300, 100)).toBe('50,100 150,50 250,0');
  });

  it('gives a bar its share of the largest, never 0 for a count above 0', () => {
    expect([shareOf(50, 100), shareOf(1, 1000), shareOf(0, 10), shareOf(3, 0)]).toEqual([50, 1, 0, 0]);
  });

  it('labels a UTC day in words', () => {
    expect(dayLabel('2026-11-24')).toBe('Nov 24');
    expect(dayLabel('not a day')).toBe('not a day');
  });
});
