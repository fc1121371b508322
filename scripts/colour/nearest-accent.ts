import { accentProblems } from './accent';
import { hexToOklch, intoGamut, oklchToHex } from './oklch';

/** OKLCH lightness step: fine enough that the colour found is the first that passes, not a jump past it. */
const STEP = 0.002;

/**
 * The colour nearest to `hex` that passes every pair the accent check requires: the same hue and
 * chroma (as much chroma as sRGB holds there), its OKLCH lightness moved up or down by as little as
 * it takes. Undefined when the colour
 * already passes, or when no lightness makes it pass.
 */
export function nearestPassingAccent(hex: string): string | undefined {
  if (accentProblems(hex).length === 0) return undefined;
  const start = hexToOklch(hex.toLowerCase());
  for (let shift = STEP; shift <= 1; shift += STEP) {
    for (const l of [start.l - shift, start.l + shift]) {
      if (l <= 0 || l >= 1) continue;
      const candidate = oklchToHex(intoGamut({ ...start, l }));
      if (accentProblems(candidate).length === 0) return candidate;
    }
  }
  return undefined;
}

/** The content check's closing line for a failing accent: what to write instead. */
export function accentSuggestion(hex: string, field = 'accent'): string[] {
  const near = nearestPassingAccent(hex);
  return near === undefined ? [] : [`${field} ${hex}: try "${near}", the nearest colour that passes`];
}
