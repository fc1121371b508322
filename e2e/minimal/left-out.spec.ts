import { expect, test } from '@playwright/test';
import { wordsOf } from '../../contract/folio-words';
import { site } from '../../fixtures/minimal/site';
import { expectNoViolations, gotoHydrated, poppler, watchConsole } from '../support';

/*
 * Issue 41: nothing the owner did not write reaches a visitor. The fixture owner gives no phone,
 * city, siteUrl, projects or years, and 70 skills that are only names; every expectation below is
 * derived from that content.
 */
const words = wordsOf(site.words, site.lang);

test.use({ viewport: { width: 1440, height: 900 } });

test('the page leaves out every card, section, link and number the owner did not give', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page);
  // No Portfolio, and no nav link to it, though the content's nav names one.
  expect(site.nav.some((item) => item.path === 'work')).toBe(true);
  await expect(page.locator('#work')).toHaveCount(0);
  await expect(page.locator('a[href="#work"]')).toHaveCount(0);
  // No years badge without a number of years.
  await expect(page.locator('#home')).not.toContainText(words.home.yearsBadge.split('\n')[0] ?? '');
  // No Address or Phone card, and no number to call; the cards the owner has something for stay.
  const contact = page.locator('#contact');
  for (const title of [words.contact.address, words.contact.phone]) await expect(contact.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  for (const title of [words.contact.openToWork, words.contact.email]) await expect(contact.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  // Skills given as names only: no percentage, no bar.
  const skills = page.locator('#skills');
  await expect(skills.getByRole('progressbar')).toHaveCount(0);
  expect(await skills.innerText()).not.toContain('%');
  expect(problems).toEqual([]);
  await expectNoViolations(page, 'the minimal page');
});

test('a flat list of skills shows as tags, every one, with the owner’s level as written and no filter', async ({ page }) => {
  await gotoHydrated(page);
  const skills = page.locator('#skills');
  await expect(skills.getByRole('group')).toHaveCount(0);
  await expect(skills.getByRole('button')).toHaveCount(0);
  const tags = skills.getByRole('listitem');
  await expect(tags).toHaveText(site.skills.map((skill) => `${skill.name}${skill.level ?? ''}`));
  for (const tag of await tags.all()) await expect(tag).toBeVisible();
});

test('the head names no host that is not the owner’s: no canonical, og:url, feed links or absolute addresses', async ({ page, request }) => {
  await page.goto('./');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  // No feed and no other language's page; the one alternate is llms.txt, by a relative address (below).
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"]')).toHaveAttribute('type', 'text/markdown');
  const absolute = await page.locator('head link[href], head meta[content]').evaluateAll((tags) =>
    tags.map((tag) => tag.getAttribute('href') ?? tag.getAttribute('content') ?? '').filter((value) => /^https?:/u.test(value)),
  );
  expect(absolute).toEqual([]);
  // The structured data names the owner's own profiles and nothing made up.
  const { mainEntity: person } = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { mainEntity: Record<string, unknown> };
  for (const key of ['telephone', 'address', 'url', 'image']) expect(person[key], key).toBeUndefined();
  // No sitemap and no feeds (they need absolute addresses), and robots.txt names none.
  for (const file of ['sitemap.xml', 'rss.xml', 'atom.xml', 'feed.json']) expect((await request.get(file)).status(), file).toBe(404);
  const robots = await (await request.get('robots.txt')).text();
  expect(robots).not.toContain('Sitemap');
});

test('resume.json and the CV carry only what the owner wrote', async ({ request }) => {
  const resume = (await (await request.get('resume.json')).json()) as { basics: Record<string, unknown>; projects: unknown[]; meta: Record<string, unknown> };
  expect(resume.basics).toMatchObject({ name: site.owner.name, email: site.owner.email, summary: site.owner.intro });
  for (const key of ['phone', 'location', 'url', 'image']) expect(resume.basics[key], key).toBeUndefined();
  expect(resume.projects).toEqual([]);
  expect(resume.meta.canonical).toBeUndefined();

  const cv = poppler('pdftotext', Buffer.from(await (await request.get('resume.pdf')).body()));
  expect(cv).toContain(site.owner.email);
  // No number to call (seven digits in a row or spaced), no site address, no percentage.
  expect(cv).not.toMatch(/\+?\d[\d ()-]{6,}\d/u);
  expect(cv).not.toContain('%');
  expect(cv).not.toMatch(/\bexample\.com\b/u);
});
