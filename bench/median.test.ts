import { describe, expect, it } from 'vitest';
import { median, ratio } from './median';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([827, 1576, 1544])).toBe(1544);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values Lighthouse could not produce, and is NaN with nothing left', () => {
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('divides ours by the reference', () => {
    expect(ratio(1544, 910)).toBeCloseTo(1.697, 3);
  });

  it('is NaN against a zero or missing reference', () => {
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(5, Number.NaN)).toBeNaN();
  });
});
