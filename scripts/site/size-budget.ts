import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Issue 6's first-load budgets, gzip bytes (1 kB = 1000 bytes). */
export const BUDGET = { js: 80_000, css: 15_000, total: 300_000 } as const;

/**
 * Issue 24: the first flight of a new connection, ten TCP segments (about 14 kB). A page whose
 * HTML (CSS inlined) fits paints its first screen after one round trip.
 */
export const FIRST_FLIGHT_BYTES = 14_000;

/**
 * `content`: the gzip bytes of the page's content file (JSON) the loader fetches beside the script,
 * at `contentFile`; `fonts`: the bytes of the faces its inline CSS names (issue 42).
 */
export type FirstLoad = { html: number; css: number; js: number; content: number; images: number; fonts: number; total: number; files: string[]; contentFile?: string };

export const gzipBytes = (data: string | Buffer): number => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * What a first visit downloads, worked out from the built page itself: the HTML (with its inlined
 * CSS), every stylesheet it links, the entry script its loader adds plus the modules that script
 * imports statically, the hero picture it preloads (the largest, as on a 2x phone), and every face
 * its @font-face rules name (each is cut to the page's characters, so the page draws them all).
 */
export function firstLoad(distDir: string, base = '/', page = ''): FirstLoad {
  const read = (url: string) => readFileSync(path.join(distDir, url.slice(base.length)));
  // `page`: a language's page ('de/'), whose HTML is in its folder and whose files are the site's.
  const html = readFileSync(path.join(distDir, page, 'index.html'), 'utf8');
  const files: string[] = [`${page}index.html`];

  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/gu)].map((m) => m[1] ?? '').join('');
  const linkedCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/gu)].map((m) => m[1] ?? '');
  // Inline CSS already travels inside the HTML; linked sheets are extra bytes on the wire.
  const linkedCssBytes = linkedCss.reduce((sum, url) => sum + gzipBytes(read(url)), 0);
  const css = (inlineCss ? gzipBytes(inlineCss) : 0) + linkedCssBytes;
  files.push(...linkedCss);

  const entry = /s\.src="([^"]+)"/u.exec(html)?.[1] ?? /<script type="module"[^>]*src="([^"]+)"/u.exec(html)?.[1];
  if (!entry) throw new Error('size-budget: no entry script found in index.html');
  const scripts = staticImports(entry, read, base);
  const js = scripts.reduce((sum, url) => sum + gzipBytes(read(url)), 0);
  files.push(...scripts);

  const contentFile = /fetch\("([^"]+\.json)"\)/u.exec(html)?.[1];
  const content = contentFile ? gzipBytes(read(contentFile)) : 0;
  if (contentFile) files.push(contentFile);

  const preload = /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"/u.exec(html)?.[1] ?? '';
  const hero = preload.split(',').map((s) => s.trim().split(' ')[0] ?? '').filter(Boolean).at(-1);
  // Images are already compressed; they travel as they are.
  const images = hero ? read(hero).length : 0;
  if (hero) files.push(hero);

  // WOFF2 is compressed already: its bytes are what travels.
  const faces = [...new Set([...inlineCss.matchAll(/url\(([^)]+\.woff2)\)/gu)].map((m) => m[1] ?? ''))];
  const fonts = faces.reduce((sum, url) => sum + read(url).length, 0);
  files.push(...faces);

  const htmlBytes = gzipBytes(html);
  const total = htmlBytes + linkedCssBytes + js + content + images + fonts;
  return { html: htmlBytes, css, js, content, images, fonts, total, files, ...(contentFile ? { contentFile } : {}) };
}

/** The entry chunk and, transitively, the chunks it imports statically (dynamic imports load later). */
function staticImports(entry: string, read: (url: string) => Buffer, base: string): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = read(url).toString('utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/gmu)) {
      visit(`${base}assets/${match[1] ?? ''}`);
    }
  };
  visit(entry);
  return [...seen];
}
