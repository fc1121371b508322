import type { DefaultTheme, NavItem, SiteContent, SocialLink } from '../../contract/content-schema';
import type { Words } from '../../contract/words';
import type { LanguageLink } from './page-content';
import type { PostCard } from './posts';

/*
 * The shapes of the long-form pages (issue 24): a post, a case study, the list of posts. The build
 * (scripts/posts/) fills them in; src/long-form/ renders them. Only `LongFormChrome` reaches the
 * browser, as the page's content file: the header is the one part it hydrates, so the text of a
 * post travels once, in the HTML.
 */

/** What the header (and the footer beside it) of a long-form page needs, and nothing more. */
export type LongFormChrome = {
  /** Tells the page's script to hydrate the header alone (src/entry-client.tsx). */
  island: 'header';
  lang: string;
  defaultTheme?: DefaultTheme;
  owner: { name: string; initials: string };
  nav: NavItem[];
  socials: SocialLink[];
  words: { page: Words['page'] };
  /** The home page of this page's language, where the nav's sections are. */
  home: string;
  /** This page in each language it is written in (the language's list of posts for the others). */
  languages?: LanguageLink[];
};

/** The footer's part, rendered once and never hydrated. */
export type LongFormFooter = { footer: SiteContent['footer']; rights: string };

export type PictureSet = { avif: string; webp: string; src: string; width: number; height: number; alt: string };

export type Neighbour = { href: string; title: string };

/** A post's or case study's page. */
export type LongFormView = {
  kind: 'post' | 'work';
  title: string;
  date: string;
  dateText: string;
  updated?: { date: string; text: string };
  readingText: string;
  tags: string[];
  cover?: PictureSet;
  /** The Markdown, rendered and sanitised by the build. */
  html: string;
  /** The table of contents, when the text has three headings or more. */
  toc: { depth: 2 | 3; id: string; text: string }[];
  previous?: Neighbour;
  next?: Neighbour;
  /** Where the list of posts is (a post's "Writing" link). */
  postsHref: string;
  /** A case study's project, linked from its page. */
  project?: CaseStudyProject;
};

export type LongFormWords = Words['writing'] & { newTab: string; skipLink: string };

export type LongFormPageProps = { chrome: LongFormChrome; footer: LongFormFooter; words: LongFormWords; article: LongFormView };
export type PostsPageProps = { chrome: LongFormChrome; footer: LongFormFooter; words: LongFormWords; posts: PostCard[] };

/** The id of the dev server's data block for a long-form page (scripts/dev/dev-pages.ts). */
export const DEV_LONG_FORM_ID = 'article-chrome';

/**
 * The header's data when the page is a long-form page's (the header alone to hydrate): the built
 * page's content file is that data; the dev page's content is site.ts, and the data is in a block.
 */
export function longFormChrome(content: unknown): LongFormChrome | undefined {
  if (import.meta.env.DEV) {
    const block = document.getElementById(DEV_LONG_FORM_ID)?.textContent;
    return block ? (JSON.parse(block) as LongFormChrome) : undefined;
  }
  return typeof content === 'object' && content !== null && (content as { island?: unknown }).island === 'header' ? (content as LongFormChrome) : undefined;
}

/** What a case study shows of its project: the link, and the stack and highlights the owner gave (issue 41). */
/** `link`: the project's own address, when it has one (issue 41). */
export type CaseStudyProject = { link?: string; source?: string; title: string; stack?: string[]; highlights?: string[] };
