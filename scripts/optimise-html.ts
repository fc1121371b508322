/**
 * Post-processing of the pre-rendered page for first paint. Measured reasons in
 * docs/decisions/004-first-paint.md: the stylesheet is inlined (one blocking request fewer), the
 * app's module script is requested only after the first frame so it never competes with the
 * content for bandwidth, and the hero picture is preloaded.
 */

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

/**
 * Swaps Vite's `<script type="module" src>` for a loader that adds it after the first frame has
 * painted (requestAnimationFrame runs before the paint, the timeout after it). It is still added
 * before the load event, so the page is interactive by then.
 */
export function deferModuleScript(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) throw new Error('optimise-html: the built page has no module script to defer');
  const src = JSON.stringify(match[1]);
  const loader =
    `<script id="app-loader">requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${src};` +
    `document.head.appendChild(s)},0)})</script>`;
  return html.replace(MODULE_SCRIPT, '').replace('</body>', `  ${loader}\n  </body>`);
}

/** Preloads the first AVIF <source> of the page (the hero picture) with its srcset and sizes. */
export function preloadHeroImage(html: string): string {
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/?>/u.exec(html);
  if (!source) return html;
  const link = `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" fetchpriority="high" />`;
  return html.replace('</title>', `</title>\n    ${link}`);
}
