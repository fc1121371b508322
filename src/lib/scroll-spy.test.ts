import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSectionId, SCROLL_SPY_THROTTLE_MS, throttle } from './scroll-spy';

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

  it('runs at most once per 66 ms and always runs the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn);
    expect(SCROLL_SPY_THROTTLE_MS).toBe(66);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(65);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
