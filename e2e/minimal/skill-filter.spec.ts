import { expect, test, type Page } from '@playwright/test';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { site } from '../../fixtures/many-categories/site';
import { expectNoViolations, gotoHydrated } from '../support';

/*
 * Issue 41: a skills filter of many categories (fixtures/many-categories) keeps to one row at
 * 1440 px and folds the rest behind "more", which works by keyboard alone.
 */
const words = wordsOf(site.words, site.lang);
// Categories in order of first appearance, each once.
const categories = [...new Set(site.skills.map((skill) => skill.category))];
// Skills that are names only start on every group, behind an "All" button first.
const buttons = [words.skills.all, ...categories];
// A level shows only where the levels differ (not the same word on every skill).
const levelsTell = new Set(site.skills.map((skill) => skill.level)).size > 1;

test.use({ viewport: { width: 1440, height: 900 } });

const open = async (page: Page) => gotoHydrated(page, test.info().project.metadata.manyCategoriesURL as string);

/** The tops of the group's buttons a visitor sees. */
const visibleButtonTops = (page: Page) =>
  page.locator('#skills [role="group"] button').evaluateAll((buttons) =>
    buttons.filter((b) => (b as HTMLElement).offsetParent !== null).map((b) => Math.round(b.getBoundingClientRect().top)),
  );

test('the filter holds one row at 1440 px, the rest behind a "more" button that says how many', async ({ page }) => {
  await open(page);
  const group = page.getByRole('group', { name: words.skills.filterLabel });
  const tops = await visibleButtonTops(page);
  expect(new Set(tops).size, `button tops: ${tops.join(', ')}`).toBe(1);
  const more = group.getByRole('button', { expanded: false });
  await expect(more).toBeVisible();
  const inRow = await group.locator('button[aria-pressed]').filter({ visible: true }).allTextContents();
  expect(inRow.length).toBeLessThan(buttons.length);
  // Its name is the text at this width only: each width's count is its own text, the others hidden.
  await expect(more).toHaveAccessibleName(fill(words.page.moreFilters, { count: buttons.length - inRow.length }));
  expect(inRow).toEqual(buttons.slice(0, inRow.length));
});

test('"more" opens and closes by keyboard, and a folded category can be chosen from it', async ({ page }) => {
  await open(page);
  const group = page.getByRole('group', { name: words.skills.filterLabel });
  const more = group.getByRole('button', { name: /\(\d+\)/u });
  // Tab from the first category's button to "more", as a keyboard user would get there.
  await group.getByRole('button', { name: categories[0], exact: true }).focus();
  for (let step = 0; step < categories.length && !(await more.evaluate((el) => el === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // Every category is now on screen once: the row's and the folded ones below it.
  const shown = await group.locator('button[aria-pressed]').filter({ visible: true }).allTextContents();
  expect([...shown].sort()).toEqual([...buttons].sort());
  await expectNoViolations(page, 'skills with "more" open', '#skills');

  // The next Tab reaches the first folded category; Enter chooses it and shows its skills.
  await page.keyboard.press('Tab');
  const folded = await page.evaluate(() => document.activeElement?.textContent ?? '');
  const index = categories.indexOf(folded);
  expect(index).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(group.getByRole('button', { name: folded, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('list', { name: fill(words.skills.listLabel, { category: folded }) });
  await expect(list.getByRole('listitem').filter({ visible: true })).toHaveText(site.skills.filter((skill) => skill.category === folded).map((skill) => `${skill.name}${levelsTell ? (skill.level ?? '') : ''}`));
  // The other groups are out of view.
  await expect(page.locator('#skills ul[aria-label]').filter({ visible: true })).toHaveCount(1);

  // Back to "more" and closed with Space.
  await more.focus();
  await page.keyboard.press('Space');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(new Set(await visibleButtonTops(page)).size).toBe(1);
});
