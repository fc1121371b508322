import type { APIRequestContext } from '@playwright/test';
import { watchConsole } from '../support';
import { basePathOf, expect, test } from '../any-owner/any-owner-test';

/** The addresses a page names: its links, its head's links, its pictures (every srcset candidate), its scripts, its share picture. */
const NAMED = `
  [...document.querySelectorAll('a[href], link[href]')].map((el) => el.getAttribute('href'))
    .concat([...document.querySelectorAll('img[src], script[src]')].map((el) => el.getAttribute('src')))
    .concat([...document.querySelectorAll('img[srcset], source[srcset], link[imagesrcset]')].flatMap((el) =>
      (el.getAttribute('srcset') ?? el.getAttribute('imagesrcset') ?? '').split(',').map((part) => part.trim().split(' ')[0])))
    .concat([...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map((el) => el.getAttribute('content')))
    .filter(Boolean)`;

/**
 * The addresses on `origin` a file names in its text: a feed (its posts' HTML escaped in XML, or
 * quoted in JSON), llms.txt's Markdown, the sitemap. An address ends where its quoting does.
 */
const absoluteUrls = (text: string, origin: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>)\]&\\]+/gu)].map((match) => new URL(match[0])).filter((url) => url.origin === origin);

/**
 * A GitHub Pages project site lives under /<repository>/, and nothing of it is at the host's root
 * (issue 43): every page the sitemap lists, in every language, is served under that path with every
 * file it loads and every address it names (its links, pictures, scripts, fonts, icons, feeds,
 * manifest, llms.txt, canonical and language links), and none is asked of the root.
 */
test('every page under the sub-path loads all it needs from there, and all it names is served there', async ({ page, request, site, e2eSite }) => {
  test.slow();
  const base = basePathOf(e2eSite);
  const local = new URL(test.info().project.use.baseURL ?? '').origin;
  // The owner's domain, where the canonical links, the sitemap and the feeds name the pages.
  const domain = site.siteUrl === undefined ? local : new URL(site.siteUrl).origin;
  const problems = watchConsole(page);
  const failed: string[] = [];
  const outside: string[] = [];
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()} (on ${page.url()})`));
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === local && !url.pathname.startsWith(base)) outside.push(`${url.pathname} (on ${page.url()})`);
  });

  const sitemap = await (await request.get(`${base}sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => new URL(match[1] ?? ''));
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(1);
  const named = new Set<string>();
  const name = (address: string, from: string) => {
    const url = new URL(address, from);
    if (url.origin !== local && url.origin !== domain) return;
    // On the owner's domain or here, the same path: this server is the host the domain points at.
    named.add(new URL(`${url.pathname}${url.search}`, local).href);
  };

  for (const loc of listed) {
    expect(loc.pathname, `${loc.href} is under ${base}`).toMatch(new RegExp(`^${base}`, 'u'));
    const answer = await page.goto(new URL(loc.pathname, local).href);
    expect(answer?.status(), loc.pathname).toBe(200);
    // Each page is its own canonical address, as the sitemap names it.
    await expect(page.locator('link[rel="canonical"]'), loc.pathname).toHaveAttribute('href', loc.href);
    for (const address of (await page.evaluate(NAMED)) as string[]) name(address, page.url());
  }

  // The texts the pages link: each address on the owner's domain they name is under the path too.
  const texts = [...named].filter((address) => /\.(xml|json|txt|webmanifest)$/u.test(new URL(address).pathname));
  for (const address of texts) {
    const text = await (await request.get(address)).text();
    for (const url of absoluteUrls(text, domain)) name(url.href, address);
    // The manifest names its start, its scope and its icons by path.
    if (address.endsWith('.webmanifest')) {
      const manifest = JSON.parse(text) as { start_url: string; scope: string; icons: { src: string }[] };
      for (const path of [manifest.start_url, manifest.scope, ...manifest.icons.map((icon) => icon.src)]) name(path, address);
    }
  }
  const unserved = await unservedOf([...named], request);
  expect.soft(outside, 'asked of the host outside the sub-path').toEqual([]);
  expect.soft([...named].filter((address) => !new URL(address).pathname.startsWith(base)), 'named outside the sub-path').toEqual([]);
  expect.soft(unserved, 'named and not served').toEqual([]);
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * The addresses that do not answer 200 themselves (a redirect is a link that misses its page). One
 * at a time: the service takes only so many connections from one client at once.
 */
async function unservedOf(addresses: string[], request: APIRequestContext): Promise<string[]> {
  const unserved: string[] = [];
  for (const address of addresses) {
    const status = (await request.head(address, { maxRedirects: 0 })).status();
    if (status !== 200) unserved.push(`${status} ${address}`);
  }
  return unserved;
}
