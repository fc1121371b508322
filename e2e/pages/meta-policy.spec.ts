import { basePathOf, expect, test } from '../any-owner/any-owner-test';

/** What `npm start` sends and GitHub Pages does not: the page's policy has to come from its HTML. */
const HEADERS_PAGES_NEVER_SENDS = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
]);

type Watched = Window & { __violations: string[]; __injected?: boolean };

/**
 * The Pages build served as GitHub Pages serves it, with none of our headers: every page the
 * sitemap lists runs its own inline code under the policy it carries in a <meta> (the theme is
 * applied, the app hydrated) with no CSP violation, and that policy is in force: a script the
 * page did not ship is refused.
 */
test('with no headers from the host, each page runs under the policy it carries, and only its own code runs', async ({ e2eSite, request, page }) => {
  test.skip(e2eSite.path !== '', 'the default language’s project checks every page of this server');
  test.slow();
  const sitemap = await (await request.get(`${basePathOf(e2eSite)}sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => new URL(match[1] ?? '').pathname);
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(1);
  await page.route('**/*', async (route) => {
    // A policy is the document's: what a script or a picture is sent with governs nothing here.
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !HEADERS_PAGES_NEVER_SENDS.has(name.toLowerCase())));
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Watched).__violations = seen;
    window.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as Watched).__violations);

  for (const pagePath of listed) {
    const answer = await page.goto(pagePath);
    expect(answer?.headers()['content-security-policy'], `${pagePath} is sent no policy header`).toBeUndefined();
    await expect(page.locator('head > meta[http-equiv="Content-Security-Policy"]'), pagePath).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await violations(), pagePath).toEqual([]);
  }

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = '(window).__injected = true;';
    document.head.append(script);
    return (window as unknown as Watched).__injected === true;
  });
  expect(ran, 'an inline script the page did not ship ran').toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/u));
});
