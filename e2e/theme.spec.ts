import { expect, test } from '@playwright/test';
import { animationsEnded, gotoHydrated, startInTheme, transitionsOfThemeSwitch } from './support';

const background = () => getComputedStyle(document.body).backgroundColor;

// The served HTML carries no theme class: the inline boot script in <head> sets it, so these
// tests fail if that script is missing or broken.
test('defaults to the light theme, set before any module script runs', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass('light-theme');
  expect(await page.evaluate(background)).toBe('rgb(247, 247, 245)');
});

test('without JavaScript the page is light, with no theme class', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.locator('html').getAttribute('class')).toBeNull();
  expect(await page.evaluate(background)).toBe('rgb(247, 247, 245)');
  await context.close();
});

test('a stored dark theme is applied before any module script runs (no light flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  // Block every external script: only the inline head script may act, as at first paint.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass('dark-theme');
  expect(await page.evaluate(background)).toBe('rgb(17, 17, 20)');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('the toggle switches, applies the class and remembers it across visits', async ({ page }) => {
  await gotoHydrated(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark-theme');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light-theme/u);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light-theme');
});

test('a switch changes every colour at once, both ways: no element fades', async ({ page }) => {
  await gotoHydrated(page);
  expect(await transitionsOfThemeSwitch(page, 'Switch to dark theme')).toEqual([]);
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  // Further down, the header has a background of its own, which changes with the theme too.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true');
  // The header fades into its scrolled look (300 ms); that transition is not the switch's: wait for it to end.
  await animationsEnded(page);
  expect(await transitionsOfThemeSwitch(page, 'Switch to light theme')).toEqual([]);
});

test('with reduced motion, a switch starts no transition either, on any element', async ({ page }) => {
  await startInTheme(page, 'light-theme');
  await gotoHydrated(page);
  expect(await transitionsOfThemeSwitch(page, 'Switch to dark theme')).toEqual([]);
  expect(await transitionsOfThemeSwitch(page, 'Switch to light theme')).toEqual([]);
});

test('an unusable localStorage does not break the page or the toggle', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await gotoHydrated(page);
  await expect(page.locator('html')).toHaveClass(/light-theme/u);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  expect(errors).toEqual([]);
});

test('a stored value that is not a theme falls back to light', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'neon'));
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass('light-theme');
});
