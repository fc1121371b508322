/**
 * How the CV is set to fit its pages (issue 11, and issue 23's item 6). In order, the first that
 * fits wins:
 * - one page at full size, or with type and spacing a little smaller (95%, 90%);
 * - one page, set tighter, but only for a CV whose content at full size runs less than
 *   SMALL_OVERFLOW of a page past the first: a second page that is mostly blank reads as a
 *   mistake. The spacing and margins come in, in bounded steps; the type stays at 90% or more;
 * - two pages, at full size or a little smaller;
 * - two pages at the smallest size with the first N projects, and a line that says where the rest are.
 */
import { MARGIN, type Setting } from './resume-layout';

/** Content that runs less than this share of a page past the first, at full size, is pulled back onto it. */
export const SMALL_OVERFLOW = 0.25;

/** Type below this share of its size would stop being comfortable to read (9.5 pt body text: 8.55 pt). */
export const READABLE_TYPE = 0.9;

const at = (scale: number): Setting => ({ type: scale, space: scale, margin: MARGIN });

/** The CV as designed: full-size type and spacing, the usual margins. */
export const FULL_SIZE: Setting = at(1);
export const ONE_PAGE: readonly Setting[] = [FULL_SIZE, at(0.95), at(READABLE_TYPE)];
/** Tighter than ONE_PAGE, step by step: gaps and margins first, type never below READABLE_TYPE. */
export const ONE_PAGE_TIGHT: readonly Setting[] = [
  { type: READABLE_TYPE, space: 0.8, margin: 48 },
  { type: READABLE_TYPE, space: 0.7, margin: 42 },
  { type: READABLE_TYPE, space: 0.6, margin: 36 },
];
export const TWO_PAGES: readonly Setting[] = [FULL_SIZE, at(0.95), at(0.9), at(0.85), at(0.8)];

/**
 * What a layout pass reports: the pages it took, whether it ran off the last one, and how far the
 * content runs past the first page (Layout's `overflow`).
 */
export type Measured = { pages: number; overflows: boolean; overflow: number };
export type Fit = { setting: Setting; projects: number };

/** `measure` lays the CV out with a setting and the first `projects` projects, drawing nothing. */
export function fitPages(measure: (fit: Fit) => Measured, projectCount: number): Fit | undefined {
  const fits = (fit: Fit, pages: number) => {
    const measured = measure(fit);
    return measured.pages <= pages && !measured.overflows;
  };
  const first = (settings: readonly Setting[], pages: number) => settings.map((setting) => ({ setting, projects: projectCount })).find((fit) => fits(fit, pages));

  const onePage = first(ONE_PAGE, 1);
  if (onePage) return onePage;
  const full = measure({ setting: FULL_SIZE, projects: projectCount });
  if (full.overflow < SMALL_OVERFLOW) {
    const tight = first(ONE_PAGE_TIGHT, 1);
    if (tight) return tight;
  }
  const twoPages = first(TWO_PAGES, 2);
  if (twoPages) return twoPages;
  const smallest = TWO_PAGES.at(-1) as Setting;
  for (let projects = projectCount - 1; projects >= 1; projects -= 1) {
    if (fits({ setting: smallest, projects }, 2)) return { setting: smallest, projects };
  }
  return undefined;
}
