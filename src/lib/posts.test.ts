import { describe, expect, it } from 'vitest';
import { formatDay, readingMinutes } from './posts';

describe('posts', () => {
  it("writes a day in the page's language, whatever the time zone", () => {
    expect(formatDay('2024-05-01', 'en')).toBe('May 1, 2024');
    expect(formatDay('2024-05-01', 'de')).toBe('1. Mai 2024');
  });

  it('counts at least a minute, at about 230 words a minute', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
  });
});
