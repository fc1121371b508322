import type { SiteContent } from '../../contract/content-schema';
import { absoluteUrl, pageDescription, pageTitle } from '../html/head-tags';
import { alternatesOf, textDirection, type LanguagePage } from '../languages/languages';
import { jsonResume } from '../cv/json-resume';
import { accentOf, PAGE_COLOURS } from '../colour/accent';

/** Small text files the build writes beside index.html, keyed by file name. */
const xmlText = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/**
 * The sitemap: one entry per language's page, each naming all of them (itself included) and the
 * default as `x-default`, as search engines read a site's languages from a sitemap.
 */
export function sitemap(site: SiteContent, base: string, pages: readonly LanguagePage[] = []): string {
  const url = (where: string) => xmlText(absoluteUrl(site, base, where));
  // No alternates (a site in one language): its one page, and no xhtml namespace.
  const alternates = alternatesOf(pages).map(([lang, where]) => `\n    <xhtml:link rel="alternate" hreflang="${xmlText(lang)}" href="${url(where)}"/>`);
  const paths = pages.length < 2 ? [''] : pages.map((page) => page.path);
  const entries = paths.map((where) => `  <url>\n    <loc>${url(where)}</loc>${alternates.join('')}\n  </url>`).join('\n');
  const xhtml = alternates.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>
${entries}
</urlset>
`;
}

/** `picture`: the avatar's built file, for resume.json (see jsonResume); `pages`, the languages' pages. */
export function siteFiles(site: SiteContent, base: string, picture?: string, pages: readonly LanguagePage[] = []): Record<string, string> {
  // A sitemap names absolute addresses: without siteUrl there is none, and robots.txt names none.
  const robots = `User-agent: *
Allow: /
${site.siteUrl === undefined ? '' : `\nSitemap: ${absoluteUrl(site, base, 'sitemap.xml')}\n`}`;
  const manifest = {
    lang: site.lang,
    dir: textDirection(site.lang),
    name: pageTitle(site),
    short_name: site.owner.name,
    description: pageDescription(site),
    start_url: base,
    scope: base,
    display: 'browser',
    background_color: PAGE_COLOURS.light.bg,
    theme_color: accentOf(site),
    icons: [
      { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return {
    ...(site.siteUrl === undefined ? {} : { 'sitemap.xml': sitemap(site, base, pages) }),
    'robots.txt': robots,
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    // The CV as data, beside the PDF (scripts/cv/json-resume.ts).
    'resume.json': `${JSON.stringify(jsonResume(site, base, picture), null, 2)}\n`,
  };
}
