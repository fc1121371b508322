import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, gotoHydrated, hexOfComputed, startInTheme, transitionsOfThemeSwitch } from '../support';
import { wordsOf } from '../../contract/folio-words';
import { contrastRatio } from '../written-out';
import { edgeDistances, scrollToEnd } from './scroll-edges';
import { caseStudies, drafts, languages, longest, multilingualPost, posts, site, translationsOf, unsafe } from './fixture';
import { openMenuIfShown } from '../any-owner/any-owner-test';

/**
 * Posts and case studies (issue 24) on the fixture owner who writes, served as `npm start` serves
 * the build. Every expectation comes from the fixture's files (./fixture.ts).
 */

const postPath = (slug: string, lang = '') => `/${lang ? `${lang}/` : ''}posts/${slug}/`;

/** The data the page's script hydrates with: the content file its loader fetched (scripts/site/page-content.ts). */
async function hydrationData(page: Page): Promise<string> {
  const data = await page.evaluate(async () => JSON.stringify(await (window as unknown as { __folioContent?: Promise<unknown> }).__folioContent));
  expect(data, 'the content the page hydrates with').toMatch(/^\{/u);
  return data;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/posts/ lists every published post, newest first, with its date, reading time, summary and tags', async ({ page }) => {
    await page.goto('/posts/');
    const items = page.locator('.post-list > li');
    await expect(items).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(post.front.title);
      await expect(item.getByRole('link', { name: post.front.title })).toHaveAttribute('href', postPath(post.slug));
      await expect(item.locator('time')).toHaveAttribute('datetime', post.front.date);
      await expect(item).toContainText(/\d+ min read/u);
      await expect(item).toContainText(post.front.summary);
      for (const tag of post.front.tags ?? []) await expect(item.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    }
  });

  test("a post reads in full: its title, text, contents, neighbours, and the site's header and footer", async ({ page }) => {
    const post = longest;
    if (post === undefined) throw new Error('the fixture has no posts');
    await page.goto(postPath(post.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.front.title);
    const headings = [...post.body.matchAll(/^##+ (.+)$/gmu)].map((match) => match[1] ?? '');
    for (const heading of headings) await expect(page.locator('.prose').getByRole('heading', { name: heading, exact: false }).first()).toBeVisible();
    // Contents, with three headings or more.
    if (headings.length >= 3) await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(headings.filter((h, i, all) => all.indexOf(h) === i).length);
    // Every Markdown feature GitHub has.
    const prose = page.locator('.prose');
    await expect(prose.locator('table')).toHaveCount(1);
    // Each column aligned as its Markdown says (`--:` is right): the numbers line up.
    const alignments = [...(longest?.body ?? '').matchAll(/^\|(?:\s*:?-+:?\s*\|)+\s*$/gmu)].flatMap((row) =>
      row[0]
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
        .map((cell) => (cell.endsWith(':') ? (cell.startsWith(':') ? 'center' : 'right') : cell.startsWith(':') ? 'left' : 'start')),
    );
    expect(alignments.length).toBeGreaterThan(0);
    const cells = await prose.locator('table tbody tr').first().locator('td').evaluateAll((all) => all.map((cell) => getComputedStyle(cell).textAlign));
    expect(cells).toEqual(alignments);
    await expect(prose.locator('input[type=checkbox]')).toHaveCount(2);
    await expect(prose.locator('.footnotes li')).toHaveCount(1);
    await expect(prose.locator('blockquote')).toHaveCount(1);
    await expect(prose.locator('a[href="https://example.com"]')).toHaveCount(1);
    await expect(prose.locator('pre.shiki').first()).toBeVisible();
    await expect(prose.locator('pre.line-numbers')).toHaveCount(1);
    // A picture of the content's folder, as AVIF and WebP with its size, lazily.
    const picture = prose.locator('picture img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', /\d+/u);
    await expect(prose.locator('picture source[type="image/avif"]')).toHaveCount(1);
    // The header's nav leads back to the sections; the footer is there.
    for (const item of site.nav) await expect(page.locator('#site-menu').getByRole('link', { name: item.name })).toHaveAttribute('href', `/#${item.path}`);
    await expect(page.locator('footer').last()).toContainText(site.footer.credit);
    // The way on: the portfolio and the contact form.
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact');
  });

  test('previous and next link the posts in date order', async ({ page }) => {
    for (const [index, post] of posts.entries()) {
      await page.goto(postPath(post.slug));
      const older = posts[index + 1];
      const newer = posts[index - 1];
      const previous = page.locator('a[rel=prev]');
      const next = page.locator('a[rel=next]');
      if (older) await expect(previous).toHaveAttribute('href', postPath(older.slug));
      else await expect(previous).toHaveCount(0);
      if (newer) await expect(next).toHaveAttribute('href', postPath(newer.slug));
      else await expect(next).toHaveCount(0);
    }
  });
});

test('long code lines scroll inside their block, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, postPath(longest?.slug ?? ''));
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth, block: document.querySelector('pre.line-numbers')?.scrollWidth ?? 0 }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.block).toBeGreaterThan(widths.view);
});

