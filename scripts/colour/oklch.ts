/**
 * sRGB ↔ OKLCH (Björn Ottosson's OKLab, in polar form). Lightness there is perceptual: stepping it
 * with hue and chroma held keeps a colour recognisably itself, which channel-wise mixing with black
 * or white does not (it greys and shifts the hue).
 */
import { rgbOf } from './accent';

export type Oklch = { l: number; c: number; h: number };

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

export function hexToOklch(hex: string): Oklch {
  const [r, g, b] = rgbOf(hex).map((channel) => toLinear(channel / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

function linearRgb({ l: L, c, h }: Oklch): number[] {
  const [A, B] = [c * Math.cos(h), c * Math.sin(h)];
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb;
}

/** The colour as hex, each channel clamped into sRGB (a colour outside it is drawn at its edge). */
export function oklchToHex(colour: Oklch): string {
  return `#${linearRgb(colour).map((channel) => Math.round(Math.min(1, Math.max(0, fromLinear(channel))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour with as much of its chroma as sRGB can show at its lightness and hue: a darkened
 * yellow cannot stay as vivid, and clipping its channels instead would turn it olive-green.
 */
export function intoGamut(colour: Oklch): Oklch {
  const fits = (c: number) => linearRgb({ ...colour, c }).every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
  if (fits(colour.c)) return colour;
  let [low, high] = [0, colour.c];
  for (let i = 0; i < 24; i += 1) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return { ...colour, c: low };
}
