import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPages, pageHeaders } from './headers-file';

/**
 * The directives a browser ignores in a `<meta http-equiv>` policy (CSP 3, "Enforce the policy
 * in meta"), and names in a console error on every load when it finds them there: the page's
 * copy of its policy leaves them out, and keeps every other directive as the header has it.
 */
export const META_IGNORED_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

const CSP_META = /\s*<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/giu;
/** What the policy governs: nothing of these may come before it, or that one would escape it. */
const GOVERNED = /<(?:script|style|link)\b/iu;

/** `policy` as a page may carry it: the header's directives minus those a `<meta>` cannot set. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !META_IGNORED_DIRECTIVES.includes((directive.split(/\s+/u)[0] ?? '').toLowerCase()))
    .join('; ');
}

/** The page without a policy of its own (a second deploy of the same build finds the first's). */
export function withoutMetaPolicy(html: string): string {
  return html.replace(CSP_META, '');
}

/**
 * The page with `policy` as a `<meta http-equiv>` as early in its head as it can be: right after
 * `<meta charset>` (which must stay in the first 1,024 bytes), before every script, style and
 * stylesheet, since a meta policy governs only what the parser meets after it.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const bare = withoutMetaPolicy(html);
  const anchor = /<meta\s+charset\b[^>]*>/iu.exec(bare) ?? /<head\b[^>]*>/iu.exec(bare);
  if (anchor === null) throw new Error('meta-policy: the page has no <head> to carry its Content-Security-Policy');
  const at = anchor.index + anchor[0].length;
  if (GOVERNED.test(bare.slice(0, at))) throw new Error('meta-policy: a script or style comes before <meta charset>, where no policy in the page could govern it');
  const content = policy.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;');
  return `${bare.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${content}">${bare.slice(at)}`;
}

/**
 * For a host that ignores `_headers` (GitHub Pages): every page of the build in `dir` carries the
 * policy `_headers` gives it (scripts/site/headers-file.ts), in its own HTML. Only there: on a
 * host that sends the header, the copy would be some 300 poorly compressing bytes of hashes in
 * every page's first flight (decision 035). Returns how many pages it wrote.
 */
export async function writeMetaPolicies(dir: string, apiHost: string | undefined): Promise<number> {
  const pages = await builtPages(dir);
  await Promise.all(
    pages.map(({ folder, html }) => {
      const bare = withoutMetaPolicy(html);
      const policy = pageHeaders(bare, apiHost)['Content-Security-Policy'] ?? '';
      return writeFile(path.join(dir, folder, 'index.html'), withMetaPolicy(bare, metaPolicy(policy)));
    }),
  );
  return pages.length;
}
