import { gotoHydrated, hexOfComputed, watchConsole } from '../support';
import { contrastRatio, hueOf } from '../written-out';
import { expect, test } from './any-owner-test';

/** The spec's accent, for an owner who names none: indigo. */
const SPEC_ACCENT = '#4f46e5';
/** WCAG AA for text. */
const AA = 4.5;

const THEME_KEY = 'theme';

test('a first visit shows the owner’s default theme (or the visitor’s system one), and a stored choice wins', async ({ browser, site, words, baseURL }) => {
  const choice = site.defaultTheme ?? 'light';
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: scheme, baseURL });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page);
    const first = choice === 'system' ? `${scheme}-theme` : `${choice}-theme`;
    const other = first === 'dark-theme' ? 'light-theme' : 'dark-theme';
    await expect(page.locator('html'), `system prefers ${scheme}`).toHaveClass(new RegExp(`(^|\\s)${first}(\\s|$)`, 'u'));
    // The toggle offers the other theme, even where the pre-rendered HTML was written for light.
    await expect(page.getByRole('button', { name: other === 'dark-theme' ? words.page.toDarkTheme : words.page.toLightTheme, exact: true })).toBeVisible();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, other] as const);
    await gotoHydrated(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`, 'u'));
    expect(problems).toEqual([]);
    await context.close();
  }
});

test('the page wears the owner’s accent in both themes', async ({ page, site, words }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page);
  const shown = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const value = (name: string) => style.getPropertyValue(name).trim().toLowerCase();
      return { theme: document.documentElement.classList.contains('dark-theme') ? 'dark' : 'light', accent: value('--accent'), bg: value('--bg'), surface: value('--surface') };
    });
  const buttonColour = async () => hexOfComputed(await page.getByRole('link', { name: words.home.downloadCv }).evaluate((el) => getComputedStyle(el).backgroundColor));
  const toggle = async () => {
    const { theme } = await shown();
    await page.getByRole('button', { name: theme === 'dark' ? words.page.toLightTheme : words.page.toDarkTheme, exact: true }).click();
    await expect.poll(async () => (await shown()).theme).not.toBe(theme);
  };
  if ((await shown()).theme === 'dark') await toggle();
  // Light: the owner's colour itself, on the page and on the first button.
  const light = (site.accent ?? SPEC_ACCENT).toLowerCase();
  expect((await shown()).accent).toBe(light);
  await expect.poll(buttonColour).toBe(light);
  // Dark: a tint of the same colour that reads as text on the page and on a card.
  await toggle();
  const dark = await shown();
  await expect.poll(buttonColour).toBe(dark.accent);
  for (const background of [dark.bg, dark.surface]) expect(contrastRatio(dark.accent, background), `${dark.accent} on ${background}`).toBeGreaterThanOrEqual(AA);
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(light.slice(at, at + 2), 16)) as [number, number, number];
  // A grey has no hue to keep.
  if (Math.max(r, g, b) - Math.min(r, g, b) >= 40) {
    const apart = Math.abs(hueOf(light) - hueOf(dark.accent));
    expect(Math.min(apart, 360 - apart), `hue of ${light} and ${dark.accent}`).toBeLessThanOrEqual(10);
  }
});
