import { createRequire } from 'node:module';

type Metrics = { familyName: string; unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };

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
