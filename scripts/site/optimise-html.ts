/**
 * Post-processing of the pre-rendered page for first paint. Measured reasons in
 * docs/decisions/004-first-paint.md and 006-what-paints-first-on-phones.md: the stylesheet is
 * inlined (one blocking request fewer), the app's module script is requested only once the first
 * contentful paint is reported so it never competes with the content for bandwidth, and the hero
 * picture is preloaded on wide screens.
 */
import { PAGE_CONTENT_GLOBAL } from './page-content';

export type Stylesheet = { href: string; css: string };

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/gu;
const MODULE_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/u;

/** The stylesheet links in the page, so the caller can read the files. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
}

export function inlineStylesheets(html: string, sheets: Stylesheet[]): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const sheet = sheets.find((s) => s.href === href);
    // `</style` cannot appear in CSS that Tailwind writes, but never let it end the element early.
    return sheet ? `<style>${sheet.css.replace(/<\/style/giu, '<\\/style')}</style>` : tag;
  });
}

/** How long after `load` the loader gives up waiting for a paint report and loads anyway. */
export const LOADER_SAFETY_MS = 3000;

/**
 * Swaps Vite's `<script type="module" src>` for a loader that requests it only once the browser
 * reports the first contentful paint, so the script never competes with the content that paints
 * first (a browser without paint timing loads it at once). On a real network the first paint comes
 * well before the load event, so the page is interactive by then; only on loopback, where the
 * whole page loads within a frame, can `load` fire first. `content`: the page's content file, which
 * the loader fetches at the same moment (its promise in `window.__folioContent`).
 */
export function deferModuleScript(html: string, content?: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) throw new Error('optimise-html: the built page has no module script to defer');
  const src = JSON.stringify(match[1]);
  const loader =
    `<script id="app-loader">(function(){var done=0;function go(){if(done)return;done=1;` +
    // The page's content (scripts/site/page-content.ts), fetched beside the script, not after it.
    (content === undefined ? '' : `window.${PAGE_CONTENT_GLOBAL}=fetch(${JSON.stringify(content)}).then(function(r){if(!r.ok)throw Error(r.status+" "+r.url);return r.json()});`) +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${src};document.head.appendChild(s);}` +
    `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
    `new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)})` +
    `.observe({type:"paint",buffered:true});` +
    // A safety net for a page that never reports a paint; it is seconds after load, never before.
    `addEventListener("load",function(){setTimeout(go,${LOADER_SAFETY_MS})})})()</script>`;
  return html.replace(MODULE_SCRIPT, '').replace('</body>', `  ${loader}\n  </body>`);
}

/** Where the hero picture is the largest paint, so preloading it helps (see preloadHeroImage). */
export const HERO_PRELOAD_MEDIA = '(min-width: 48rem)';

/**
 * Preloads the hero picture (the first AVIF <source>) where it is the largest paint: on wide
 * screens. On phones the intro text is the LCP element, and an image fetched before it paints
 * would only delay it, so there the picture loads lazily after the first paint.
 */
export function preloadHeroImage(html: string): string {
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/?>/u.exec(html);
  if (!source) return html;
  const link = `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" media="${HERO_PRELOAD_MEDIA}" fetchpriority="high" />`;
  return html.replace('</title>', `</title>\n    ${link}`);
}

/**
 * Tailwind's fallback for browsers without `@property` (before Safari 16.4 and Firefox 128): a
 * block that sets every utility variable's initial value on every element. The browsers Tailwind 4
 * supports, and the three engines the tests run, register the same values with `@property`
 * instead, so the block is 1.5 kB (0.35 kB gzip) of every page's first flight that does nothing.
 */
const PROPERTY_FALLBACK = /@layer properties\{@supports [^{]+\{\*,:before,:after,::backdrop\{[^{}]*\}\}\}/u;

export function dropPropertyFallback(css: string): string {
  return css.replace(PROPERTY_FALLBACK, '');
}

/**
 * The page's faces (each first-screen face's main file, decision 059), fetched from the head before
 * the sheet asks for them. Ahead of the head's first <noscript> as well as its first <style>: a link inside
 * <noscript> is text to a browser that runs scripts, and preloads nothing there.
 */
export function preloadFonts(html: string, hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
  if (links === '') return html;
  const head = html.indexOf('</head>');
  const at = html.slice(0, head === -1 ? html.length : head).search(/<(?:noscript|style)\b/u);
  if (at === -1) throw new Error('optimise-html: the page has no <style> in its head to preload its faces before');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

