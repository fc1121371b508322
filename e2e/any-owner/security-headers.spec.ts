import { readFileSync } from 'node:fs';
import path from 'node:path';
import { basePathOf, expect, test } from './any-owner-test';

/** The Content-Security-Policy each path of a `_headers` file gets (only exact paths: the pages). */
function policies(file: string): Map<string, string> {
  const found = new Map<string, string>();
  let rule = '';
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) rule = line;
    else if (line.trim().startsWith('Content-Security-Policy: ')) found.set(rule, line.trim().slice('Content-Security-Policy: '.length));
  }
  return found;
}

/**
 * Every page the sitemap lists gets the same policy from `npm start` and from `dist/_headers` (what
 * Netlify and Cloudflare Pages send), and that policy allows the page's own inline code: its inline
 * scripts run (the theme is applied, the header fitted, the app hydrated) with no CSP violation.
 */
test('each page gets one policy from npm start and from dist/_headers alike, and runs under it', async ({ e2eSite, request, page }) => {
  test.skip(e2eSite.path !== '', 'the default language’s project checks every page of this server');
  test.slow();
  const headersFile = policies(readFileSync(path.join(e2eSite.outDir, '_headers'), 'utf8'));
  const sitemap = await (await request.get(`${basePathOf(e2eSite)}sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => new URL(match[1] ?? '').pathname);
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(0);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    window.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const pagePath of listed) {
    const served = (await request.get(pagePath)).headers()['content-security-policy'];
    expect(served, pagePath).toBeTruthy();
    expect(headersFile.get(pagePath), `dist/_headers for ${pagePath}`).toBe(served);
    await page.goto(pagePath);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), pagePath).toEqual([]);
  }
});
