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

  for (const cpu of [1, 4]) {
    test(`scrolls smoothly over about 500 ms and lands exactly (CPU slowed ${cpu}x)`, async ({ page }) => {
      await gotoHydrated(page);
      // A slow phone: frames come late, so the last one can land before sections near the target
      // have rendered. The scroll must still come to rest exactly 150 px above the target.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      // Note when the click lands, and sample every frame from before it until the position has
      // held for 20 frames.
      await page.evaluate(() => {
        window.addEventListener('click', () => ((window as unknown as { clickAt: number }).clickAt = performance.now()), { capture: true, once: true });
      });
      const sampled = page.evaluate(async () => {
        const seen: { at: number; y: number }[] = [];
        const start = performance.now();
        let still = 0;
        while (still < 20 && performance.now() - start < 8000) {
          const y = window.scrollY;
          still = seen.length > 0 && y === seen.at(-1)?.y ? still + 1 : 0;
          seen.push({ at: performance.now(), y });
          await new Promise((r) => requestAnimationFrame(r));
          // Nothing has moved yet: the click has not landed, so this is not stillness.
          if (seen.every((sample) => sample.y === seen[0]?.y)) still = 0;
        }
        return seen;
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      const trace = await sampled;
      const samples = trace.map((sample) => sample.y);
      const clickAt = await page.evaluate(() => (window as unknown as { clickAt: number }).clickAt);
      const moves = trace.filter((sample, i) => i > 0 && sample.y !== trace[i - 1]?.y);
      const lastMoveMs = (moves.at(-1)?.at ?? 0) - clickAt;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(new Set(samples.map(Math.round)).size).toBeGreaterThan(cpu === 1 ? 5 : 2);
      // Not one jump: the ease only reaches its end 500 ms after the click (its last few frames
      // move less than a pixel, hence the margin), however late the frames come.
      expect(lastMoveMs).toBeGreaterThan(450);
      const expected = await page.evaluate(() => {
        const top = (document.getElementById('contact') as HTMLElement).getBoundingClientRect().top + window.scrollY;
        const max = document.documentElement.scrollHeight - window.innerHeight;
        return Math.min(Math.max(0, Math.round(top - 150)), max);
      });
      expect(Math.round(samples.at(-1) ?? -1)).toBe(expected);
    });
  }

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
