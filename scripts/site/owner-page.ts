/**
 * The owner's page (/owner/, src/owner/) is a second Vite build of its own, never one of the site's
 * pages: no pre-render, no sitemap or feed entry, no place in the site's CSP. It is written to
 * dist/owner/ and served by the service (server/owner/page/) under a policy with no inline code
 * at all, so what the site inlines comes here as files: the theme's boot script (a blocking
 * classic script in <head>, so the page never flashes the wrong theme), the owner's accent
 * palette and the icon. See docs/decisions/032-the-owners-page.md.
 */
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { SiteContent } from '../../contract/content-schema';
import { OWNER_PAGE_PATH } from '../../contract/owner-api';
import { ownerSpeech } from '../../contract/owner-folio-words';
import { themeBootScript } from '../../src/lib/theme';
import { chosenDesign, designPieceFile } from '../designs/design-pieces';
import { designFonts, pageCharacters, pageFontsWriter, type PageFonts } from '../fonts/page-fonts';
import { faviconSvg } from '../images/build-icons';
import { textDirection } from '../languages/languages';
import { accentCss, accentOf } from '../colour/accent';
import { escapeHtml } from '../html/head-tags';

/** A file the page links, named by its content so the service may cache it for good. */
function hashed(stem: string, extension: string, source: string): { fileName: string; source: string } {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/${stem}-${hash}.${extension}`, source };
}

/**
 * The files the site would inline, as files, and the tags in <head> that load them. `fontCss`: the
 * design's faces for the page (pageFontsWriter's rules), in the accent's sheet, so the inbox is set as the site is.
 */
export function ownerPageFiles(site: SiteContent, fontCss = ''): { files: { fileName: string; source: string }[]; tags: HtmlTagDescriptor[] } {
  const theme = hashed('theme', 'js', `${themeBootScript(site.defaultTheme)}\n`);
  const accent = hashed('accent', 'css', `${accentCss(site)}${fontCss}\n`);
  const icon = hashed('icon', 'svg', faviconSvg(site.owner.initials, accentOf(site)));
  const at = (file: string) => `${OWNER_PAGE_PATH}${file}`;
  return {
    files: [theme, accent, icon],
    tags: [
      // First in <head>, before any sheet: the class it sets on <html> is there for the first paint.
      { tag: 'script', attrs: { src: at(theme.fileName) }, injectTo: 'head-prepend' },
      { tag: 'link', attrs: { rel: 'stylesheet', href: at(accent.fileName) }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: at(icon.fileName) }, injectTo: 'head' },
    ],
  };
}

/** What <html> and <title> say: the page's language, its direction, and its title in it. */
export type OwnerPageLanguage = { lang: string; dir: 'ltr' | 'rtl'; title: string };

/**
 * The owner's page is in the site's language (site.lang) when folio ships the page's words in it
 * (contract/owner-folio-words.ts), else in English, and says which: the page reads its words for
 * <html lang> as it starts (src/owner/main.tsx), so the attribute and the words always agree.
 */
export async function ownerPageLanguage(site: SiteContent): Promise<OwnerPageLanguage> {
  const { lang, words } = await ownerSpeech(site.lang);
  return { lang, dir: textDirection(lang), title: words.shell.title };
}

/** src/owner/index.html with the page's language, direction and title (written there in English). */
export function localisedOwnerHtml(html: string, { lang, dir, title }: OwnerPageLanguage): string {
  const htmlTag = /<html lang="[^"]*"/u;
  const titleTag = /<title>[^<]*<\/title>/u;
  if (!htmlTag.test(html) || !titleTag.test(html)) throw new Error('src/owner/index.html must keep <html lang="..."> and a <title>: the build writes the language and title into them.');
  return html.replace(htmlTag, `<html lang="${escapeHtml(lang)}" dir="${dir}"`).replace(titleTag, `<title>${escapeHtml(title)}</title>`);
}

function ownerHead(site: SiteContent, language: OwnerPageLanguage, fonts: PageFonts): Plugin {
  const { files, tags: own } = ownerPageFiles(site, fonts.css);
  // Each role's main file arrives with the page, as the site's (decision 059): `optional` draws a
  // face at first paint only if it is there.
  const tags = [...own, ...fonts.preloads.map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }))];
  return {
    name: 'folio-owner-head',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => ({ html: localisedOwnerHtml(html, language), tags }) },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },
  };
}

/**
 * The letters the inbox draws in the design's faces: its own words in its language, the owner's
 * name, and the Latin letters and punctuation of most messages. A message in another script is
 * drawn by the metric-matched fallback's system face: the page cannot know its letters at build time.
 */
export async function ownerPageCharacters(site: SiteContent): Promise<number[]> {
  const { words } = await ownerSpeech(site.lang);
  const latin = String.fromCodePoint(...Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) => 0x21 + index), ...Array.from({ length: 0xff - 0xa1 + 1 }, (_, index) => 0xa1 + index));
  // The words as JSON, as the site's pages pass their content file: every letter of every text.
  return pageCharacters(JSON.stringify(words), site.owner.name, latin, '–—‘’‚“”„…•€');
}

/** Builds src/owner/ into `<dist>/owner/`: index.html, hashed assets, and the design's faces cut for it. */
export async function buildOwnerPage(site: SiteContent, root: string, dist: string): Promise<void> {
  const outDir = path.join(dist, 'owner');
  const design = chosenDesign();
  const tokens = designPieceFile('tokens.css', design);
  if (tokens === undefined) throw new Error(`src/designs/${design}/tokens.css (or the default's) is missing: the inbox wears the design's colours`);
  const language = await ownerPageLanguage(site);
  // The faces are written into the page's folder before Vite builds it, so it must not empty it.
  await rm(outDir, { recursive: true, force: true });
  const fonts = await pageFontsWriter({ dist: outDir, base: OWNER_PAGE_PATH })(await designFonts(root, design), await ownerPageCharacters(site), language.lang);
  await build({
    configFile: false,
    root: path.join(root, 'src/owner'),
    base: OWNER_PAGE_PATH,
    logLevel: 'warn',
    publicDir: false,
    // Tailwind resolves a sheet's imports by aliases alone (vite.config.ts says the same of design.css).
    resolve: { alias: [{ find: '@design/tokens.css', replacement: tokens }] },
    plugins: [react(), tailwindcss(), ownerHead(site, language, fonts)],
    build: {
      outDir,
      emptyOutDir: false,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
    },
  });
  // The Worker uploads dist/ as its static assets (wrangler.jsonc).
  await writeFile(path.join(dist, '.assetsignore'), WORKER_ASSETS_IGNORE);
}

/**
 * dist/.assetsignore: what the Worker's upload leaves out. The Worker sends each page's headers
 * itself (server/runtimes/worker-site.ts), for every page where Cloudflare would read only the
 * `_headers` file's first hundred rules, and the build's stamp is no file of the site.
 */
export const WORKER_ASSETS_IGNORE = '_headers\n_redirects\n.folio-build.json\n';
