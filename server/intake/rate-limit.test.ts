import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per sliding minute and says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter(3, () => now);
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]);
    now = 30_000;
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(30); // the first hit leaves the window at 60 s
    now = 59_500;
    expect(limiter.hit('a')).toBe(1);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0); // the two hits at 0 s have left
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(30);
  });

  it('has no boundary burst: the limit holds across any 60 s span', () => {
    let now = 0;
    const limiter = createRateLimiter(5, () => now);
    now = 59_000;
    for (let i = 0; i < 5; i += 1) expect(limiter.hit('a')).toBe(0);
    now = 61_000;
    expect(limiter.hit('a')).toBeGreaterThan(0);
  });

  it('keeps clients apart and forgets idle ones', () => {
    let now = 0;
    const limiter = createRateLimiter(1, () => now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('b')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.size).toBe(2);
    now = 61_000;
    limiter.hit('c'); // a minute on, a hit sweeps the idle clients away
    expect(limiter.size).toBe(1);
  });
});

describe('createRateLimiter at a very high limit', () => {
  it('stays exact while old times leave, for one busy client', () => {
    let clock = 0;
    const limiter = createRateLimiter(100_000, () => clock);
    // 300,000 hits over five minutes, 1,000 a second: always within the limit of 100,000 a minute.
    let refused = 0;
    for (let i = 0; i < 300_000; i += 1) {
      clock = i;
      if (limiter.hit('busy') !== 0) refused += 1;
    }
    expect(refused).toBe(0);
    // The last minute holds 60,000 of them: 40,000 more fit, then the oldest must leave first.
    for (let i = 0; i < 40_000; i += 1) if (limiter.hit('busy') !== 0) refused += 1;
    expect(refused).toBe(0);
    expect(limiter.hit('busy')).toBe(1);
  });
});
