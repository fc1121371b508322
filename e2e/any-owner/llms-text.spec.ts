import { gotoHydrated } from '../support';
import { expect, test } from './any-owner-test';

/** llms.txt's Markdown as text: its escapes undone, its links' addresses left out. */
const plain = (markdown: string) => markdown.replace(/\]\([^)]*\)/gu, ']').replace(/\\(.)/gu, '$1');
/** A heading's or a card's text as a reader sees it, spaces collapsed. */
const squeezed = (text: string) => text.replace(/\s+/gu, ' ').trim();

// What an assistant reads about the owner (issue 45) says what the page says: the page links its
// language's llms.txt from its head, and the file has the page's name, its sections' headings in
// the page's order, and every heading inside them (each skill, job, degree, project, card, post).
test('the page links its llms.txt, which has the page’s headings in the page’s order', async ({ page, site, words }) => {
  await gotoHydrated(page);
  const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/llms\.txt$/u);
  const answer = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/u);
  const markdown = await answer.text();
  const lines = markdown.split('\n');

  expect(lines[0]).toBe(`# ${squeezed(await page.getByRole('heading', { level: 1 }).textContent() ?? '')}`);
  if (site.owner.jobTitle !== undefined) expect(plain(lines[2] ?? '')).toContain(site.owner.jobTitle);

  const sections = (await page.locator('main h2').allTextContents()).map(squeezed);
  expect(lines.filter((line) => line.startsWith('## ')).map((line) => plain(line.slice(3)))).toEqual(sections);

  const text = plain(markdown);
  for (const heading of (await page.locator('main h3').allTextContents()).map(squeezed)) {
    // A job's heading is its role and company ("Engineer · Acme"); the file says each. What a
    // screen reader hears after a link to another site is the page's, not the owner's.
    for (const part of heading.replace(words.page.newTab, '').trim().split(' · ')) expect(text, `"${part}" is on the page`).toContain(part);
  }
  // The full form is linked from the short one, and has it all.
  const full = await page.request.get(new URL(href?.replace(/llms\.txt$/u, 'llms-full.txt') ?? '', page.url()).toString());
  expect(full.status()).toBe(200);
  expect(markdown).toContain('llms-full.txt');
  expect((await full.text()).split('\n')[0]).toBe(lines[0]);
});
