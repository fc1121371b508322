import { expect, type Page } from '@playwright/test';
import { gotoHydrated, startInTheme } from '../support';
import type { SiteContent } from '../../contract/content-schema';
import { wordsOf } from '../../contract/folio-words';

/*
 * What every design must hold for a real career (DESIGN.md, "Real careers"), checked on the page as
 * a visitor sees it. Each expectation is derived from the content the page was built from.
 */

/** A 13-job, 70-skill career's length on a desktop and on a phone, at most (DESIGN.md). */
export const LONG_CAREER_MAX_PX = { desktop: 6_000, phone: 9_000 } as const;

/** The initials alone never fill the first screen: at most this wide (DESIGN.md). */
const INITIALS_MAX_PX = 128;

/** What the page shows within the first screen and on the whole page, per address of a link. */
async function visibleLinks(page: Page): Promise<{ firstScreen: Record<string, number>; page: Record<string, number> }> {
  return page.evaluate(() => {
    const firstScreen: Record<string, number> = {};
    const whole: Record<string, number> = {};
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
      if (!anchor.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = anchor.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const href = anchor.href;
      whole[href] = (whole[href] ?? 0) + 1;
      if (box.top + window.scrollY < window.innerHeight) firstScreen[href] = (firstScreen[href] ?? 0) + 1;
    }
    return { firstScreen, page: whole };
  });
}

/**
 * How many lines of the header and the hero, in view on the first screen, say exactly `text`: the
 * role said again as a line of its own. The owner's summary may use the words, and the career
 * below may hold roles of the same name; neither is the role said twice.
 */
async function linesInFirstScreen(page: Page, text: string): Promise<number> {
  return page.evaluate((needle) => {
    const normal = (value: string) => value.replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
    let count = 0;
    for (const element of document.querySelectorAll('header *, #home *')) {
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('');
      if (normal(own) !== normal(needle)) continue;
      // Text a screen reader alone hears (clipped to a pixel) is not seen.
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.height > 1 && box.top + window.scrollY < window.innerHeight) count += 1;
    }
    return count;
  }, text);
}

/**
 * The rules of the first screen, pictures, links, skills, projects and a career held in projects,
 * on the page as it is now (its width and theme already set, scrolled to the top).
 */
export async function expectDesignRules(page: Page, site: SiteContent, label: string): Promise<void> {
  const words = wordsOf(site.words, site.lang);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };

  // The first screen: who (the name as the page's heading), and the CV and contact actions in view.
  await expect(page.getByRole('heading', { level: 1, name: site.owner.name }), `${label}: the name`).toBeVisible();
  for (const name of [words.home.downloadCv, words.home.contactMe]) {
    const action = page.locator('#home').getByRole('link', { name, exact: true });
    await expect(action, `${label}: "${name}" on the first screen`).toBeVisible();
    const box = await action.boundingBox();
    expect(box && box.y + box.height <= height, `${label}: "${name}" ends at ${box ? Math.round(box.y + box.height) : '?'} px, within ${height}`).toBe(true);
  }
  // The role once.
  if (site.owner.jobTitle !== undefined) expect(await linesInFirstScreen(page, site.owner.jobTitle), `${label}: "${site.owner.jobTitle}" as a line of the first screen`).toBe(1);

  // A picture only where there is one; a mark of initials small.
  if (site.owner.avatar === undefined) {
    await expect(page.locator('#home img'), `${label}: no picture without a photo`).toHaveCount(0);
    const marks = await page.locator('header, #home').getByText(site.owner.initials, { exact: true }).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    for (const mark of marks) expect(mark, `${label}: the initials' mark`).toBeLessThanOrEqual(INITIALS_MAX_PX);
  }

  // Each link address at most once in the first screen and twice on the page.
  const links = await visibleLinks(page);
  expect(Object.entries(links.firstScreen).filter(([, count]) => count > 1), `${label}: addresses linked more than once on the first screen`).toEqual([]);
  expect(Object.entries(links.page).filter(([, count]) => count > 2), `${label}: addresses linked more than twice on the page`).toEqual([]);

  // Skills as left-aligned text, and a level only where the levels tell skills apart.
  if (site.skills.length > 0) {
    const aligns = await page.locator('#skills ul').evaluateAll((lists) => lists.filter((list) => list.checkVisibility()).map((list) => getComputedStyle(list).textAlign));
    expect(aligns.filter((align) => align === 'center' || align === 'justify'), `${label}: skills centred`).toEqual([]);
    const levels = new Set(site.skills.map((skill) => skill.level));
    const onlyLevel = [...levels][0];
    if (levels.size === 1 && onlyLevel !== undefined) await expect(page.locator('#skills').getByText(onlyLevel, { exact: true }), `${label}: the same level on every skill`).toHaveCount(0);
  }

  // Projects: no picture where the project has none, and categories as words, never slugs.
  for (const project of site.projects ?? []) {
    const entry = page.locator('#work li').filter({ has: page.getByRole('heading', { name: project.title, exact: true }) });
    if ((await entry.count()) === 0 || !(await entry.first().isVisible())) continue;
    if (project.image === undefined) await expect(entry.first().locator('img'), `${label}: ${project.title} has no picture`).toHaveCount(0);
  }
  const labels = await page.locator('#work [role="group"] button, #work li p:first-child').allTextContents();
  expect(labels.filter((text) => /^[\p{Ll}\p{N}]+(?:[-_][\p{Ll}\p{N}]+)+$/u.test(text.trim())), `${label}: categories shown as slugs`).toEqual([]);

  // A career held in projects shows who it was for.
  if ((site.experience ?? []).length === 0) {
    for (const project of site.projects ?? []) {
      if (project.entity !== undefined) await expect(page.locator('#work, #experience').getByText(project.entity).first(), `${label}: ${project.entity}`).toBeAttached();
    }
  }
  expect(width, 'a width was set').toBeGreaterThan(0);
}

/** The page's full length, for a long career's bound. */
export async function pageLength(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** The widths the rules hold at: a desktop and a phone, as DESIGN.md names them. */
export const RULE_WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type RuleWidth = (typeof RULE_WIDTHS)[number];

/**
 * The rules on the page at `url`, at each of `widths` (both, unless one is given) and in both
 * themes; `also`, what else a caller checks on each of those pages (a long career's length).
 */
export async function expectDesignRulesEverywhere(
  page: Page,
  url: string,
  site: SiteContent,
  label: string,
  { widths = RULE_WIDTHS, also }: { widths?: readonly RuleWidth[]; also?: (width: RuleWidth, theme: string) => Promise<void> } = {},
): Promise<void> {
  // The design's faces in the cache first: they are `font-display: optional` (decision 059), so on a
  // busy machine a first visit may be drawn in the fallback, whose lines wrap a little otherwise.
  // The rules and the length are the page's in its own type.
  await page.goto(url);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  for (const width of widths) {
    await page.setViewportSize(width.viewport);
    for (const theme of ['light-theme', 'dark-theme'] as const) {
      await startInTheme(page, theme);
      await gotoHydrated(page, url);
      await expectDesignRules(page, site, `${label}, ${theme}, ${width.viewport.width} px`);
      await also?.(width, theme);
    }
  }
}
