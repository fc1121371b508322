import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format-number';

describe('numbers in the page\'s language', () => {
  it('writes a percentage as each language does', () => {
    expect(formatPercent(85, 'en')).toBe('85%');
    expect(formatPercent(85, 'de')).toBe('85\u00a0%');
    expect(formatPercent(85, 'fa')).toBe('۸۵٪');
  });

  it('writes years and counts without grouping, in the language\'s digits', () => {
    expect(formatNumber(2024, 'en')).toBe('2024');
    expect(formatNumber(2024, 'de')).toBe('2024');
    expect(formatNumber(3, 'fa')).toBe('۳');
  });
});
