import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { gotoHydrated } from '../support';
import { categoriesOf, expect, test } from './owner-test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations (${state})`).toEqual([]);
}

for (const theme of ['light-theme', 'dark-theme'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no axe violations in the ${theme} at ${viewport.width} px, in every filter state`, async ({ page, site }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // Colour transitions would let axe measure a half-faded state; settled colours are the same.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme, 'u'));
      await expectNoViolations(page, 'initial');
      for (const category of categoriesOf(site.skills).slice(1)) {
        await page.locator('#skills').getByRole('button', { name: category, exact: true }).click();
        await expectNoViolations(page, `skills: ${category}`);
      }
      for (const category of categoriesOf(site.projects)) {
        await page.locator('#work').getByRole('button', { name: category, exact: true }).click();
        await expectNoViolations(page, `projects: ${category}`);
      }
    });
  }
}
