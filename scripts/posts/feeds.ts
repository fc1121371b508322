import type { SiteContent } from '../../contract/content-schema';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { absoluteUrl } from '../html/head-tags';
import { siteUrl } from './long-form-head';
import type { PreparedText } from './writing';

/**
 * A language's feeds (issue 24): RSS 2.0, Atom and JSON Feed 1.1, each with every post in full and
 * only absolute addresses, as feed readers need. None for a language without posts.
 */

const xml = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
/** CDATA cannot hold its own end marker: split it across two sections. */
const cdata = (value: string) => `<![CDATA[${value.replace(/\]\]>/gu, ']]]]><![CDATA[>')}]]>`;

/** A post's HTML for a reader elsewhere: every address absolute, no copy buttons (no script there). */
export function feedHtml(site: SiteContent, text: PreparedText): string {
  const page = siteUrl(site, text.href);
  return text.html
    .replace(/<button[^>]*data-copy-code[^>]*>[\s\S]*?<\/button>/gu, '')
    .replace(/ (href|src)="(\/[^"]*)"/gu, (_whole, name: string, href: string) => ` ${name}="${siteUrl(site, href)}"`)
    .replace(/ href="(#[^"]*)"/gu, (_whole, hash: string) => ` href="${page}${hash}"`)
    .replace(/ srcset="([^"]*)"/gu, (_whole, set: string) => ` srcset="${set.replace(/(^|,\s*)(\/[^\s,]+)/gu, (_m, lead: string, url: string) => `${lead}${siteUrl(site, url)}`)}"`);
}

/** RFC 822 for RSS, at midnight UTC of the day. */
const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
const iso = (day: string) => `${day}T00:00:00Z`;

export type Feeds = { 'rss.xml': string; 'atom.xml': string; 'feed.json': string };

/** `path`: the language's folder ('' or 'de/'); `posts`: its posts, newest first. */
export function feeds(site: SiteContent, base: string, path: string, posts: readonly PreparedText[]): Feeds | undefined {
  // A feed reader needs absolute addresses, and only siteUrl gives them (issue 41).
  if (posts.length === 0 || site.siteUrl === undefined) return undefined;
  const words = wordsOf(site.words, site.lang).writing;
  const title = fill(words.feedTitle, { name: site.owner.name });
  const description = words.postsIntro;
  const home = absoluteUrl(site, base, path);
  const list = absoluteUrl(site, base, `${path}posts/`);
  const self = (file: string) => absoluteUrl(site, base, `${path}${file}`);
  const updated = posts.map((post) => post.updated ?? post.date).sort().at(-1) ?? posts[0]?.date ?? '1970-01-01';

  const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(list)}</link>
    <description>${xml(description)}</description>
    <language>${xml(site.lang)}</language>
    <lastBuildDate>${rfc822(updated)}</lastBuildDate>
    <atom:link href="${xml(self('rss.xml'))}" rel="self" type="application/rss+xml"/>
${posts
  .map((post) => {
    const url = siteUrl(site, post.href);
    return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <description>${xml(post.summary)}</description>
${post.tags.map((tag) => `      <category>${xml(tag)}</category>\n`).join('')}      <content:encoded>${cdata(feedHtml(site, post))}</content:encoded>
    </item>`;
  })
  .join('\n')}
  </channel>
</rss>
`;

  const atom = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(site.lang)}">
  <id>${xml(list)}</id>
  <title>${xml(title)}</title>
  <subtitle>${xml(description)}</subtitle>
  <updated>${iso(updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(self('atom.xml'))}"/>
  <link rel="alternate" type="text/html" href="${xml(list)}"/>
  <author><name>${xml(site.owner.name)}</name><uri>${xml(home)}</uri></author>
${posts
  .map((post) => {
    const url = siteUrl(site, post.href);
    return `  <entry>
    <id>${xml(url)}</id>
    <title>${xml(post.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(url)}"/>
    <published>${iso(post.date)}</published>
    <updated>${iso(post.updated ?? post.date)}</updated>
    <summary>${xml(post.summary)}</summary>
${post.tags.map((tag) => `    <category term="${xml(tag)}"/>\n`).join('')}    <content type="html">${xml(feedHtml(site, post))}</content>
  </entry>`;
  })
  .join('\n')}
</feed>
`;

  const json = {
    version: 'https://jsonfeed.org/version/1.1',
    title,
    description,
    home_page_url: list,
    feed_url: self('feed.json'),
    language: site.lang,
    authors: [{ name: site.owner.name, url: home }],
    items: posts.map((post) => ({
      id: siteUrl(site, post.href),
      url: siteUrl(site, post.href),
      title: post.title,
      summary: post.summary,
      content_html: feedHtml(site, post),
      date_published: iso(post.date),
      date_modified: iso(post.updated ?? post.date),
      ...(post.tags.length > 0 ? { tags: post.tags } : {}),
      ...(post.cover ? { image: siteUrl(site, post.cover.src) } : {}),
      language: post.lang,
    })),
  };
  return { 'rss.xml': rss, 'atom.xml': atom, 'feed.json': `${JSON.stringify(json, null, 2)}\n` };
}
