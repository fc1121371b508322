import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Project, SiteContent } from '../../contract/content-schema';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import type { LongFormChrome, LongFormPageProps, LongFormWords, CaseStudyProject, PostsPageProps } from '../../src/lib/long-form-content';
import { copyCodeScript } from '../../src/lib/copy-code';
import type { LanguageLink } from '../../src/lib/page-content';
import { formatDay, readingMinutes } from '../../src/lib/posts';
import { htmlOpenTag, NO_SCRIPT_CSS, pageTitle } from '../html/head-tags';
import { longFormHeadTags, feedLinks } from './long-form-head';
import { buildPostShareImage } from './post-share-image';
import { postCards, type PreparedText, type Writing } from './writing';

/** The long-form pages' own stylesheet, plain CSS over the site's colour variables (not Tailwind's). */
export const LONG_FORM_CSS = path.join(PROJECT_ROOT, 'src/long-form/long-form.css');

/** A table of contents for a text with this many headings or more. */
export const TOC_MIN_HEADINGS = 3;

export type RenderModule = {
  renderHeader: (chrome: LongFormChrome) => string;
  renderLongForm: (props: LongFormPageProps) => string;
  renderPosts: (props: PostsPageProps) => string;
};

export type LongFormPagesInput = {
  site: SiteContent;
  /** This language's folder ('' or 'de/') and every language's home page. */
  path: string;
  languages: LanguageLink[];
  base: string;
  writing: Writing;
  render: RenderModule;
  /** The built index.html, before the pre-render filled it. */
  template: string;
  /**
   * Inlines styles and defers the script, as the home page's build does, with `chrome` as the
   * data the script hydrates the header with.
   */
  finish: (html: string, extraCss: string, chrome: LongFormChrome) => string | Promise<string>;
  themeScript: string;
  dist: string;
};

/** The header's data: the one part of the page the script hydrates. */
function chromeOf(site: SiteContent, home: string, languages: LanguageLink[] | undefined, writes: boolean): LongFormChrome {
  return {
    island: 'header',
    lang: site.lang,
    ...(site.defaultTheme ? { defaultTheme: site.defaultTheme } : {}),
    owner: { name: site.owner.name, initials: site.owner.initials },
    // The home page's sections: Writing only when there are posts to show in it.
    nav: writes ? site.nav : site.nav.filter((item) => item.path !== 'writing'),
    socials: site.socials,
    words: { page: wordsOf(site.words, site.lang).page },
    home,
    ...(languages && languages.length > 1 ? { languages } : {}),
  };
}

/**
 * Writes one language's long-form pages: /posts/, each post's and case study's page. Returns their
 * HTML, for the security headers' hashes.
 */
