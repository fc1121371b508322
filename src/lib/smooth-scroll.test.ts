import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, scrollTargetY, scrollToAnchor, smoothScrollTo } from './smooth-scroll';

describe('smooth scroll', () => {
  it('puts the target at the offset, clamped to the page', () => {
    expect(scrollTargetY(1000, -150, 5000)).toBe(850);
    expect(scrollTargetY(100, -150, 5000)).toBe(0);
    expect(scrollTargetY(4900, -150, 4000)).toBe(4000);
  });

  it('eases from 0 to 1 symmetrically', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(1)).toBe(1);
    expect(easeInOutQuad(0.25)).toBeCloseTo(1 - easeInOutQuad(0.75));
  });
});

describe('smoothScrollTo', () => {
  // A window whose frames are driven by hand, so each frame's position can be checked.
  function fakeWindow() {
    const frames: FrameRequestCallback[] = [];
    let clock = 0;
    const win = {
      scrollY: 0,
      innerHeight: 800,
      scrollTo: (_x: number, y: number) => {
        win.scrollY = y;
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    vi.stubGlobal('window', win);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('performance', { now: () => clock });
    const frame = (ms: number) => {
      clock += ms;
      frames.shift()?.(clock);
    };
    // Frames every 10 ms up to `ms` since the scroll started (the clock starts at 0).
    const runUntil = (ms: number) => {
      while (clock < ms && frames.length > 0) frame(Math.min(10, ms - clock));
    };
    return { win, frame, runUntil, pending: () => frames.length };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows a target that moves after the last animation frame, then stops', async () => {
    const { win, frame, pending } = fakeWindow();
    let target = 1000;
    const done = smoothScrollTo(() => target, 500);
    frame(16);
    const early = win.scrollY;
    frame(600); // Past the duration: the eased animation is at its end.
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(1000);
    expect(win.scrollY).toBe(1000);
    target = 1005; // A section near the target renders and takes its real height.
    frame(16);
    expect(win.scrollY).toBe(1005);
    frame(16);
    frame(16);
    expect(pending()).toBe(0);
    await expect(done).resolves.toBe(true);
  });

  it('gives up following a target that never holds still', async () => {
    const { frame, pending } = fakeWindow();
    let target = 100;
    const done = smoothScrollTo(() => (target += 1), 100);
    for (let i = 0; i < 100 && pending() > 0; i += 1) frame(16);
    expect(pending()).toBe(0);
    await expect(done).resolves.toBe(true);
  });

  // The spec's numbers are written out here: the test must fail if a constant drifts from them.
  it('navigation lands 150 px above the section after 500 ms, and not before', async () => {
    const { win, runUntil, pending } = fakeWindow();
    const section = { getBoundingClientRect: () => ({ top: 1000 - win.scrollY }) };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'skills' ? section : null),
      documentElement: { scrollHeight: 5000 },
    });
    const done = scrollToAnchor('skills');
    runUntil(499);
    expect(win.scrollY).toBeGreaterThan(800);
    expect(win.scrollY).toBeLessThan(850);
    runUntil(500);
    expect(win.scrollY).toBe(850);
    runUntil(1000);
    expect(pending()).toBe(0);
    await expect(done).resolves.toBe(true);
    expect(win.scrollY).toBe(850);
  });

  it('takes 1000 ms when the caller names no duration', () => {
    const { win, runUntil } = fakeWindow();
    void smoothScrollTo(2000);
    runUntil(999);
    expect(win.scrollY).toBeLessThan(2000);
    runUntil(1000);
    expect(win.scrollY).toBe(2000);
  });
});
