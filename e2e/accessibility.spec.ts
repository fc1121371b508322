import { expect, test } from '@playwright/test';
import { expectNoViolations, gotoHydrated, startInTheme } from './support';

for (const theme of ['light-theme', 'dark-theme'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`${theme} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the page has no axe violations', async ({ page }) => {
        await startInTheme(page, theme);
        await gotoHydrated(page);
        await expectNoViolations(page, 'initial');
      });

      // The page's first state has its own test above; a filter changes only its own section.
      test('each filter state has no axe violations', async ({ page }) => {
        await startInTheme(page, theme);
        await gotoHydrated(page);
        for (const name of ['BackEnd', 'Others']) {
          await page.locator('#skills').getByRole('button', { name }).click();
          await expectNoViolations(page, `skills ${name}`, '#skills');
        }
        for (const name of ['Ecommerce', 'Development']) {
          await page.locator('#work').getByRole('button', { name }).click();
          await expectNoViolations(page, `projects ${name}`, '#work');
        }
      });

      // The form's states change only the Contact section; the whole page has its own test above.
      test('the form with errors and with each result has no axe violations', async ({ page }) => {
        await startInTheme(page, theme);
        let answer = 201;
        await page.route('**/api/v1', (route) =>
          answer === 0 ? route.abort('connectionrefused') : route.fulfill({ status: answer, contentType: 'application/json', body: '{}' }),
        );
        await gotoHydrated(page);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByText('Please write a message.')).toBeVisible();
        await expectNoViolations(page, 'form errors', '#contact');
        for (const [status, text] of [
          [201, 'Form submitted successfully!'],
          [500, 'Failed to submit form'],
          [0, 'An error occurred while submitting the form'],
        ] as const) {
          answer = status;
          await page.getByLabel(/^Email/u).fill('a@b.co');
          await page.getByLabel(/^Message/u).fill('Hello');
          await page.getByRole('button', { name: 'Send Message' }).click();
          // A failure also offers the owner's address, in the same result.
          await expect(page.getByRole('status')).toContainText(text);
          await expectNoViolations(page, `form ${text}`, '#contact');
        }
      });

      if (viewport.width < 768) {
        test('the open mobile menu has no axe violations', async ({ page }) => {
          await startInTheme(page, theme);
          await gotoHydrated(page);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expectNoViolations(page, 'menu open');
        });
      }
    });
  }
}

test('landmarks, one h1 and headings that never skip a level', async ({ page }) => {
  await gotoHydrated(page);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
});

test('icons are hidden from screen readers and every icon-only control has a name', async ({ page }) => {
  await gotoHydrated(page);
  const exposedSvgs = await page.locator('svg:not([aria-hidden="true"])').count();
  expect(exposedSvgs).toBe(0);
  const unnamed = await page.locator('a, button').evaluateAll((els) =>
    els.filter((el) => !(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()).map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
});

test('the submit result is announced through a polite live region', async ({ page }) => {
  await page.route('**/api/v1', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
  await gotoHydrated(page);
  const region = page.getByRole('status');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();
  await page.getByLabel(/^Email/u).fill('a@b.co');
  await page.getByLabel(/^Message/u).fill('Hello there');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(region).toHaveText('Form submitted successfully!');
});
