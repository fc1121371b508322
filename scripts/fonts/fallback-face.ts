import { createRequire } from 'node:module';
import type { DesignFace } from '../../src/designs/design-fonts';

type Metrics = { familyName: string; category?: string; unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };

const require = createRequire(import.meta.url);
const metricsOf = (name: string) => require(`@capsizecss/metrics/${name}`) as Metrics;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A local face drawn with `family`'s metrics: scaled to its average letter width, with its ascent,
 * descent and line gap, so the text takes the same room before the web face arrives and after
 * (the method of Next.js's and fontaine's fallbacks, from capsize's measured metrics), for the
 * letters of `range` (the web face's files' ranges).
 */
export function fallbackFaceCss(family: string, metrics: string, fallback: string, range?: string): string {
  const face = metricsOf(metrics);
  const local = metricsOf(fallback);
  const sizeAdjust = face.xWidthAvg / face.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = face.unitsPerEm * sizeAdjust;
  return (
    `@font-face{font-family:"${family} fallback";src:local("${local.familyName}");size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(face.ascent / em)};descent-override:${percent(Math.abs(face.descent) / em)};line-gap-override:${percent(face.lineGap / em)}` +
    // Only the web face's letters: a local Arial has Arabic on some systems, and would draw it
    // before the Noto face the stack names for it.
    `${range === undefined ? '' : `;unicode-range:${range}`}}`
  );
}

/** The kinds capsize files a face under that a stack's generic family names alike. */
const KINDS: ReadonlySet<string> = new Set(['sans-serif', 'serif', 'monospace']);

/**
 * Why `face` would be drawn, before it arrives or without it, in a face of another kind (a serif for
 * a sans: Times on a page meant in Geist), or undefined: the face's kind (capsize's category), its
 * fallback's and its generic family must be one. A display or handwriting face names its own generic.
 */
export function fallbackClassError(face: DesignFace): string | undefined {
  const kind = metricsOf(face.metrics).category ?? '';
  if (KINDS.has(kind) && kind !== face.generic) return `a ${kind} face ends its stack in ${face.generic}`;
  const fallback = metricsOf(face.fallback);
  if (fallback.category !== face.generic) return `its fallback, ${fallback.familyName}, is ${fallback.category ?? 'of no known kind'}, not ${face.generic}`;
  return undefined;
}
