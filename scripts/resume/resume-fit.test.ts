import { describe, expect, it } from 'vitest';
import { fitPages, ONE_PAGE, ONE_PAGE_TIGHT, READABLE_TYPE, SMALL_OVERFLOW, TWO_PAGES, type Fit, type Measured } from './resume-fit';
import { MARGIN, type Setting } from './resume-layout';

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

describe('fitPages', () => {
  it('keeps a CV that fits one page at full size as it is', () => {
    expect(fitPages(cvOf(0.9), 5)).toEqual({ setting: ONE_PAGE[0], projects: 5 });
  });

  it('pulls a CV that runs a little past one page back onto it, with the largest setting that does it', () => {
    const height = 1 + SMALL_OVERFLOW * 0.8;
    const fit = fitPages(cvOf(height), 5);
    expect(ONE_PAGE_TIGHT).toContainEqual(fit?.setting);
    expect(cvOf(height)(fit as Fit).pages).toBe(1);
    // No roomier setting would have done.
    const roomier = [...ONE_PAGE, ...ONE_PAGE_TIGHT.slice(0, ONE_PAGE_TIGHT.indexOf(fit?.setting as Setting))];
    for (const setting of roomier) expect(cvOf(height)({ setting, projects: 5 }).pages).toBe(2);
  });

  it('gives a CV that runs further past one page two pages at full size, even where a tight setting would hold it', () => {
    const height = 1 + SMALL_OVERFLOW * 1.1;
    expect(ONE_PAGE_TIGHT.some((setting) => cvOf(height)({ setting, projects: 5 }).pages === 1)).toBe(true);
    expect(fitPages(cvOf(height), 5)).toEqual({ setting: TWO_PAGES[0], projects: 5 });
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
});
