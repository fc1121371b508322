import { vnuErrors } from '../vnu';
import { basePathOf, expect, test } from './any-owner-test';

/**
 * Every page a server publishes, read from its sitemap as a crawler would, and the owner's page,
 * checked by the W3C's Nu Html Checker. Once per server (its default language's project): the
 * sitemap lists every language's pages.
 */
test("every page the sitemap lists, and the owner's, is valid HTML (the W3C Nu Html Checker finds no error)", async ({ e2eSite, request }) => {
  test.skip(e2eSite.path !== '', 'the default language’s project checks every page of this server');
  test.slow();
  const sitemap = await (await request.get(`${basePathOf(e2eSite)}sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => new URL(match[1] ?? '').pathname);
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(0);
  // And the owner's page, which no sitemap lists (it is noindex), as the service serves it; a
  // static host's build has none (scripts/deploy/pages.ts).
  const pages = [...listed, ...(e2eSite.pages ? [] : ['/owner/'])];
  const documents = await Promise.all(
    pages.map(async (pagePath) => {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      return { label: pagePath, html: await response.body() };
    }),
  );
  expect(await vnuErrors(documents)).toEqual([]);
});