// A shadow at an edge says more of the line (or the row) is hidden there; none where nothing is.
for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`a code block and a table that scroll show a shadow at the edge with more to see, in the ${theme} at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startInTheme(page, theme);
    await gotoHydrated(page, postPath(longest?.slug ?? ''));
    // The highlighter's background for the theme, and the page's.
    const codeBackground = theme === 'dark-theme' ? '--shiki-dark-bg' : '--shiki-light-bg';
    for (const [box, background] of [[page.locator('pre.line-numbers').first(), codeBackground], [page.locator('.prose .table-scroll').first(), '--bg']] as const) {
      await box.scrollIntoViewIfNeeded();
      const atStart = await edgeDistances(box, background);
      expect(atStart.start, `${background}: nothing hidden before the start`).toBeLessThan(6);
      expect(atStart.end, `${background}: more to see past the end`).toBeGreaterThan(12);
      await scrollToEnd(box);
      const atEnd = await edgeDistances(box, background);
      expect(atEnd.start, `${background}: scrolled, the start is hidden`).toBeGreaterThan(12);
      expect(atEnd.end, `${background}: scrolled to the end, nothing more`).toBeLessThan(6);
    }
    // A block whose lines all fit shows no shadow at either edge.
    for (const block of await page.locator('.prose pre').all()) {
      if (await block.evaluate((element) => element.scrollWidth > element.clientWidth)) continue;
      await block.scrollIntoViewIfNeeded();
      const edges = await edgeDistances(block, codeBackground);
      expect(Math.max(edges.start, edges.end), 'a block that does not scroll').toBeLessThan(6);
      return;
    }
    throw new Error('the fixture post has no code block short enough to fit a phone');
  });
}

// The edge shadows are background images, behind which axe does not judge a colour (it says
// "incomplete" for every token): this reads the colours as the page computes them instead.
for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`every token and line number of every code block reads at AA on its block's background, in the ${theme}`, async ({ page }) => {
    await startInTheme(page, theme);
    await gotoHydrated(page, postPath(longest?.slug ?? ''));
    const pairs = await page.locator('.prose pre').evaluateAll((blocks) =>
      blocks.flatMap((block) => {
        const background = getComputedStyle(block).backgroundColor;
        const tokens = [...block.querySelectorAll('span')].filter((span) => !span.querySelector('span') && span.textContent?.trim());
        const numbers = [...block.querySelectorAll('.line')].filter(() => block.classList.contains('line-numbers'));
        return [
          ...tokens.map((span) => ({ what: span.textContent ?? '', color: getComputedStyle(span).color, background })),
          ...numbers.map((line) => ({ what: 'a line number', color: getComputedStyle(line, '::before').color, background })),
        ];
      }),
    );
    expect(pairs.length, 'the fixture post has highlighted code').toBeGreaterThan(20);
    expect(pairs.some((pair) => pair.what === 'a line number'), 'and a block with line numbers').toBe(true);
    const below = pairs.filter((pair) => contrastRatio(hexOfComputed(pair.color), hexOfComputed(pair.background)) < 4.5).map((pair) => `${pair.what}: ${pair.color} on ${pair.background}`);
    expect([...new Set(below)]).toEqual([]);
  });
}

