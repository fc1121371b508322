/**
 * The arithmetic of the insights' charts, apart from the markup: a chart's top value, its line's
 * points and its labels. Charts are drawn here, a few lines of SVG, rather than by a library.
 */

/** Round tops for an axis, times a power of ten: close enough above the data that the chart is not half empty. */
const NICE = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round number at or above `max` (1 for an empty chart): a top the axis can name, its half too. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = NICE.find((m) => m * power >= max) ?? 10;
  // Whole numbers only: a count of 1 is the top of a chart of ones, not 1.2.
  return Math.max(Math.ceil(step * power), Math.ceil(max));
}

/**
 * The points of a line through `values`, in a box `width` by `height` (y grows downwards), each
 * value in the middle of its day's slot, as the bars under it are.
 */
export function linePoints(values: readonly number[], top: number, width: number, height: number): string {
  const slot = width / Math.max(values.length, 1);
  return values.map((value, n) => `${round(slot * n + slot / 2)},${round(height - (value / top) * height)}`).join(' ');
}

/** A count's share of the largest, in percent, for a bar's width; a non-zero count never vanishes. */
export function shareOf(count: number, largest: number): number {
  if (largest <= 0 || count <= 0) return 0;
  return Math.max(1, round((count / largest) * 100));
}

/** `2026-11-24` as "Nov 24" (in `lang`): the service counts by UTC day, so the label is the UTC day too. */
export function dayLabel(day: string, lang = 'en'): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
}

const round = (value: number) => Math.round(value * 100) / 100;
