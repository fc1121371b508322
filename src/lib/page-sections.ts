import type { SiteContent } from '../../contract/content-schema';

/** The spec's sections, in the spec's order: every page has them. */
const ALWAYS = ['home', 'skills', 'work', 'contact'] as const;
export type PageSection = (typeof ALWAYS)[number] | 'experience';

/** The optional Experience section shows when the content's nav links to it. */
export const showsExperience = (site: Pick<SiteContent, 'nav'>): boolean => site.nav.some((item) => item.path === 'experience');

/**
 * The page's sections in order: the spec's four, and Experience, when shown, right after the
 * section whose nav link comes before its own (after Home when it comes first). So the owner places
 * it by placing its link, and a page without it is exactly the spec's.
 */
export function pageSections(site: Pick<SiteContent, 'nav'>): PageSection[] {
  const sections: PageSection[] = [...ALWAYS];
  const at = site.nav.findIndex((item) => item.path === 'experience');
  if (at === -1) return sections;
  const before = site.nav[at - 1]?.path ?? 'home';
  sections.splice(sections.indexOf(before as PageSection) + 1, 0, 'experience');
  return sections;
}
