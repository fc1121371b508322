import { test as base } from '@playwright/test';
import type { SiteContent } from '../../contract/content-schema';
import { siteOf, type E2ESite } from '../sites';

/**
 * The owner suite's `test`: `site` is the content the project's page was built from (content/ for
 * the `owner` project). Every expectation in e2e/owner is derived from it, never written out.
 */
export const test = base.extend<{ site: SiteContent; e2eSite: E2ESite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  e2eSite: async ({}, use, testInfo) => use(siteOf(testInfo.project.name)),
  site: async ({ e2eSite }, use) => use(e2eSite.content),
});

export { expect } from '@playwright/test';

/** Categories in order of first appearance, each once. */
export function categoriesOf(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}
