import type { SiteContent } from '../../contract/content-schema';
import type { ContentPaths } from '../../contract/content-paths';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { formatDay, readingMinutes, type PostCard } from '../../src/lib/posts';
import { ContentError } from '../content-files/content-error';
import type { LanguagePage } from '../languages/languages';
import { readTexts, type TextSource } from './read-posts';
import { renderMarkdown, type Heading, type PictureFiles } from './render-markdown';
import { textProblems } from './text-problems';

/**
 * The site's writing, worked out once for the whole build (issue 24): which texts each language's
 * pages have, their addresses, the rendered Markdown, and the cards the lists show. The pages
 * themselves are written by long-form-pages.ts, the feeds by feeds.ts.
 */

/** A text as one language's page shows it. */
export type PreparedText = {
  source: TextSource;
  kind: 'post' | 'work';
  slug: string;
  /** The text's language (the site's for an original). */
  lang: string;
  /** The language's page ('' or 'de/'), where the text's page is. */
  path: string;
  /** Its page's address under the site, base path included: /posts/hello/, /de/work/shop/. */
  href: string;
  title: string;
  summary: string;
  date: string;
  updated: string | undefined;
  tags: string[];
  /**
   * The picture above the text: the front matter's `cover` (decorative: the title says what it is
   * about, so its alt is empty), else for a case study its project's picture, with the project's
   * alt text, since it shows the work itself.
   */
  cover: (PictureFiles & { name: string; alt: string }) | undefined;
  html: string;
  css: string;
  headings: Heading[];
  words: number;
};

export type Writing = {
  /** Every text, in every language it is written in, newest first. */
  texts: PreparedText[];
  /** The texts of one kind in one language, newest first. */
  of(kind: 'post' | 'work', lang: string): PreparedText[];
  /** One text's versions, by language. */
  versions(kind: 'post' | 'work', slug: string): PreparedText[];
};

/** The URL of a text's page. */
export const textHref = (base: string, path: string, kind: 'post' | 'work', slug: string) => `${base}${path}${kind === 'post' ? 'posts' : 'work'}/${slug}/`;

/**
 * Reads and checks every post and case study (throws a ContentError naming each problem), leaves
 * out drafts unless `drafts`, and renders the rest for the languages' pages.
 */
