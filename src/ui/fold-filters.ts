/*
 * How many of a filter's buttons fit one row, at each width the page is laid out for (issue 41: a
 * résumé's 70 skills made 70 buttons). Worked out from the labels, not measured: the page is
 * pre-rendered, so the row is right before any script runs and nothing moves when one does.
 */

/**
 * The rows at each Tailwind breakpoint the filter changes at: the section's container (70rem,
 * padded 1.25rem on phones and 2rem from sm) at the narrowest width of that range, a 360 px phone,
 * 640 (sm) and 1024 (lg) px, and how many rows of it the buttons may take. From lg up, one row
 * (DESIGN.md; 1440 px has more room than 1024 and folds no more); on a phone or a tablet, two, so
 * the few categories of a usual owner still all show there, and a long tail folds all the same.
 */
export const ROWS = [
  { width: 320, rows: 2 },
  { width: 576, rows: 2 },
  { width: 960, rows: 1 },
] as const;

/** The pill's padding and border (px-5, 1 px each side) and the row's gap (gap-2), in px. */
const PILL_CHROME = 42;
const GAP = 8;
/**
 * A character's width at text-sm semibold, on the wide side: 9 px for Latin, Greek and Cyrillic
 * (about 7.5 on average in the fonts folio uses), 15 for the wide scripts (CJK, Hangul), so an
 * estimate that errs folds one button more rather than wrapping the row.
 */
const charWidth = (char: string) => (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(char) ? 15 : 9);

/** A pill's estimated width in px. */
export function pillWidth(label: string): number {
  return PILL_CHROME + [...label].reduce((sum, char) => sum + charWidth(char), 0);
}

/** How many rows `widths` take when flex-wrap lays them out in `width`. */
function rowsTaken(widths: readonly number[], width: number): number {
  let rows = widths.length > 0 ? 1 : 0;
  let line = 0;
  for (const w of widths) {
    if (line > 0 && line + GAP + w > width) {
      rows += 1;
      line = w;
    } else line += (line > 0 ? GAP : 0) + w;
  }
  return rows;
}

/** How many leading labels fit in `rows` rows of `width`, keeping room for the "more" button when some do not. */
export function fitting(labels: readonly string[], width: number, rows: number, moreLabel: string): number {
  const widths = labels.map(pillWidth);
  if (rowsTaken(widths, width) <= rows) return labels.length;
  let count = widths.length - 1;
  while (count > 1 && rowsTaken([...widths.slice(0, count), pillWidth(moreLabel)], width) > rows) count -= 1;
  // The active button may be anywhere, so keep at least one in the row beside "more".
  return Math.max(1, count);
}

/**
 * For each label, the first tier at whose width it sits in the row (3: never, always behind
 * "more"). Fewer fit on a narrower row, so a label's tier only grows along the list.
 * `moreLabel(n)`: the "more" button's text when it folds `n`.
 */
export function rowTiers(labels: readonly string[], moreLabel: (folded: number) => string): number[] {
  const counts = ROWS.map(({ width, rows }) => fitting(labels, width, rows, moreLabel(labels.length)));
  return labels.map((_, index) => {
    const tier = counts.findIndex((count) => index < count);
    return tier === -1 ? ROWS.length : tier;
  });
}
