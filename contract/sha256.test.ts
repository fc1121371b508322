import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestWords, prefixedSha256 } from './sha256';

describe('prefixedSha256', () => {
  it('agrees with node:crypto for every prefix length around the block edges, and suffixes that cross them', () => {
    for (let length = 0; length <= 200; length += 1) {
      const prefix = Array.from({ length }, (_, n) => String.fromCharCode(33 + ((n * 7) % 90))).join('');
      const hash = prefixedSha256(prefix);
      for (const suffix of ['', '0', '7', '12345', '99999999']) {
        expect(hash.hex(suffix)).toBe(createHash('sha256').update(prefix + suffix).digest('hex'));
      }
    }
  });

  it('matches a digest given as words, and only that one', () => {
    const hash = prefixedSha256('salt?expires=1&');
    const target = digestWords(createHash('sha256').update('salt?expires=1&4321').digest('hex'));
    expect(hash.matches('4321', target)).toBe(true);
    expect(hash.matches('4320', target)).toBe(false);
  });
});
