import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';
import { site } from '../fixtures/sample/site';

// The first screen's project link, after the two actions: the project marked featured, else the
// first with an address (this owner writes no case study, so it opens in a new tab).
const featured = (site.projects ?? []).find((project) => project.featured) ?? (site.projects ?? []).find((project) => (project.link ?? project.source) !== undefined);
const featuredStop = featured === undefined ? [] : [`Featured project: ${featured.title} (opens in a new tab)`];

type Focused = { name: string; visible: boolean };

/** The focused element's accessible-ish name and whether it shows a focus indicator. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', visible: false };
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
    const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').replace(/\s+/gu, ' ').trim();
    const style = getComputedStyle(el);
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return { name, visible };
  });
}

async function tabThrough(page: Page, count: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
  }
  return seen;
}

for (const theme of ['light-theme', 'dark-theme']) {
  test(`keyboard walk through the whole page in ${theme}: sensible order, focus always visible`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoHydrated(page);
    const socials = site.socials.map((social) => `${social.label} (opens in a new tab)`);
    const expected = [
      'Skip to main content',
      `${site.owner.initials} ${site.owner.name}, back to top`,
      'Home',
      'Skills',
      'Works',
      'Contact',
      ...socials,
      theme === 'dark-theme' ? 'Switch to light theme' : 'Switch to dark theme',
      // The sample's summary (335 characters) folds on the first screen behind its button.
      'Read more',
      'Download CV',
      'My Skills',
      'Contact me',
      ...featuredStop,
      'FrontEnd',
      'BackEnd',
      'Others',
      'all',
      'Ecommerce',
      'Development',
      ...Array.from({ length: 5 }, () => expect.stringMatching(/^See Project: .+ \(opens in a new tab\)$/u)),
      site.owner.email,
      '+1 (512) 555-0142',
      'Email *',
      'Message *',
      'Send Message',
      ...socials,
    ];
    const walk = await tabThrough(page, expected.length);
    expect(walk.map((f) => f.name)).toEqual(expected);
    expect(walk.filter((f) => !f.visible)).toEqual([]);
  });
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The first stop in the main content: the button of the sample's folded summary, then the CV.
  await expect(page.getByRole('button', { name: 'Read more' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Download CV' })).toBeFocused();
});

test('filter buttons work with Enter and Space', async ({ page }) => {
  await gotoHydrated(page);
  const backEnd = page.locator('#skills').getByRole('button', { name: 'BackEnd' });
  await backEnd.focus();
  await page.keyboard.press('Enter');
  await expect(backEnd).toHaveAttribute('aria-pressed', 'true');
  const others = page.locator('#skills').getByRole('button', { name: 'Others' });
  await others.focus();
  await page.keyboard.press('Space');
  await expect(others).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#skills').getByRole('progressbar')).toHaveCount(2);
});

test('a nav link followed by keyboard puts focus on the target section', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Works' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#work')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#work').getByRole('button', { name: 'all' })).toBeFocused();
});

test.describe('mobile menu focus', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('focus moves into the open menu and stays there', async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    const names: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      names.push((await focused(page)).name);
    }
    const inMenu = [
      `${site.owner.initials} ${site.owner.name}, back to top`,
      'Switch to dark theme',
      ...site.nav.map((item) => item.name),
      ...site.socials.map((social) => `${social.label} (opens in a new tab)`),
      'Close menu',
    ];
    expect(names.every((name) => inMenu.includes(name))).toBe(true);
    expect(names).toContain('Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(inMenu).toContain((await focused(page)).name);
  });
});

test('works at 320 px and at 200% zoom without losing content', async ({ browser }) => {
  // 200% zoom of a 640 px window is a 320 CSS px layout at device scale 2.
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await gotoHydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  for (const text of [site.owner.name, 'Professional Skills', 'Portfolio', 'Contact Me', 'Send Message']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
  }
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, p, a, button, label'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === 'visible' && el.clientWidth > 0)
      .map((el) => el.textContent?.trim()),
  );
  expect(clipped).toEqual([]);
  await context.close();
});
