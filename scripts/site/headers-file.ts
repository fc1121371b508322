import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiOrigin } from '../../server/site/form-target';
import { securityHeaders } from '../../server/site/security-headers';

/** A page of the build: its folder under the base ('' for the home page, 'de/', 'posts/hello/') and its HTML. */
export type BuiltPage = { folder: string; html: string };

const CSP = 'Content-Security-Policy';

/**
 * A `_headers` file (Netlify / Cloudflare Pages format) with the headers `npm start` sends
 * (server/site/static-site.ts): the security headers for everything, and for each page its own
 * Content-Security-Policy, which allows that page's inline code and no other page's, never
 * cached. One policy for every page would grow by a hash or two with every post and pass
 * Cloudflare's 2,000 characters a line within a dozen posts. Hosts that read this file give a
 * path every matching rule's headers, joining two of a name into one value (two policies, both
 * enforced), so the catch-all rule has no policy: a page's comes from its own rule only, and the
 * hashed assets' (no inline code at all) from theirs.
 */
export function headersFile(pages: readonly BuiltPage[], base: string, apiHost?: string): string {
  const policyOf = (html: string) => pageHeaders(html, apiHost);
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  const { [CSP]: strict = '', ...common } = policyOf('');
  const lines = [...block(`${base}*`, common), ...block(`${base}assets/*`, { [CSP]: strict, 'Cache-Control': 'public, max-age=31536000, immutable' })];
  for (const page of [...pages].sort((a, b) => a.folder.localeCompare(b.folder))) {
    const policy = policyOf(page.html)[CSP] ?? strict;
    // The page at its folder, as every link names it, and by its file's name, which some hosts also serve.
    for (const path of [`${base}${page.folder}`, `${base}${page.folder}index.html`]) lines.push(...block(path, { [CSP]: policy, 'Cache-Control': 'no-cache' }));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The headers a page is sent: its inline code allowed by hash, its form allowed to reach the API
 * the build names. One function for `_headers` and for the policy a page carries in its own HTML
 * where the host ignores that file (scripts/site/meta-policy.ts), so the two never differ.
 */
export function pageHeaders(html: string, apiHost?: string): Record<string, string> {
  const origin = apiOrigin(apiHost);
  return securityHeaders(html, { connectSrc: origin ? [origin] : [] });
}

/** How many rules Cloudflare Pages reads from a `_headers` file. */
export const CLOUDFLARE_HEADER_RULES = 100;

/** The rules of a `_headers` file: each starts with its path, unindented. */
export function headerRules(file: string): number {
  return file.split('\n').filter((line) => line.startsWith('/') || /^https?:/u.test(line)).length;
}

/** Every page the build wrote into `dist` (each folder's index.html), the owner's page apart. */
export async function builtPages(dist: string): Promise<BuiltPage[]> {
  const files = (await readdir(dist, { recursive: true })).map((file) => file.split(path.sep).join('/'));
  const pages = files.filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !file.startsWith('owner/'));
  return Promise.all(pages.map(async (file) => ({ folder: file.slice(0, -'index.html'.length), html: await readFile(path.join(dist, file), 'utf8') })));
}
