import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, NAV_SCROLL_DURATION_MS, NAV_SCROLL_OFFSET_PX, scrollTargetY, smoothScrollTo } from './smooth-scroll';

describe('smooth scroll', () => {
  it('uses the spec constants: 150 px above the target over 500 ms', () => {
    expect(NAV_SCROLL_OFFSET_PX).toBe(-150);
    expect(NAV_SCROLL_DURATION_MS).toBe(500);
  });

  it('lands 150 px above the target, clamped to the page', () => {
    expect(scrollTargetY(1000, NAV_SCROLL_OFFSET_PX, 5000)).toBe(850);
    expect(scrollTargetY(100, NAV_SCROLL_OFFSET_PX, 5000)).toBe(0);
    expect(scrollTargetY(4900, NAV_SCROLL_OFFSET_PX, 4000)).toBe(4000);
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
    return { win, frame, pending: () => frames.length };
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
});