test('a table wider than a phone scrolls inside its own box, which the keyboard reaches and scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, postPath(longest?.slug ?? ''));
  const tables = await page.locator('.prose table').count();
  expect(tables).toBeGreaterThan(0);
  // Each table's box is a named region in the tab order, as a code block is.
  await expect(page.getByRole('region', { name: wordsOf(site.words, site.lang).writing.table, exact: true })).toHaveCount(tables);
  const widest = page.locator('.prose .table-scroll').first();
  await expect(widest).toHaveAttribute('tabindex', '0');
  const sizes = await widest.evaluate((box) => ({ box: box.clientWidth, table: box.scrollWidth, page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(sizes.table, 'the fixture\'s table is wider than a phone\'s column').toBeGreaterThan(sizes.box);
  expect(sizes.page).toBeLessThanOrEqual(sizes.view);
  // Code in a cell (a name, a command) stays on one line however narrow its column.
  const cellCode = page.locator('.prose :is(td, th) code');
  expect(await cellCode.count(), 'the fixture\'s table has code in a cell').toBeGreaterThan(0);
  for (const code of await cellCode.all()) expect(await code.evaluate((element) => element.getClientRects().length)).toBe(1);
  await widest.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => widest.evaluate((box) => Math.abs(box.scrollLeft))).toBeGreaterThan(0);
});

test('a task that wraps on a phone goes on under its text, not under its box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, postPath(longest?.slug ?? ''));
  // Where each line of each task's text starts, and where its box is.
  const tasks = await page.locator('.prose .task-list-item').evaluateAll((items) =>
    items.map((item) => {
      const box = item.querySelector('input')!.getBoundingClientRect();
      const range = document.createRange();
      range.setStartAfter(item.querySelector('input')!);
      range.setEnd(item, item.childNodes.length);
      // A line's start is the leftmost of the pieces (text, code, links) on it.
      const starts = new Map<number, number>();
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const line = Math.round(rect.top);
        starts.set(line, Math.min(starts.get(line) ?? Infinity, rect.left));
      }
      return { boxRight: box.right, lines: [...starts.values()].sort((a, b) => a - b) };
    }),
  );
  const wrapped = tasks.filter((task) => task.lines.length > 1);
  expect(wrapped.length, 'the fixture has a task long enough to wrap at 390 px').toBeGreaterThan(0);
  for (const task of wrapped) {
    // Every line starts past the box, within a few pixels of the first (the space after the box).
    expect(task.lines[0]).toBeGreaterThanOrEqual(task.boxRight);
    expect(task.lines.at(-1)! - task.lines[0]!).toBeLessThanOrEqual(6);
  }
});

