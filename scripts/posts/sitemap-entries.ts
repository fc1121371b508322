import type { SiteContent } from '../../contract/content-schema';
import { siteUrl } from './long-form-head';
import type { Writing } from './writing';

const xml = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/**
 * The sitemap's entries for the posts, the lists of posts and the case studies (issue 24): each
 * with the day it last changed, and its translations as alternates (the site's language as
 * x-default), as the home pages' entries have theirs.
 */
export function sitemapEntries(site: SiteContent, writing: Writing): string {
  const entries: string[] = [];
  const lists = new Map<string, string>();
  for (const text of writing.texts) {
    if (text.kind === 'post') {
      const list = `${text.href.slice(0, text.href.lastIndexOf('/posts/'))}/posts/`;
      const day = text.updated ?? text.date;
      if ((lists.get(list) ?? '') < day) lists.set(list, day);
    }
    const versions = writing.versions(text.kind, text.slug);
    const original = versions.find((version) => version.path === '') ?? text;
    const alternates =
      versions.length < 2
        ? ''
        : [...versions.map((version) => [version.lang, version.href] as const), ['x-default', original.href] as const]
            .map(([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(siteUrl(site, href))}"/>`)
            .join('');
    entries.push(`  <url>\n    <loc>${xml(siteUrl(site, text.href))}</loc>\n    <lastmod>${text.updated ?? text.date}</lastmod>${alternates}\n  </url>\n`);
  }
  const listEntries = [...lists].map(([href, day]) => `  <url>\n    <loc>${xml(siteUrl(site, href))}</loc>\n    <lastmod>${day}</lastmod>\n  </url>\n`);
  return [...listEntries, ...entries].join('');
}
