import type { Project, SiteContent } from '../../contract/content-schema';
import type { PageSection } from './page-sections';
import type { PostCard } from './posts';
import type { CurrentRole } from './current-role';

/*
 * The shape the page is given: the build writes it (scripts/site/page-content.ts) and the page,
 * its header and prepared-content.ts read it. It lives here rather than in app.tsx so that none of
 * them imports the page that imports them.
 */

/** What the page reads of the content (the build ships no more: scripts/site/page-content.ts). */
/**
 * A project as its card shows it: the owner's, or one of their GitHub repositories (issue 23), which
 * also has its stars. Not in the content schema: the owner never writes stars, GitHub counts them.
 * `facts`: who it was for, the roles and the years as one line (src/lib/project-facts.ts), worded
 * by the build.
 */
export type WorkProject = Project & { stars?: number; facts?: string };

export type PageContent = Pick<SiteContent, 'lang' | 'defaultTheme' | 'skillsFilter' | 'owner' | 'socials' | 'nav' | 'skills' | 'experience' | 'education' | 'spokenLanguages' | 'certifications' | 'publications' | 'awards' | 'footer' | 'words'> & {
  projects: WorkProject[];
  /** The sections in order, when the build has worked them out (see preparedContent). */
  sections?: PageSection[];
  /** This page's address (`/`, `/de/`), where its CV is too; the dev page is at the base path. */
  home?: string;
  /** Every language's page, this one's included, when the site has more than one (issue 14). */
  languages?: LanguageLink[];
  /** The texts this page shows in the default language, which its translation leaves out. */
  fallback?: FallbackTexts;
  /** The latest posts, for the Writing section (issue 24), when the page shows it. */
  posts?: PostCard[];
  /** A project's case study page, by the project's id, when it has one (issue 24): its card links there. */
  caseStudies?: Record<number, string>;
  /** The role the owner holds now (src/lib/current-role.ts), which the hero shows; the jobs themselves are pre-rendered only. */
  current?: CurrentRole;
  /** The built page's pictures: each rendered file's address (src/lib/image-urls.ts). */
  images?: Record<string, string>;
};

/** Texts in another language than the page's: theirs, its direction, and the texts themselves. */
export type FallbackTexts = { lang: string; dir: 'ltr' | 'rtl'; texts: string[] };

/** A language's page, as the switcher links to it: `name` in the language itself. */
export type LanguageLink = { lang: string; name: string; dir: 'ltr' | 'rtl'; href: string };
