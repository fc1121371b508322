import { accentOf, accentPalette } from '../../scripts/colour/accent';
import { gotoHydrated, hexOfComputed, watchConsole } from '../support';
import { expect, test } from './any-owner-test';

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
  const palette = accentPalette(accentOf(site));
  await gotoHydrated(page);
  const accent = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim().toLowerCase());
  const theme = await page.evaluate(() => (document.documentElement.classList.contains('dark-theme') ? 'dark' : 'light'));
  expect(await accent()).toBe(palette[theme].accent);
  await page.getByRole('button', { name: theme === 'dark' ? words.page.toLightTheme : words.page.toDarkTheme, exact: true }).click();
  expect(await accent()).toBe(palette[theme === 'dark' ? 'light' : 'dark'].accent);
  // The badge, buttons and active filter are drawn with it: the first button's background is the accent.
  const buttonColour = async () => hexOfComputed(await page.getByRole('link', { name: words.home.downloadCv }).evaluate((el) => getComputedStyle(el).backgroundColor));
  await expect.poll(buttonColour).toBe(palette[theme === 'dark' ? 'light' : 'dark'].accent);
});
