import { expectNoViolations, gotoHydrated, startInTheme } from '../support';
import { expect, projectFiltersOf, skillFiltersOf, test } from './any-owner-test';

for (const theme of ['light-theme', 'dark-theme'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no axe violations in the ${theme} at ${viewport.width} px${viewport.width < 768 ? '' : ', in every filter state'}`, async ({ page, site, words }) => {
      // The whole page once, then each filter state over the section it changes: an owner with every
      // optional section and many categories (GitHub's languages among them) took 16 s over the whole page.
      test.slow();
      await page.setViewportSize(viewport);
      await startInTheme(page, theme);
      await gotoHydrated(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme, 'u'));
      await expectNoViolations(page, 'initial');
      // Each filter state once per theme, at the desktop width: a filter changes which cards a
      // section shows, the same markup at any width, and the phone's page is read whole above.
      if (viewport.width < 768) return;
      // The first filter is the initial state; by place, as a category may be worded like "All".
      for (const [index, filter] of skillFiltersOf(site, words).entries()) {
        if (index === 0) continue;
        await page.locator('#skills [role="group"] button').nth(index).click();
        await expectNoViolations(page, `skills: ${filter.label}`, '#skills');
      }
      for (const category of projectFiltersOf(site.projects ?? [], words.work.all).slice(1)) {
        await page.locator('#work').getByRole('button', { name: category, exact: true }).click();
        await expectNoViolations(page, `projects: ${category}`, '#work');
      }
    });
  }
}
