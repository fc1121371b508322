import { expect, test } from '@playwright/test';
import { gotoHydrated, poppler } from './support';
import { site } from '../fixtures/sample/site';

// A recruiter who prints the page, or saves it as a PDF, gets the whole portfolio on paper.
test.describe('printing the page', () => {
  test.beforeEach(async ({ page }) => {
    // A dark-theme visitor: paper must still get the light palette.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
    await gotoHydrated(page);
    await page.emulateMedia({ media: 'print' });
  });

  test('prints in the light palette, without screen-only controls, the header not repeating', async ({ page }) => {
    await expect(page.locator('html')).toHaveClass(/dark-theme/u);
    const styles = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      header: getComputedStyle(document.querySelector('header') as HTMLElement).position,
    }));
    expect(styles).toEqual({ background: 'rgb(247, 247, 245)', text: 'rgb(24, 24, 27)', header: 'static' });
    await expect(page.getByRole('button', { name: /Switch to/u })).toBeHidden();
    await expect(page.locator('form')).toBeHidden();
    await expect(page.getByRole('link', { name: site.owner.email })).toBeVisible();
  });

  test('the printed PDF holds every section, each project and the contact details', async ({ page }) => {
    const text = poppler('pdftotext', await page.pdf({ format: 'A4' }), ['-raw']).replace(/\s+/gu, ' ');
    const expected = [
      site.owner.name,
      'Looking for a full-stack developer position',
      'Professional Skills',
      'JavaScript',
      'Portfolio',
      site.projects![0]?.title ?? '',
      'Lumen: modern landing page',
      'Contact Me',
      site.owner.email,
      'All rights reserved.',
    ];
    for (const words of expected) expect(text).toContain(words);
    // Every skill, whichever category was open on screen.
    for (const skill of site.skills) expect(text).toContain(skill.name);
    expect(text).not.toContain('Send Message');
    // Links cannot be clicked on paper, so each project prints its address (a long one may wrap).
    const unwrapped = text.replace(/\s+/gu, '');
    for (const link of site.projects!.map((project) => project.link)) {
      expect(unwrapped).toContain(link);
    }
  });
});
