import { describe, expect, it } from 'vitest';
import { easeInOutQuad, NAV_SCROLL_DURATION_MS, NAV_SCROLL_OFFSET_PX, scrollTargetY } from './smooth-scroll';

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
