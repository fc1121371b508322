import { expectNoViolations, gotoHydrated, startInTheme } from '../support';
import { categoriesOf, expect, test } from './owner-test';

for (const theme of ['light-theme', 'dark-theme'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no axe violations in the ${theme} at ${viewport.width} px, in every filter state`, async ({ page, site }) => {
      await page.setViewportSize(viewport);
      await startInTheme(page, theme);
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
