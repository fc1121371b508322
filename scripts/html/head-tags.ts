import type { SiteContent } from '../../contract/content-schema';
import { wordsOf } from '../../contract/folio-words';
import { fillPresent } from './fill-present';
import { headerPendingScript } from '../../src/lib/header-fit';
import { accentOf } from '../colour/accent';
import { alternatesOf, textDirection, type LanguagePage } from '../languages/languages';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</gu, '\\u003c');
}

/**
 * The page's opening <html> tag: its language and the direction it is written in, and the dark
 * theme when that is the owner's default, so a visitor without JavaScript sees it too (with it, the
 * boot script decides, stored choice first).
 */
export function htmlOpenTag(site: SiteContent): string {
  return `<html lang="${escapeHtml(site.lang)}" dir="${textDirection(site.lang)}"${site.defaultTheme === 'dark' ? ' class="dark-theme"' : ''}`;
}

/**
 * Which of the site's pages this is: `path` under the base path ('' for the default language,
 * 'de/'), and every language's page. A site in one language has one page at ''.
 */
export type PageOf = { path: string; pages: readonly LanguagePage[] };

export const ONLY_PAGE: PageOf = { path: '', pages: [] };

/** "Name · Job title", or the name alone when the owner gives no title (issue 41). */
export function pageTitle(site: SiteContent): string {
  const { name, jobTitle } = site.owner;
  return jobTitle === undefined ? name : `${name} · ${jobTitle}`;
}

/** The share card's description for screen readers: "Name, Job title", or the name alone. */
export function shareImageAlt(site: SiteContent): string {
  const { name, jobTitle } = site.owner;
  return jobTitle === undefined ? name : `${name}, ${jobTitle}`;
}

/** The page's description, in its language (words.meta.description). */
export function pageDescription(site: SiteContent): string {
  const { name, jobTitle, city, goal } = site.owner;
  // No skills, no "Skills:" sentence: fillPresent leaves out what names a value not given (issue 41).
  const skills = site.skills.length === 0 ? undefined : new Intl.ListFormat(site.lang, { type: 'unit', style: 'short' }).format(site.skills.slice(0, 6).map((skill) => skill.name));
  const { meta } = wordsOf(site.words, site.lang);
  return city === undefined ? fillPresent(meta.descriptionWithoutCity, { name, jobTitle, goal, skills }) : fillPresent(meta.description, { name, jobTitle, city, goal, skills });
}

/**
 * Absolute URL of a file in dist/ on the deployed site; without a siteUrl, its path from the
 * host's root, so no link points at a host that is not the owner's (issue 41).
 */
export function absoluteUrl(site: SiteContent, base: string, file: string): string {
  const where = `${base.replace(/^\/?/u, '/')}${file}`;
  return site.siteUrl === undefined ? where : new URL(where, site.siteUrl).toString();
}

/** The one line a build without siteUrl says, so the owner knows what the site goes without. */
export const NO_SITE_URL_NOTE =
  'No siteUrl in site.ts: links are relative, and the site has no canonical address, sitemap or feeds; add siteUrl (https://…) to have them.';

/**
 * Without JavaScript the menu toggle and theme switch cannot work, so they go, and on phones the
 * navigation shows as a row of links under the logo instead of hiding behind the toggle. With no
 * fit script to move a long nav into the menu, the header's row wraps as a whole instead.
 */
export const NO_SCRIPT_CSS =
  '[data-needs-js]{display:none!important}' +
  'header>div{flex-wrap:wrap;height:auto!important;min-height:4rem}#site-menu ul{flex-wrap:wrap}' +
  '@media (max-width:47.99rem){header>div{flex-wrap:wrap;height:auto!important;padding-block:.5rem}' +
  '#site-menu{display:block!important;position:static!important;order:3;width:100%;padding:0!important;' +
  'border:0!important;box-shadow:none!important;background:none!important}#site-menu ul{flex-direction:row;flex-wrap:wrap}}';

/** The languages' pages, for search engines (alternatesOf). */
export function alternateLinks(site: SiteContent, base: string, pages: readonly LanguagePage[]): string[] {
  return alternatesOf(pages).map(([lang, path]) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(absoluteUrl(site, base, path))}" />`);
}

/** Open Graph's locale: "de", "pt_BR" (a region joins with an underscore). */
function ogLocale(lang: string): string {
  return lang.replace(/-/gu, '_');
}

/** Everything in <head> that comes from the content: title, description, sharing, icons, languages. */
export function headTags(site: SiteContent, base: string, themeScript: string, page: PageOf = ONLY_PAGE): string {
  const title = escapeHtml(pageTitle(site));
  const description = escapeHtml(pageDescription(site));
  const url = escapeHtml(absoluteUrl(site, base, page.path));
  // Each language's card has its own picture: the job title and goal on it are in that language.
  const image = escapeHtml(absoluteUrl(site, base, `${page.path}og-image.png`));
  const others = page.pages.filter((other) => other.path !== page.path);
  const asset = (file: string) => escapeHtml(`${base}${file}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    // No siteUrl, no canonical address: a relative one would name whatever host serves a copy.
    ...(site.siteUrl === undefined ? [] : [`<link rel="canonical" href="${url}" />`]),
    ...alternateLinks(site, base, page.pages),
    `<meta name="color-scheme" content="light dark" />`,
    `<meta name="theme-color" content="${accentOf(site)}" />`,
    // Real URLs, in the HTML: search engines show no data: favicon, and a manifest added by script
    // is missed by anything that reads the page without running it. Each costs one small request.
    `<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml" />`,
    `<link rel="manifest" href="${asset('site.webmanifest')}" />`,
    // What an assistant reads about the owner (llmstxt.org), in this page's language (issue 45).
    `<link rel="alternate" type="text/markdown" href="${asset(`${page.path}llms.txt`)}" title="llms.txt" />`,
    `<link rel="apple-touch-icon" href="${asset('apple-touch-icon.png')}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(site.siteUrl === undefined ? [] : [`<meta property="og:url" content="${url}" />`]),
    `<meta property="og:locale" content="${escapeHtml(ogLocale(site.lang))}" />`,
    ...others.map((other) => `<meta property="og:locale:alternate" content="${escapeHtml(ogLocale(other.lang))}" />`),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(shareImageAlt(site))}" />`,
    // X reads the title, the description and the picture from Open Graph when it has no twitter:
    // tags of its own; only the card's kind is X's alone. The same text twice costs the first flight.
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`,
    headBootScript(themeScript),
  ].join('\n    ');
}

/**
 * The head's one classic script, on every page that has the header (this one and the long-form
 * pages, scripts/posts/long-form-head.ts): the theme before the first paint, and the header's row
 * showing only the link home until its own script, right after it, has fitted it to the owner's
 * words (src/lib/header-fit.ts).
 */
export function headBootScript(themeScript: string): string {
  return `<script>${themeScript};${headerPendingScript()}</script>`;
}
