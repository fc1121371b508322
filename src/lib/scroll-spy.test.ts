import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSectionId, throttle } from './scroll-spy';

const sections = [
  { id: 'home', top: 0 },
  { id: 'skills', top: 900 },
  { id: 'work', top: 1800 },
  { id: 'contact', top: 2800 },
];

describe('activeSectionId', () => {
  it('picks the last section whose top passed the line', () => {
    expect(activeSectionId(sections, 0, 160, false)).toBe('home');
    expect(activeSectionId(sections, 750, 160, false)).toBe('skills');
    expect(activeSectionId(sections, 739, 160, false)).toBe('home');
    expect(activeSectionId(sections, 2000, 160, false)).toBe('work');
  });

  it('gives the last section at the bottom of the page', () => {
    expect(activeSectionId(sections, 2500, 160, true)).toBe('contact');
    expect(activeSectionId([], 0, 160, false)).toBeUndefined();
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  // 66 ms is the spec's number, written out so a drifted constant fails here.
  it('runs at once, then at most once per 66 ms, always ending with the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(); // t = 0: runs at once.
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    throttled(); // t = 10 and t = 60: held back, and merged into one run at t = 66.
    vi.advanceTimersByTime(50);
    throttled();
    vi.advanceTimersByTime(5); // t = 65
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // t = 66
    expect(fn).toHaveBeenCalledTimes(2);
    throttled(); // t = 66, just after a run: waits for t = 132.
    vi.advanceTimersByTime(65);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000); // Nothing is left over to run.
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('runs a call that comes 66 ms after the last run at once', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled();
    vi.advanceTimersByTime(66);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops a held-back call when cancelled (the header unmounts)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
