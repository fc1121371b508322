import { expect, test } from '@playwright/test';
import { gotoHydrated, SECTIONS } from './support';

test.describe('header navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [index, id] of SECTIONS.entries()) {
    test(`nav link ${index + 1} lands 150 px above #${id} and marks it current`, async ({ page }) => {
      await gotoHydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const name = ['Home', 'Skills', 'Works', 'Contact'][index] ?? '';
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
      // Start away from the target so the scroll really happens.
      await page.evaluate((y) => window.scrollTo(0, y), id === 'home' ? 1200 : 0);
      await link.click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      const expected = await page.evaluate((target) => {
        const el = document.getElementById(target) as HTMLElement;
        const top = el.getBoundingClientRect().top + window.scrollY;
        const max = document.documentElement.scrollHeight - window.innerHeight;
        return Math.min(Math.max(0, Math.round(top - 150)), max);
      }, id);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 }).toBe(expected);
      await expect(link).toHaveAttribute('aria-current', 'location');
      await expect(page.locator(`#${id}`)).toBeFocused();
    });
  }

  test('scrolls smoothly over about 500 ms, not in one jump', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    const samples = await page.evaluate(async () => {
      const seen: number[] = [];
      const start = performance.now();
      while (performance.now() - start < 700) {
        seen.push(window.scrollY);
        await new Promise((r) => requestAnimationFrame(r));
      }
      return seen;
    });
    const distinct = new Set(samples.map(Math.round));
    expect(distinct.size).toBeGreaterThan(5);
    expect(samples.at(-1)).toBe(samples.at(-2));
  });

  test('header takes its scrolled style at 80 px, not at 79', async ({ page }) => {
    await gotoHydrated(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 79));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const topShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(topShadow);
  });

  test('the logo takes the visitor back to the top', async ({ page }) => {
    await gotoHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole('link', { name: /back to top/u }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('"My Skills" goes to the skills anchor', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('link', { name: 'My Skills' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#skills');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('under reduced motion the nav jumps straight to its target', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Works' }).click();
    const afterOneFrame = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(window.scrollY))));
    const expected = await page.evaluate(() => Math.round((document.getElementById('work') as HTMLElement).getBoundingClientRect().top + window.scrollY - 150));
    expect(Math.round(afterOneFrame)).toBe(expected);
  });
});
