import type { SiteContent } from '../../contract/content-schema';

/** The spec's sections, in the spec's order: every page has them. */
const ALWAYS = ['home', 'skills', 'work', 'contact'] as const;
/** Sections a page has when its nav links to them, placed where the link is. */
const OPTIONAL = ['experience', 'writing'] as const;
export type PageSection = (typeof ALWAYS)[number] | (typeof OPTIONAL)[number];

/** The optional Experience section shows when the content's nav links to it. */
export const showsExperience = (site: Pick<SiteContent, 'nav'>): boolean => site.nav.some((item) => item.path === 'experience');

/** The optional Writing section (the latest posts, issue 24) shows when the content's nav links to it. */
export const showsWriting = (site: Pick<SiteContent, 'nav'>): boolean => site.nav.some((item) => item.path === 'writing');

/**
 * The page's sections in order: the spec's four, and each optional one (Experience, Writing), when
 * shown, right after the section whose nav link comes before its own (after Home when it comes
 * first). So the owner places it by placing its link, and a page without it is exactly the spec's.
 */
export function pageSections(site: Pick<SiteContent, 'nav'>): PageSection[] {
  const sections: PageSection[] = [...ALWAYS];
  for (const optional of OPTIONAL) {
    const at = site.nav.findIndex((item) => item.path === optional);
    if (at === -1) continue;
    const before = site.nav[at - 1]?.path ?? 'home';
    const index = sections.indexOf(before as PageSection);
    // Before its neighbour is placed (writing's link right after experience's, say), it goes after Home.
    sections.splice((index === -1 ? 0 : index) + 1, 0, optional);
  }
  return sections;
}
