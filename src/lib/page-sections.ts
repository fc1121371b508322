import type { SiteContent } from '../../contract/content-schema';
import { OPTIONAL_SECTIONS, type OptionalSection } from '../../contract/sections';

/** The spec's sections, in the spec's order: every page has them. */
const ALWAYS = ['home', 'skills', 'work', 'contact'] as const;
export type PageSection = (typeof ALWAYS)[number] | OptionalSection | 'writing';

/** The sections a page may leave out that show lists of site.ts (Experience, Certifications, Publications, Awards). */
export const OPTIONAL_SECTION_IDS = Object.keys(OPTIONAL_SECTIONS) as OptionalSection[];

/** An optional section shows when the content's nav links to it. */
export const shows = (site: Pick<SiteContent, 'nav'>, section: OptionalSection): boolean => site.nav.some((item) => item.path === section);

/** The optional Experience section shows when the content's nav links to it. */
export const showsExperience = (site: Pick<SiteContent, 'nav'>): boolean => shows(site, 'experience');

/**
 * The optional Writing section (the latest posts, issue 24) shows when the content's nav links to
 * it (and the build has posts to show in it). Not one of OPTIONAL_SECTIONS: its posts are files of
 * content/posts/, not a list of site.ts.
 */
export const showsWriting = (site: Pick<SiteContent, 'nav'>): boolean => site.nav.some((item) => item.path === 'writing');

/** What decides which sections show: the nav, and whether there are skills and projects to show. */
type SectionsOf = Pick<SiteContent, 'nav'> & { skills?: readonly unknown[] | undefined; projects?: readonly unknown[] | undefined };

/** No projects, no Portfolio (issue 41): an empty section would only say there is nothing to show. */
export const showsWork = (site: SectionsOf): boolean => (site.projects?.length ?? 0) > 0;

/** No skills, no Skills section (issue 41), for the same reason. */
export const showsSkills = (site: SectionsOf): boolean => (site.skills?.length ?? 0) > 0;

/** Whether one of the spec's sections is on the page: Skills and Portfolio only with something in them. */
function showsAlways(site: SectionsOf, section: (typeof ALWAYS)[number] | SiteContent['nav'][number]['path']): boolean {
  if (section === 'work') return showsWork(site);
  if (section === 'skills') return showsSkills(site);
  return true;
}

/** The nav the page shows: no link to a section that is not there (Writing without posts, Skills or Portfolio with nothing in them). */
export function pageNav(site: SectionsOf, writes: boolean): SiteContent['nav'] {
  return site.nav.filter((item) => (item.path !== 'writing' || writes) && showsAlways(site, item.path));
}

/**
 * The page's sections in order: the spec's four (Skills and Portfolio when they have something), and each optional section the nav links to right
 * after the section whose nav link comes before its own (after Home when it comes first). So the
 * owner places it by placing its link, and a page without one is exactly the spec's.
 */
export function pageSections(site: SectionsOf): PageSection[] {
  const sections: PageSection[] = ALWAYS.filter((section) => showsAlways(site, section));
  const optional = site.nav.map((item) => item.path).filter((path): path is OptionalSection | 'writing' => path === 'writing' || (OPTIONAL_SECTION_IDS as string[]).includes(path));
  // In the nav's order, so a link that comes before an optional one's is placed by then.
  for (const section of optional) {
    const at = site.nav.findIndex((item) => item.path === section);
    // After the nearest link before its own whose section is on the page (a Portfolio without
    // projects is not), or after Home.
    const before = site.nav.slice(0, at).reverse().find((item) => sections.includes(item.path as PageSection))?.path ?? 'home';
    sections.splice(sections.indexOf(before as PageSection) + 1, 0, section);
  }
  return sections;
}
