/**
 * The arithmetic of the insights' charts, apart from the markup: a chart's top value, its line's
 * points and its labels. Charts are drawn here, a few lines of SVG, rather than by a library.
 */

/** The smallest 1, 2 or 5 times a power of ten at or above `max` (1 for an empty chart): a top the axis can name. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
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

const DAY_FORMAT = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `2026-11-24` as "Nov 24": the service counts by UTC day, so the label is the UTC day too. */
export function dayLabel(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : DAY_FORMAT.format(at);
}

const round = (value: number) => Math.round(value * 100) / 100;
