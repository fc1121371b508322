import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';

const locked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden');

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with the toggle, locking page scroll only while open', async ({ page }) => {
    await gotoHydrated(page);
    // Every scroll that ends, with where it ended: a wheel that moved the page behind the open menu
    // shows here whenever its scroll ends, not only if it ended before a set time.
    await page.evaluate(() => {
      const ended: number[] = [];
      Object.assign(window, { scrollsEnded: ended });
      addEventListener('scrollend', () => ended.push(window.scrollY));
    });
    const scrollsEnded = () => page.evaluate(() => (window as unknown as { scrollsEnded: number[] }).scrollsEnded);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await locked(page)).toBe(false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await locked(page)).toBe(true);
    // The wheel must not move the page behind the open menu.
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 800);

    await close.click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await locked(page)).toBe(false);
    await page.mouse.wheel(0, 800);
    // One scroll in all, the wheel after closing, and no further than one wheel goes: the wheel while
    // the menu was open moved nothing, then or later.
    await expect.poll(scrollsEnded).toHaveLength(1);
    const [end = 0] = await scrollsEnded();
    expect(end).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(800);
  });

  test('choosing a link closes the menu, unlocks and scrolls to the section', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await locked(page)).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await locked(page)).toBe(false);
  });

  test('growing to desktop width closes the menu and never leaves the lock on', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await locked(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => locked(page)).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' }).click();
    expect(await locked(page)).toBe(false);
  });
});

test('desktop nav clicks never lock scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Works' }).click();
  expect(await locked(page)).toBe(false);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
