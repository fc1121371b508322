/**
 * How the CV is set to fit its pages (issue 11, issue 23's item 6, issue 41). In order, the first
 * that fits wins:
 * - one page at full size, or with type and spacing a little smaller (95%, 90%);
 * - one page, set tighter, but only for a CV whose content at full size runs less than
 *   SMALL_OVERFLOW of a page past the first (or when the owner asks for one page): a second page
 *   that is mostly blank reads as a mistake. The spacing and margins come in, in bounded steps; the
 *   type stays at 90% or more;
 * - two pages (up to the owner's `cv.pages`), at full size or a little smaller;
 * - those pages at the smallest size, without the oldest highlights (cv-trim.ts), then with the
 *   first N projects and a line that says where the rest are;
 * - more pages than asked, with everything: a long CV is never a reason to stop the build.
 */
import { MARGIN, type Setting } from './cv-layout';

/** Content that runs less than this share of a page past the first, at full size, is pulled back onto it. */
export const SMALL_OVERFLOW = 0.25;

/** Type below this share of its size would stop being comfortable to read (9.5 pt body text: 8.55 pt). */
export const READABLE_TYPE = 0.9;

/** Past the pages asked for, the CV grows to at most this many before it is drawn as it runs. */
export const GROW_LIMIT = 40;

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
/** A setting, how many projects are shown, and how many highlights are left out (in cv-trim.ts's order). */
export type Fit = { setting: Setting; projects: number; trimmed: number };
/** The fit chosen, and whether it takes more pages than were asked for (everything shown). */
export type Fitted = Fit & { grew: boolean };
/** What there is to fit: the projects, the highlights that may go, and the pages the owner allows (cv.pages). */
export type FitInput = { projects: number; trimmable: number; pages: number };

/** `measure` lays the CV out with a fit, drawing nothing. */
export function fitPages(measure: (fit: Fit) => Measured, { projects, trimmable, pages }: FitInput): Fitted {
  const fits = (fit: Fit, budget: number) => {
    const measured = measure(fit);
    return measured.pages <= budget && !measured.overflows;
  };
  const whole = (setting: Setting): Fit => ({ setting, projects, trimmed: 0 });
  const first = (settings: readonly Setting[], budget: number) => settings.map(whole).find((fit) => fits(fit, budget));
  const done = (fit: Fit | undefined, grew = false): Fitted | undefined => (fit === undefined ? undefined : { ...fit, grew });

  const onePage = first(ONE_PAGE, 1);
  if (onePage) return { ...onePage, grew: false };
  if (pages === 1 || measure(whole(FULL_SIZE)).overflow < SMALL_OVERFLOW) {
    const tight = done(first(ONE_PAGE_TIGHT, 1));
    if (tight) return tight;
  }
  for (let budget = 2; budget <= pages; budget += 1) {
    const fit = done(first(TWO_PAGES, budget));
    if (fit) return fit;
  }
  const smallest = (pages === 1 ? ONE_PAGE_TIGHT.at(-1) : TWO_PAGES.at(-1)) as Setting;
  const trimmed = fewest(trimmable, (count) => fits({ setting: smallest, projects, trimmed: count }, pages));
  if (trimmed !== undefined) return { setting: smallest, projects, trimmed, grew: false };
  for (let shown = projects - 1; shown >= 1; shown -= 1) {
    if (fits({ setting: smallest, projects: shown, trimmed: trimmable }, pages)) return { setting: smallest, projects: shown, trimmed: trimmable, grew: false };
  }
  for (let budget = Math.max(pages + 1, 2); budget <= GROW_LIMIT; budget += 1) {
    const fit = done(first(TWO_PAGES, budget), true);
    if (fit) return fit;
  }
  // A block taller than a page fits no number of them: it is drawn as it runs, never refused.
  return { ...whole(smallest), grew: true };
}

/**
 * The fewest of 1..`most` for which `fits` holds, by halving: leaving more out never makes the CV
 * longer, and a 12-job career has dozens of highlights to try. Undefined when even `most` does not fit.
 */
function fewest(most: number, fits: (count: number) => boolean): number | undefined {
  if (most < 1 || !fits(most)) return undefined;
  let [low, high] = [1, most];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}