export async function prepareWriting(options: {
  paths: ContentPaths;
  /** Each language's content, the default's first, in the order of `pages`. */
  contents: readonly SiteContent[];
  pages: readonly LanguagePage[];
  base: string;
  drafts: boolean;
  picture: (name: string) => Promise<PictureFiles | undefined>;
}): Promise<Writing> {
  const { paths, contents, pages, base, drafts, picture } = options;
  const site = contents[0];
  if (site === undefined) throw new Error('prepareWriting: no content');
  const read = readTexts(paths);
  const problems = [...read.problems, ...textProblems(read.texts, site, pages.slice(1).map((page) => page.lang), paths, read.unreadable)];
  if (problems.length > 0) throw new ContentError(problems);
  // Already left out of the texts: the build goes on, and says what check:content will name.
  for (const line of read.characters) console.warn(`warning: ${line}`);

  const draft = (text: TextSource) => text.front.draft === true;
  const originals = new Map(read.texts.filter((text) => text.lang === undefined).map((text) => [`${text.kind}/${text.slug}`, text]));
  const shown = read.texts.filter((text) => drafts || (!draft(text) && !draft(originals.get(`${text.kind}/${text.slug}`) ?? text)));
  const pageOf = (lang: string | undefined) => pages.find((page) => page.lang === (lang ?? site.lang));
  // Where a link to another text goes from a page in `lang`: its version in that language if any.
  const has = new Set(shown.map((text) => `${text.kind}/${text.slug}/${text.lang ?? site.lang}`));
  const link = (lang: string, path: string) => (href: string) => {
    const match = /^\/(?:[a-zA-Z-]+\/)?(posts|work)\/([a-z0-9-]+)\/?(.*)$/u.exec(href);
    if (match === null) return `${base}${href.slice(1)}`;
    const kind = match[1] === 'posts' ? 'post' : 'work';
    const inLang = has.has(`${kind}/${match[2]}/${lang}`);
    return `${textHref(base, inLang ? path : '', kind, match[2] ?? '')}${match[3] ?? ''}`;
  };

  const prepared: PreparedText[] = [];
  for (const source of shown) {
    const page = pageOf(source.lang);
    const content = contents[pages.indexOf(page as LanguagePage)];
    if (page === undefined || content === undefined) continue;
    const words = wordsOf(content.words, content.lang).writing;
    const project = source.kind === 'work' ? (content.projects ?? []).find((item) => item.caseStudy === source.slug) : undefined;
    const rendered = await renderMarkdown(source.body, page.lang, {
      picture,
      link: link(page.lang, page.path),
      words: {
        copy: words.copy,
        copied: words.copied,
        table: words.table,
        linkToHeading: (heading) => fill(words.linkToHeading, { heading }),
        footnotes: words.footnotes,
        backToReference: words.backToReference,
      },
    });
    // A project with no picture gives its case study no cover: none is made up for it.
    const coverName = source.front.cover ?? project?.image?.name;
    const cover = coverName === undefined ? undefined : await picture(coverName);
    prepared.push({
      source,
      kind: source.kind,
      slug: source.slug,
      lang: page.lang,
      path: page.path,
      href: textHref(base, page.path, source.kind, source.slug),
      title: source.front.title ?? project?.title ?? source.slug,
      summary: source.front.summary ?? project?.description ?? '',
      date: source.front.date,
      updated: source.front.updated,
      tags: source.front.tags ?? [],
      cover: cover && coverName ? { ...cover, name: coverName, alt: source.front.cover === undefined ? (project?.image?.alt ?? '') : '' } : undefined,
      html: rendered.html,
      css: rendered.css,
      headings: rendered.headings,
      words: rendered.words,
    });
  }
  // Newest first; a day's posts by title, so the order never depends on the file system.
  prepared.sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
  return {
    texts: prepared,
    of: (kind, lang) => prepared.filter((text) => text.kind === kind && text.lang === lang),
    versions: (kind, slug) => prepared.filter((text) => text.kind === kind && text.slug === slug),
  };
}

/**
 * The posts a language's lists show, newest first: each in that language where it is translated,
 * else in the site's language (marked with its `lang`, and linking to that page).
 */
export function postCards(writing: Writing, site: SiteContent, lang: string): PostCard[] {
  const words = wordsOf(site.words, site.lang).writing;
  return textsShownIn(writing, 'post', lang).map((text) => {
    return {
      href: text.href,
      title: text.title,
      date: text.date,
      dateText: formatDay(text.date, lang),
      readingText: fill(words.readingTime, { minutes: readingMinutes(text.words) }, lang),
      summary: text.summary,
      tags: text.tags,
      ...(text.lang === lang ? {} : { lang: text.lang }),
    };
  });
}

/**
 * A language's texts of one kind as its pages show them, newest first: each in that language where
 * it is translated, else in the site's language.
 */
export function textsShownIn(writing: Writing, kind: 'post' | 'work', lang: string): PreparedText[] {
  return writing.texts.filter((text) => text.kind === kind && text.path === '').map((original) => writing.versions(kind, original.slug).find((version) => version.lang === lang) ?? original);
}

/** Each project's case study page for a language's home page, by the project's id. */
export function caseStudyLinks(writing: Writing, site: SiteContent, lang: string): Record<number, string> {
  const links: Record<number, string> = {};
  for (const project of (site.projects ?? [])) {
    if (project.caseStudy === undefined) continue;
    const versions = writing.versions('work', project.caseStudy);
    const text = versions.find((version) => version.lang === lang) ?? versions.find((version) => version.path === '');
    if (text) links[project.id] = text.href;
  }
  return links;
}
