import { describe, expect, it } from 'vitest';
import { initialsOf } from './to-site';

describe('the initials an import derives from a name', () => {
  it('takes the first and last name, leaving out titles and lower-case particles', () => {
    expect(['Ada Lovelace', 'Dr. Lena Vasquez', 'Ludwig van Beethoven', 'Zoë Ångström-Łukasiewicz', 'Cher', '山田 太郎', 'ada lovelace'].map(initialsOf)).toEqual([
      'AL', 'LV', 'LB', 'ZÅ', 'C', '山太', 'AL',
    ]);
  });
});
