import { describe, expect, it } from 'vitest';
import { accentProblems } from './accent';
import { accentSuggestion, nearestPassingAccent } from './nearest-accent';
import { hexToOklch, oklchToHex } from './oklch';

/** Distance in OKLab, where 0.02 is about a just-noticeable step. */
function distance(a: string, b: string): number {
  const [x, y] = [hexToOklch(a), hexToOklch(b)];
  return Math.hypot(x.l - y.l, x.c * Math.cos(x.h) - y.c * Math.cos(y.h), x.c * Math.sin(x.h) - y.c * Math.sin(y.h));
}

describe('the nearest accent that passes', () => {
  it('round-trips a colour through OKLCH', () => {
    for (const hex of ['#14b8a6', '#0f766e', '#ffd60a', '#000000', '#ffffff']) expect(oklchToHex(hexToOklch(hex))).toBe(hex);
  });

  it.each(['#14b8a6', '#ffd60a', '#7dd3fc', '#f472b6'])('for a too-light %s, passes the check itself and keeps close to it', (hex) => {
    expect(accentProblems(hex).length).toBeGreaterThan(0);
    const near = nearestPassingAccent(hex);
    expect(near).toMatch(/^#[0-9a-f]{6}$/u);
    expect(accentProblems(near as string)).toEqual([]);
    // Darker, with the hue kept: not a jump to black or to another colour.
    expect(hexToOklch(near as string).l).toBeLessThan(hexToOklch(hex).l);
    const turn = Math.abs(hexToOklch(near as string).h - hexToOklch(hex).h);
    expect(Math.min(turn, 2 * Math.PI - turn)).toBeLessThan(0.05);
    // The nearest: a step lighter fails again.
    const lighter = oklchToHex({ ...hexToOklch(near as string), l: hexToOklch(near as string).l + 0.01 });
    expect(accentProblems(lighter).length).toBeGreaterThan(0);
  });

  it('moves a teal that is a little too light only a little', () => {
    const near = nearestPassingAccent('#14b8a6') as string;
    // Closer than the darker teal a designer would reach for (Tailwind's teal 700, which passes).
    expect(accentProblems('#0f766e')).toEqual([]);
    expect(distance('#14b8a6', near)).toBeLessThan(distance('#14b8a6', '#0f766e'));
  });

  it('suggests nothing for a colour that passes', () => {
    expect(nearestPassingAccent('#0f766e')).toBeUndefined();
    expect(accentSuggestion('#0f766e')).toEqual([]);
  });
});
