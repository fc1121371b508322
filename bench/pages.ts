import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isExecutableType } from '../server/site/inline-blocks';
import type { PageId } from './types';

/** The physical limit: what a browser needs for one heading and one paragraph, no CSS, no JS. */
export const PLAIN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain</title></head>' +
  '<body><h1>Plain reference</h1><p>One heading and one paragraph.</p></body></html>';

/** File names inside the built folder; the server indexes every root file, so these are served too. */
export const PAGE_FILES: Record<PageId, string> = {
  ours: 'index.html',
  'no-script': 'bench-noscript.html',
  plain: 'bench-plain.html',
};

/** The URL path each page is served at (`/` is how visitors reach index.html). */
export const PAGE_PATHS: Record<PageId, string> = {
  ours: '/',
  'no-script': `/${PAGE_FILES['no-script']}`,
  plain: `/${PAGE_FILES.plain}`,
};

const SCRIPT_BLOCK = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>\s*/giu;
const LINK_TAG = /<link\b([^>]*)>\s*/giu;
// An inline classic script that fetches code is the app's loader, not content (a loader that waits
// for first paint would otherwise survive the strip and the "no-script" page would still run the app).
const LOADS_CODE = /\bimport\s*\(|createElement\(\s*['"]script['"]|\.m?js['"?#]/u;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'iu').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
}

function loadsAppCode(attributes: string, body: string): boolean {
  if (attribute(attributes, 'src') !== undefined) return true;
  const type = attribute(attributes, 'type') ?? '';
  if (type === 'module' || type === 'importmap') return true;
  // Data blocks (application/ld+json…) stay with the content.
  return isExecutableType(type) && LOADS_CODE.test(body);
}

function preloadsScript(attributes: string): boolean {
  const rel = (attribute(attributes, 'rel') ?? '').split(/\s+/u);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(attributes, 'as') === 'script');
}

/**
 * The built page minus everything that loads the app's JavaScript: module scripts, external
 * scripts, module preloads and inline loaders. The inline theme script and JSON-LD stay, because
 * they are part of the content's first paint (and are tiny); the server's CSP allows them by hash,
 * which still matches since they are unchanged.
 */
export function stripAppScripts(html: string): string {
  return html
    .replace(SCRIPT_BLOCK, (whole, attributes: string, body: string) => (loadsAppCode(attributes, body) ? '' : whole))
    .replace(LINK_TAG, (whole, attributes: string) => (preloadsScript(attributes) ? '' : whole));
}

/**
 * Writes the two reference pages beside the built index.html (of `page`, a language's folder such
 * as 'de/', when given; its no-script copy under `noScriptFile`); call before the server starts.
 */
export async function writeReferencePages(distDir: string, page = '', noScriptFile = PAGE_FILES['no-script']): Promise<void> {
  const index = await readFile(path.join(distDir, page, PAGE_FILES.ours), 'utf8');
  await writeFile(path.join(distDir, noScriptFile), stripAppScripts(index));
  await writeFile(path.join(distDir, PAGE_FILES.plain), PLAIN_PAGE);
}

/**
 * The pages in the order of run `run` (1-based): each run starts with the next page, so whatever
 * the first load of a round costs is not charged to one page every time. (The same bytes served
 * at two URLs, measured in a fixed order with applied throttling, gave 866 and 775 ms median LCP
 * over three runs: differences of a few percent are within this machine's noise.)
 */
export function inRunOrder<T>(pages: readonly T[], run: number): T[] {
  const shift = pages.length === 0 ? 0 : (run - 1) % pages.length;
  return [...pages.slice(shift), ...pages.slice(0, shift)];
}
