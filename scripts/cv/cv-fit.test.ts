import { describe, expect, it } from 'vitest';
import { fitPages, ONE_PAGE, ONE_PAGE_TIGHT, READABLE_TYPE, SMALL_OVERFLOW, TWO_PAGES, type Fit, type Measured } from './cv-fit';
import { MARGIN, type Setting } from './cv-layout';

/**
 * A CV of `height` pages of content at full size (1.2: a fifth of a page too much for one), laid
 * out as if each setting gave back the room it frees: smaller type and gaps, and narrower margins.
 */
function cvOf(height: number) {
  const size = (setting: Setting) => height * (0.5 * setting.type + 0.3 * setting.space + 0.2 * (setting.margin / MARGIN));
  return ({ setting }: Fit): Measured => {
    const pages = size(setting);
    return { pages: Math.ceil(pages), overflows: pages > 2, overflow: pages - 1 };
  };
}

/** Five projects, no highlights to leave out, the two pages a CV takes unless the owner asks for more. */
const input = { projects: 5, trimmable: 0, pages: 2 };

describe('fitPages', () => {
  it('keeps a CV that fits one page at full size as it is', () => {
    expect(fitPages(cvOf(0.9), input)).toEqual({ setting: ONE_PAGE[0], projects: 5, trimmed: 0, grew: false });
  });

  it('pulls a CV that runs a little past one page back onto it, with the largest setting that does it', () => {
    const height = 1 + SMALL_OVERFLOW * 0.8;
    const fit = fitPages(cvOf(height), input);
    expect(ONE_PAGE_TIGHT).toContainEqual(fit?.setting);
    expect(cvOf(height)(fit as Fit).pages).toBe(1);
    // No roomier setting would have done.
    const roomier = [...ONE_PAGE, ...ONE_PAGE_TIGHT.slice(0, ONE_PAGE_TIGHT.indexOf(fit?.setting as Setting))];
    for (const setting of roomier) expect(cvOf(height)({ setting, projects: 5, trimmed: 0 }).pages).toBe(2);
  });

  it('gives a CV that runs further past one page two pages at full size, even where a tight setting would hold it', () => {
    const height = 1 + SMALL_OVERFLOW * 1.1;
    expect(ONE_PAGE_TIGHT.some((setting) => cvOf(height)({ setting, projects: 5, trimmed: 0 }).pages === 1)).toBe(true);
    expect(fitPages(cvOf(height), input)).toEqual({ setting: TWO_PAGES[0], projects: 5, trimmed: 0, grew: false });
  });

  it('never sets type below the readable size on one page, and tightens one step at a time', () => {
    for (const setting of [...ONE_PAGE, ...ONE_PAGE_TIGHT]) expect(setting.type).toBeGreaterThanOrEqual(READABLE_TYPE);
    const steps = [...ONE_PAGE, ...ONE_PAGE_TIGHT];
    for (const [index, step] of steps.entries()) {
      const before = steps[index - 1];
      if (before === undefined) continue;
      expect(step.type).toBeLessThanOrEqual(before.type);
      expect(step.space).toBeLessThanOrEqual(before.space);
      expect(step.margin).toBeLessThanOrEqual(before.margin);
    }
  });

  /** A career of `height` pages at full size whose highlights take `each` of a page apiece, and its projects a tenth each. */
  const careerOf = (height: number, each: number) => ({ setting, trimmed, projects }: Fit): Measured => {
    const pages = (height - trimmed * each - (5 - projects) * 0.1) * (0.5 * setting.type + 0.3 * setting.space + 0.2 * (setting.margin / MARGIN));
    return { pages: Math.ceil(pages), overflows: false, overflow: pages - 1 };
  };
  const fitsIn = (measure: (fit: Fit) => Measured, fit: Fit, pages: number) => measure(fit).pages <= pages;

  it('leaves out the fewest of the oldest highlights that bring a long career onto the pages asked, before any project', () => {
    const career = careerOf(2.6, 0.05);
    expect(TWO_PAGES.some((setting) => fitsIn(career, { setting, projects: 5, trimmed: 0 }, 2))).toBe(false);
    const fit = fitPages(career, { projects: 5, trimmable: 20, pages: 2 });
    expect(fit).toMatchObject({ setting: TWO_PAGES.at(-1), projects: 5, grew: false });
    expect(fit.trimmed).toBeGreaterThan(0);
    expect(fitsIn(career, fit, 2)).toBe(true);
    expect(fitsIn(career, { ...fit, trimmed: fit.trimmed - 1 }, 2)).toBe(false);
  });

  it('shows everything on up to the pages the owner asks for (cv.pages)', () => {
    const career = careerOf(2.6, 0.05);
    const fit = fitPages(career, { projects: 5, trimmable: 20, pages: 3 });
    expect(fit).toEqual({ setting: TWO_PAGES[0], projects: 5, trimmed: 0, grew: false });
    expect(career(fit).pages).toBe(3);
  });

  it('takes more pages than asked, with everything, rather than refuse a CV that trimming cannot bring onto them', () => {
    const career = careerOf(5, 0.01);
    const fit = fitPages(career, { projects: 5, trimmable: 10, pages: 2 });
    expect(fit).toMatchObject({ projects: 5, trimmed: 0, grew: true });
    expect(career(fit).pages).toBeGreaterThan(2);
    // The fewest pages that hold it all, at the largest size that does.
    expect(TWO_PAGES.some((setting) => fitsIn(career, { setting, projects: 5, trimmed: 0 }, career(fit).pages - 1))).toBe(false);
  });
});
