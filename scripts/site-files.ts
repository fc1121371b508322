import type { SiteContent } from '../contract/content-schema';
import { absoluteUrl, pageDescription } from './head-tags';
import { jsonResume } from './json-resume';
import { accentOf } from './accent';

/** Small text files the build writes beside index.html, keyed by file name. */
const xmlText = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** `picture`: the avatar's built file, for resume.json (see jsonResume). */
export function siteFiles(site: SiteContent, base: string, picture?: string): Record<string, string> {
  const home = xmlText(absoluteUrl(site, base, ''));
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${home}</loc></url>
</urlset>
`;
  const robots = `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(site, base, 'sitemap.xml')}
`;
  const manifest = {
    name: `${site.owner.name} · ${site.owner.jobTitle}`,
    short_name: site.owner.name,
    description: pageDescription(site),
    start_url: base,
    scope: base,
    display: 'browser',
    background_color: '#f7f7f5',
    theme_color: accentOf(site),
    icons: [
      { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return {
    'sitemap.xml': sitemap,
    'robots.txt': robots,
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    // The CV as data, beside the PDF (scripts/json-resume.ts).
    'resume.json': `${JSON.stringify(jsonResume(site, base, picture), null, 2)}\n`,
  };
}
