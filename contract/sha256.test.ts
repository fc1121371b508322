import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestWords, hmacSha256, prefixedSha256, sameText } from './sha256';

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

describe('hmacSha256', () => {
  it('agrees with node:crypto for short, block-sized and long keys, and messages up to 55 bytes past a block', () => {
    for (const key of ['', 'k', 'a'.repeat(64), 'ключ-🔑', 'x'.repeat(65), 'y'.repeat(200)]) {
      const sign = hmacSha256(key);
      for (const message of ['', 'abc', '0123456789abcdef'.repeat(4), 'm'.repeat(119)]) {
        expect(sign(message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });

  it('refuses a message it cannot hash in two blocks rather than answer wrongly', () => {
    expect(() => hmacSha256('k')('m'.repeat(120))).toThrow(RangeError);
  });
});

describe('sameText', () => {
  it('is equality', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'ab')).toBe(false);
    expect(sameText('', '')).toBe(true);
  });
});
