import type { SiteContent } from '../../contract/content-schema';
import { accentOf } from '../colour/accent';
import { absoluteUrl, escapeHtml, headBootScript, safeJson } from '../html/head-tags';
import type { PreparedText } from './writing';

/**
 * The <head> of a long-form page (issue 24): its title and description, its canonical address and
 * its translations (hreflang, the site's language as x-default), link previews, a BlogPosting for
 * search engines, the feeds, and what every page has (icons, the theme's script).
 */

/** The feeds' autodiscovery links of a language that has posts (its folder: '' or 'de/'). */
export function feedLinks(base: string, path: string, title: string): string[] {
  const t = escapeHtml(title);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${t}" href="${escapeHtml(`${base}${path}rss.xml`)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${t}" href="${escapeHtml(`${base}${path}atom.xml`)}" />`,
    `<link rel="alternate" type="application/feed+json" title="${t}" href="${escapeHtml(`${base}${path}feed.json`)}" />`,
  ];
}

/** An address of the site as a URL for the world: `href` already carries the base path. */
export const siteUrl = (site: SiteContent, href: string) => absoluteUrl(site, '/', href.replace(/^\//u, ''));

export type LongFormHead = {
  site: SiteContent;
  base: string;
  title: string;
  description: string;
  /** The page's own address (with the base path). */
  href: string;
  /** The page in each language it is in; none, or one, for no alternates. */
  versions: { lang: string; href: string }[];
  /** The text, for BlogPosting; none for the list of posts. */
  text?: PreparedText;
  /** Where the page's language's share picture is (og-image.png): its folder. */
  shareImage: string;
  feeds: string[];
  themeScript: string;
  /** The <noscript> styles every page has (the same as head-tags.ts's). */
  noScript: string;
};

export function longFormHeadTags(head: LongFormHead): string {
  const { site, base, text } = head;
  const url = siteUrl(site, head.href);
  // Link previews get the page's share picture (a post's own: its title in the owner's colour);
  // BlogPosting names the cover too, when there is one.
  const image = siteUrl(site, head.shareImage);
  const images = text?.cover ? [siteUrl(site, text.cover.src), image] : [image];
  const title = escapeHtml(head.title);
  // A case study of a project with no description and no summary has none (issue 41): no empty tag.
  const description = head.description.trim() === '' ? undefined : escapeHtml(head.description);
  const asset = (file: string) => escapeHtml(`${base}${file}`);
  const alternates =
    head.versions.length < 2
      ? []
      : [...head.versions, { lang: 'x-default', href: head.versions[0]?.href ?? head.href }].map(
          (version) => `<link rel="alternate" hreflang="${escapeHtml(version.lang)}" href="${escapeHtml(siteUrl(site, version.href))}" />`,
        );
  const posting = text && {
    '@context': 'https://schema.org',
    '@type': text.kind === 'post' ? 'BlogPosting' : 'Article',
    headline: text.title,
    ...(text.summary.trim() === '' ? {} : { description: text.summary }),
    inLanguage: text.lang,
    datePublished: text.date,
    dateModified: text.updated ?? text.date,
    url,
    mainEntityOfPage: url,
    image: images,
    ...(text.tags.length > 0 ? { keywords: text.tags.join(', ') } : {}),
    author: { '@type': 'Person', name: site.owner.name, url: absoluteUrl(site, base, '') },
  };
  return [
    `<title>${title}</title>`,
    ...(description === undefined ? [] : [`<meta name="description" content="${description}" />`]),
    ...(site.siteUrl === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    ...alternates,
    ...head.feeds,
    `<meta name="color-scheme" content="light dark" />`,
    `<meta name="theme-color" content="${accentOf(site)}" />`,
    `<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml" />`,
    `<link rel="manifest" href="${asset('site.webmanifest')}" />`,
    `<link rel="apple-touch-icon" href="${asset('apple-touch-icon.png')}" />`,
    `<meta property="og:type" content="${text ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    ...(description === undefined ? [] : [`<meta property="og:description" content="${description}" />`]),
    ...(site.siteUrl === undefined ? [] : [`<meta property="og:url" content="${escapeHtml(url)}" />`]),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    ...(text ? [`<meta property="article:published_time" content="${text.date}" />`] : []),
    // X reads the picture from og:image (head-tags.ts).
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(posting ? [`<script type="application/ld+json">${safeJson(posting)}</script>`] : []),
    head.noScript,
    headBootScript(head.themeScript),
  ].join('\n    ');
}