export async function writeLongFormPages(input: LongFormPagesInput): Promise<string[]> {
  const { site, base, writing, render, template, finish, dist } = input;
  const lang = site.lang;
  const all = wordsOf(site.words, site.lang);
  const words: LongFormWords = { ...all.writing, newTab: all.page.newTab, skipLink: all.page.skipLink };
  const home = `${base}${input.path}`;
  // Minified: it travels inline in every long-form page, inside the first round trip if it can.
  const css = (await transform(await readFile(LONG_FORM_CSS, 'utf8'), { loader: 'css', minify: true })).code.trim();
  const posts = writing.of('post', lang);
  const hasFeeds = posts.length > 0 && site.siteUrl !== undefined;
  const feedTitle = fill(words.feedTitle, { name: site.owner.name });
  const feeds = hasFeeds ? feedLinks(base, input.path, feedTitle) : [];
  const footer = { footer: site.footer, rights: all.footer.rights };
  const htmls: string[] = [];
  const cards = postCards(writing, site, lang);

  const page = async (where: string, head: string, chrome: LongFormChrome, body: string, extraCss: string) => {
    const html = await finish(
      template
        .replace(/<html lang="[^"]*"/u, () => htmlOpenTag(site))
        .replace('<!--head-tags-->', () => head)
        .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${render.renderHeader(chrome)}</div>\n    ${body}`)
        // Its code blocks' copy buttons, if it has any (src/lib/copy-code.ts).
        .replace('</body>', () => (body.includes('data-copy-code') ? `  <script>${copyCodeScript()}</script>\n  </body>` : '</body>')),
      css + extraCss,
      chrome,
    );
    await mkdir(path.join(dist, where), { recursive: true });
    await writeFile(path.join(dist, where, 'index.html'), html);
    htmls.push(html);
  };
  const base_ = {
    site,
    base,
    shareImage: `${base}${input.path}og-image.png`,
    feeds,
    themeScript: input.themeScript,
    noScript: `<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`,
  };

  // The list, in every language the site has a post in (untranslated posts shown in their own).
  if (cards.length > 0) {
    const href = `${home}posts/`;
    const languages = input.languages.map((language) => ({ ...language, href: `${language.href}posts/` }));
    const chrome = chromeOf(site, home, languages, cards.length > 0);
    const head = longFormHeadTags({ ...base_, title: `${words.postsTitle} · ${site.owner.name}`, description: words.postsIntro, href, versions: [] });
    await page(`${input.path}posts`, head, chrome, render.renderPosts({ chrome, footer, words, posts: cards }), '');
  }

  for (const kind of ['post', 'work'] as const) {
    const texts = writing.of(kind, lang);
    for (const [index, text] of texts.entries()) {
      const versions = writing.versions(kind, text.slug);
      // The switcher: this text in each language it is written in, else that language's home page.
      const languages = input.languages.map((language) => ({ ...language, href: versions.find((version) => version.lang === language.lang)?.href ?? language.href }));
      const chrome = chromeOf(site, home, languages, cards.length > 0);
      const project = kind === 'work' ? (site.projects ?? []).find((item) => item.caseStudy === text.slug) : undefined;
      // Newest first: the previous post is the older one, after it in the list.
      const older = kind === 'post' ? texts[index + 1] : undefined;
      const newer = kind === 'post' ? texts[index - 1] : undefined;
      const props: LongFormPageProps = {
        chrome,
        footer,
        words,
        article: longFormView(text, lang, words, `${home}posts/`, older, newer, project ? caseStudyProject(project) : undefined),
      };
      // Its own picture for link previews: the title, in the owner's colour (beside the page).
      const folder = path.join(input.path, kind === 'post' ? 'posts' : 'work', text.slug);
      await buildPostShareImage(site, text.title, `${site.owner.name} · ${formatDay(text.date, lang)}`, path.join(dist, folder, 'og-image.png'));
      const head = longFormHeadTags({
        ...base_,
        shareImage: `${text.href}og-image.png`,
        title: `${text.title} · ${pageTitle(site)}`,
        description: text.summary,
        href: text.href,
        versions: [...versions].sort((a, b) => (a.path === '' ? -1 : b.path === '' ? 1 : 0)).map((version) => ({ lang: version.lang, href: version.href })),
        text,
      });
      await page(folder, head, chrome, render.renderLongForm(props), text.css);
    }
  }
  return htmls;
}

function longFormView(
  text: PreparedText,
  lang: string,
  words: LongFormWords,
  postsHref: string,
  previous: PreparedText | undefined,
  next: PreparedText | undefined,
  project: CaseStudyProject | undefined,
): LongFormPageProps['article'] {
  return {
    kind: text.kind,
    title: text.title,
    date: text.date,
    dateText: formatDay(text.date, lang),
    ...(text.updated && text.updated !== text.date ? { updated: { date: text.updated, text: formatDay(text.updated, lang) } } : {}),
    readingText: fill(words.readingTime, { minutes: readingMinutes(text.words) }, lang),
    tags: text.tags,
    ...(text.cover ? { cover: text.cover } : {}),
    html: text.html,
    toc: text.headings.length >= TOC_MIN_HEADINGS ? text.headings : [],
    ...(previous ? { previous: { href: previous.href, title: previous.title } } : {}),
    ...(next ? { next: { href: next.href, title: next.title } } : {}),
    postsHref,
    ...(project ? { project } : {}),
  };
}

/** The project's parts a case study shows: what the owner left out stays out. */
function caseStudyProject(project: Project): CaseStudyProject {
  const { link, source, title, stack, highlights } = project;
  return { ...(link === undefined ? {} : { link }), ...(source === undefined ? {} : { source }), title, ...(stack && stack.length > 0 ? { stack } : {}), ...(highlights && highlights.length > 0 ? { highlights } : {}) };
}