test('raw HTML is sanitised: no script, no handler, no iframe, no javascript: link runs or stays', async ({ page }) => {
  if (unsafe === undefined) throw new Error('the fixture has no post with raw HTML');
  await gotoHydrated(page, postPath(unsafe.slug));
  const article = page.locator('article');
  await expect(article.locator('script, iframe, [onerror], [onclick], [style], a[href^="javascript:"]')).toHaveCount(0);
  await expect(article.locator('kbd')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("raw HTML naming the page's own properties and ids (document.getElementById, #theme-toggle) shadows none of them: the page hydrates and the theme switches", async ({ page }) => {
  if (unsafe === undefined) throw new Error('the fixture has no post with raw HTML');
  // The fixture's post has <img name="getElementById">, <a id="theme-toggle"> and their kin (issue 40).
  expect(unsafe.body).toMatch(/name="getElementById"/u);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await startInTheme(page, 'light-theme');
  await page.goto(postPath(unsafe.slug));
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 15_000 }).toBe('true');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  expect(await page.evaluate(() => [typeof document.getElementById, typeof document.querySelector, document.documentElement instanceof HTMLHtmlElement])).toEqual(['function', 'function', true]);
  expect(errors).toEqual([]);
});

test('the feeds load no picture from another site: a remote one is a link, the site\'s own are absolute', async ({ request }) => {
  const own = new URL(site.siteUrl!).origin;
  const feeds = await Promise.all(['/rss.xml', '/atom.xml', '/feed.json'].map(async (file) => (await request.get(file)).text()));
  const unescaped = feeds.join('\n').replace(/\\"/gu, '"').replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"').replace(/&amp;/gu, '&');
  const loaded = [...unescaped.matchAll(/<(?:img|source)\b[^>]*?\s(?:src|srcset)="([^"]*)"/gu)].map((match) => match[1] ?? '');
  expect(loaded.length).toBeGreaterThan(0);
  for (const address of loaded) expect(address.startsWith(`${own}/`), address).toBe(true);
  expect(unescaped).toContain('<a href="https://tracker.example/pixel.gif?reader=1">A tracking pixel</a>');
});

test('drafts are in no page, list, feed or sitemap of the build', async ({ page, request }) => {
  expect(drafts.length).toBeGreaterThan(0);
  for (const draft of drafts) {
    expect((await request.get(postPath(draft.slug))).status()).toBe(404);
    for (const file of ['/posts/', '/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml', '/']) {
      expect(await (await request.get(file)).text(), file).not.toContain(draft.slug);
    }
  }
  await page.goto('/posts/');
  for (const draft of drafts) await expect(page.getByText(draft.front.title ?? '')).toHaveCount(0);
});

test('the home page shows the latest three posts and links to all of them; a case study is its card\'s link', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#writing');
  await expect(section.locator('h3')).toHaveText(posts.slice(0, 3).map((post) => post.front.title));
  await expect(section.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/posts/');
  // Kept as pre-rendered: its summaries are in the HTML once, not again in the data for hydration.
  const data = await hydrationData(page);
  for (const post of posts.slice(0, 3)) expect(data).not.toContain(post.front.summary);
  for (const { text, project } of caseStudies) {
    if (project === undefined) throw new Error(`no project names the case study ${text.slug}`);
    await expect(page.locator('#work').getByRole('link', { name: new RegExp(project.title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u') })).toHaveAttribute('href', `/work/${text.slug}/`);
  }
});

test("a case study has the project's title, its link and, without a cover of its own, its picture if it has one", async ({ page }) => {
  expect(caseStudies.some(({ text }) => text.front.cover === undefined), 'the fixture has a case study without a cover').toBe(true);
  for (const { text, project } of caseStudies) {
    await gotoHydrated(page, `/work/${text.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.front.title ?? project?.title ?? '');
    await expect(page.locator(`article a[href="${project?.link}"]`)).toHaveCount(1);
    if (text.front.cover !== undefined || project === undefined) continue;
    const picture = page.locator('article .article-cover img');
    // A project with no picture gives its case study no cover: none is made up for it.
    if (project.image === undefined) {
      await expect(page.locator('article .article-cover')).toHaveCount(0);
      continue;
    }
    // The project's screenshot shows the work, so it keeps the project's alt text.
    await expect(picture).toHaveAttribute('alt', project.image.alt);
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

/** The scripts a page loads, by path, the late ones included. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  let pending = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    pending += 1;
  });
  const settled = () => void (pending -= 1);
  page.on('requestfinished', (request) => request.resourceType() === 'script' && settled());
  page.on('requestfailed', (request) => request.resourceType() === 'script' && settled());
  await gotoHydrated(page, url);
  await page.waitForLoadState('load');
  // The beacon's chunk is asked for at the first idle moment after `load` (entry-client.tsx), which
  // on a busy machine comes after the network has been quiet a while: an idle callback queued now
  // runs after the beacon's, so every script the page will ask for has been asked for when it does.
  await page.evaluate(() => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve(undefined))));
  await expect.poll(() => pending, { message: `${url}: scripts still loading` }).toBe(0);
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  page.removeAllListeners('requestfailed');
  return scripts;
}

test("a post loads no script the home page does not, and its text travels once: the header's data holds none of it", async ({ page }) => {
  const home = await scriptsOf(page, '/');
  const post = longest;
  const scripts = await scriptsOf(page, postPath(post?.slug ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(home).toContain(script);
  const data = await hydrationData(page);
  const sentence = post?.body.split('\n').find((line) => line.length > 60 && /^[A-Z]/u.test(line)) ?? '';
  expect(sentence.length).toBeGreaterThan(0);
  expect(data).not.toContain(sentence.slice(0, 40));
  expect(data).not.toContain(post?.front.summary);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // A page arrives in pieces; a row laid out before its last control would move its nav aside as
  // the rest came in (a layout shift in the bench's desktop runs). The row of a page cut off before
  // its menu button shows the link home and nothing else; the whole page shows all of it.
  test('a long-form page cut off inside its header shows neither the nav nor the controls until the row is whole', async ({ page, request }) => {
    for (const path of ['/posts/', postPath(longest?.slug ?? ''), `/work/${caseStudies[0]?.text.slug ?? ''}/`]) {
      const html = await (await request.get(path)).text();
      const cut = html.lastIndexOf('<button', html.indexOf('aria-controls="site-menu"'));
      expect(cut, `${path} has a menu button`).toBeGreaterThan(0);
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }), { times: 1 });
      await page.goto(path);
      const row = page.locator('[data-header-row]');
      await expect(row.getByRole('link').first(), path).toBeVisible();
      await expect(row.getByRole('navigation'), path).toBeHidden();
      await expect(page.locator('[data-header-controls]'), path).toBeHidden();
      await gotoHydrated(page, path);
      await expect(row.getByRole('navigation'), path).toBeVisible();
      await expect(page.locator('[data-header-controls]'), path).toBeVisible();
    }
  });
});

for (const width of [768, 900, 1024, 1440]) {
  test(`a post's header holds its row at ${width} px as the home page's does: every nav link reachable, nothing past the window`, async ({ page }) => {
    const post = longest;
    if (post === undefined) throw new Error('the fixture has no posts');
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, postPath(post.slug));
    // The row's items fit inside it (src/lib/header-fit.ts fits it here too), and the page does not scroll sideways.
    const overflow = await page.locator('header > div').evaluate((row) => row.scrollWidth - row.clientWidth);
    expect(overflow).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await openMenuIfShown(page, wordsOf(site.words, site.lang));
    const links = page.getByRole('banner').getByRole('navigation', { name: wordsOf(site.words, site.lang).page.navLabel }).getByRole('link');
    await expect(links).toHaveCount(site.nav.length);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });
}

test('the header is live on a post: the theme switches, code recolours, and copy buttons show', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startInTheme(page, 'light-theme');
  await gotoHydrated(page, postPath(longest?.slug ?? ''));
  const code = page.locator('pre.shiki span[class^="c-"]').first();
  const light = await code.evaluate((element) => getComputedStyle(element).color);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/u);
  await expect.poll(() => code.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
  const copy = page.locator('button[data-copy-code]').first();
  await expect(copy).toHaveText('Copy code');
  await copy.hover();
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('import');
});

test('on a post and a case study, a theme switch changes every colour at once: no element fades', async ({ page }) => {
  // With motion allowed (not startInTheme): under reduced motion no transition starts at all.
  await page.addInitScript(() => localStorage.setItem('theme', 'light-theme'));
  for (const path of [postPath(longest?.slug ?? ''), `/work/${caseStudies[0]?.text.slug ?? ''}/`]) {
    await gotoHydrated(page, path);
    expect(await transitionsOfThemeSwitch(page, 'Switch to dark theme'), path).toEqual([]);
  }
});

test('a post in several languages: each page in its language, hreflang between them, the switcher to each, right to left in Arabic', async ({ page }) => {
  const post = multilingualPost;
  if (post === undefined) throw new Error('the fixture has no translated post');
  const versions = translationsOf(post.slug);
  await gotoHydrated(page, postPath(post.slug));
  const hreflangs = await page.locator('link[rel=alternate][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(hreflangs.sort()).toEqual([site.lang, ...versions.map((version) => version.lang ?? ''), 'x-default'].sort());
  for (const version of versions) {
    const lang = version.lang ?? '';
    await gotoHydrated(page, postPath(post.slug, lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.front.title);
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expect(await page.locator('.prose p').first().evaluate((element) => getComputedStyle(element).direction)).toBe(dir);
    // Code stays left to right inside a right-to-left page.
    if (await page.locator('pre').count()) expect(await page.locator('pre').first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await expect(page.locator(`a[hreflang="${site.lang}"]`)).toHaveAttribute('href', postPath(post.slug));
  }
  // The dates in the page's language.
  await page.goto(postPath(post.slug, 'de'));
  const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${post.front.date}T00:00:00Z`));
  await expect(page.locator('.article-meta time').first()).toHaveText(day);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(languages.de.lang).toBe('de');
});

test('a post has its canonical address, a BlogPosting and the feeds in its head; every page has the feeds', async ({ page }) => {
  const post = longest;
  await page.goto(postPath(post?.slug ?? ''));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new URL(postPath(post?.slug ?? ''), site.siteUrl).toString());
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(json).toMatchObject({ '@type': 'BlogPosting', headline: post?.front.title, datePublished: post?.front.date, author: { name: site.owner.name } });
  expect(json.dateModified).toBe(post?.front.updated ?? post?.front.date);
  for (const url of ['/', '/posts/', postPath(post?.slug ?? '')]) {
    await page.goto(url);
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) await expect(page.locator(`head link[rel=alternate][type="${type}"]`)).toHaveCount(1);
  }
});

test('the feeds parse: RSS 2.0 and Atom as XML with their required elements, JSON Feed 1.1, every post in full with absolute addresses', async ({ page, request }) => {
  await page.goto('/');
  for (const [lang, expected] of [['', posts.length], ...Object.keys(languages).map((lang) => [lang, posts.filter((post) => translationsOf(post.slug).some((version) => version.lang === lang)).length] as const)] as const) {
    const folder = lang ? `/${lang}/` : '/';
    const rss = await (await request.get(`${folder}rss.xml`)).text();
    const atom = await (await request.get(`${folder}atom.xml`)).text();
    const parsed = await page.evaluate(
      ([rssText, atomText]: [string, string]) => {
        const parse = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
        const r = parse(rssText);
        const a = parse(atomText);
        const items = [...r.querySelectorAll('channel > item')];
        const entries = [...a.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
        return {
          errors: r.getElementsByTagName('parsererror').length + a.getElementsByTagName('parsererror').length,
          version: r.documentElement.getAttribute('version'),
          channel: ['title', 'link', 'description'].every((name) => r.querySelector(`channel > ${name}`)?.textContent),
          items: items.length,
          itemsComplete: items.every((item) => ['title', 'link', 'guid', 'pubDate'].every((name) => item.querySelector(name)?.textContent)),
          links: items.map((item) => item.querySelector('link')?.textContent ?? ''),
          atomRoot: a.documentElement.localName,
          atomHead: ['id', 'title', 'updated'].every((name) => a.documentElement.getElementsByTagNameNS('http://www.w3.org/2005/Atom', name)[0]?.textContent),
          entries: entries.length,
          entriesComplete: entries.every((entry) => ['id', 'title', 'updated', 'content'].every((name) => entry.getElementsByTagNameNS('http://www.w3.org/2005/Atom', name)[0]?.textContent)),
        };
      },
      [rss, atom] as [string, string],
    );
    expect(parsed).toMatchObject({ errors: 0, version: '2.0', channel: true, items: expected, itemsComplete: true, atomRoot: 'feed', atomHead: true, entries: expected, entriesComplete: true });
    for (const link of parsed.links) expect(link.startsWith(site.siteUrl!)).toBe(true);
    const feed = (await (await request.get(`${folder}feed.json`)).json()) as { version: string; items: { id: string; url: string; content_html: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items).toHaveLength(expected);
    for (const item of feed.items) {
      expect(item.url.startsWith(site.siteUrl!)).toBe(true);
      expect(item.content_html).not.toMatch(/ (?:src|href)="\//u);
    }
  }
});

test('the sitemap names each post with the day it last changed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const post of posts) {
    const loc = new URL(postPath(post.slug), site.siteUrl).toString();
    expect(sitemap).toContain(`<loc>${loc}</loc>\n    <lastmod>${post.front.updated ?? post.front.date}</lastmod>`);
  }
});

test('npm start serves a post with and without its trailing slash', async ({ request }) => {
  const slug = posts[0]?.slug ?? '';
  const bare = await request.get(`/posts/${slug}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(`/posts/${slug}/`);
  expect((await request.get('/posts')).status()).toBe(200);
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  for (const width of [1440, 390]) {
    test(`a post, a case study and the list have no axe violations in the ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await startInTheme(page, theme);
      for (const url of [postPath(longest?.slug ?? ''), `/work/${caseStudies[0]?.text.slug ?? ''}/`, '/posts/', postPath(multilingualPost?.slug ?? '', 'ar')]) {
        await gotoHydrated(page, url);
        await expectNoViolations(page, `${url} ${theme} ${width}`);
      }
    });
  }
}
