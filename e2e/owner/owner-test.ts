import { test as base, type Page } from '@playwright/test';
import type { SiteContent, Skill } from '../../contract/content-schema';
import { wordsOf, type Words } from '../../contract/words';
import { siteOf, type E2ESite } from '../sites';

/**
 * The owner suite's `test`: `site` is the content the project's page was built from (content/ for
 * the `owner` project), and `words` the page's texts as that content words them. Every expectation
 * in e2e/owner is derived from these, never written out.
 */
export const test = base.extend<{ site: SiteContent; e2eSite: E2ESite; words: Words }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  e2eSite: async ({}, use, testInfo) => use(siteOf(testInfo.project.name)),
  site: async ({ e2eSite }, use) => use(e2eSite.content),
  words: async ({ site }, use) => use(wordsOf(site.words)),
});

export { expect } from '@playwright/test';

/** Categories in order of first appearance, each once. */
export function categoriesOf(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/**
 * The skills filter's buttons as the content sets them up, each with the skills it shows (grouped
 * by category, as the page lists them). The first is the one a visit starts on: the first category,
 * or "All" before the categories when the content's `skillsFilter` is 'all'.
 */
export function skillFiltersOf(site: SiteContent, words: Words): { label: string; skills: Skill[] }[] {
  const categories = categoriesOf(site.skills).map((label) => ({ label, skills: site.skills.filter((skill) => skill.category === label) }));
  const all = { label: words.skills.all, skills: categories.flatMap((category) => category.skills) };
  return site.skillsFilter === 'all' ? [all, ...categories] : categories;
}

/**
 * Opens the header's menu when the page shows its button (a phone, or an owner whose name and
 * labels do not fit the row at this width: src/lib/header-fit.ts), as a visitor would to reach
 * the nav and the header's profiles; with the nav in the row, there is nothing to open.
 */
export async function openMenuIfShown(page: Page, words: Words): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: words.page.openMenu });
  if (await menu.isVisible()) await menu.click();
}
