import { describe, expect, it } from 'vitest';
import { foldAddress } from './message-changes';

describe('foldAddress', () => {
  it('folds letter case in any script, as an erasure request needs, and keeps different addresses apart', () => {
    const same = [
      ['Ana@Example.com', 'ana@example.com'],
      ['ÉLODIE@example.com', 'élodie@example.com'],
      ['STRAẞE@example.de', 'strasse@example.de'],
      ['straße@example.de', 'STRASSE@EXAMPLE.DE'],
      ['ΟΔΟΣ@example.gr', 'οδος@example.gr'],
      ['ǄEMAL@example.com', 'ǆemal@example.com'],
      // The same letter written precomposed or as e + combining accent.
      ['e\u0301lodie@example.com', 'élodie@example.com'],
    ];
    for (const [a, b] of same) expect(foldAddress(a ?? '')).toBe(foldAddress(b ?? ''));
    expect(foldAddress('elodie@example.com')).not.toBe(foldAddress('élodie@example.com'));
    expect(foldAddress('ana@example.com')).not.toBe(foldAddress('anna@example.com'));
  });
});
