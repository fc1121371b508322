import { test as base, type Page } from '@playwright/test';
import type { Project, SiteContent, Skill } from '../../contract/content-schema';
import { type Words } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { contentPaths } from '../../contract/content-paths';
import { hasSource } from '../../scripts/content-files/missing-images';
import { readTexts } from '../../scripts/posts/read-posts';
import { siteOf, type E2ESite } from '../sites';

/** The path the site lives under: `/`, or a Pages build's repository path (`/folio/`). */
export const basePathOf = (e2eSite: E2ESite): string => e2eSite.pages?.base ?? '/';

/**
 * Where a project's card leads on the page: its case study's page (issue 24), in the page's
 * language when it is translated, else the project's own address in a new tab; none without either.
 */
export function projectLinkOf(project: Project, e2eSite: E2ESite): [href: string, target: string | null] | undefined {
  // A project with no address and no case study has no link on its card (issue 41).
  if (project.caseStudy === undefined) return project.link === undefined ? undefined : [project.link, '_blank'];
  const { texts } = readTexts(contentPaths(e2eSite.contentDir));
  const translated = texts.some((text) => text.kind === 'work' && text.slug === project.caseStudy && text.lang === e2eSite.content.lang);
  return [`${basePathOf(e2eSite)}${translated ? e2eSite.path : ''}work/${project.caseStudy}/`, null];
}

/**
 * The pictures of content/images the posts and case studies show (covers, a case study's project's
 * picture when it names no cover, `![](name)`, `<img src="name">`): the build makes them itself,
 * beside the content's (issue 24).
 */
export function textPictures(e2eSite: E2ESite): string[] {
  const { texts } = readTexts(contentPaths(e2eSite.contentDir));
  const images = contentPaths(e2eSite.contentDir).images;
  // The build makes a project's picture from its original; without one, the case study has none.
  const projectPicture = (slug: string) => {
    const name = (e2eSite.content.projects ?? []).find((project) => project.caseStudy === slug)?.image?.name;
    return name !== undefined && hasSource(name, images) ? name : undefined;
  };
  return [
    ...new Set(
      texts.flatMap((text) => [
        ...(text.front.cover ? [text.front.cover] : []),
        ...(text.kind === 'work' && !text.front.cover ? [projectPicture(text.slug) ?? ''] : []),
        ...[...text.body.matchAll(/!\[[^\]]*\]\(\s*([a-z0-9-]+)(?:\.[a-z]+)?\s*\)|<img[^>]*src="([a-z0-9-]+)"/gu)].map((match) => match[1] ?? match[2] ?? ''),
      ]),
    ),
  ].filter(Boolean);
}

/**
 * The content as its page shows it: a nav link to `writing` with no published post to show leads
 * nowhere, so the build leaves the link and the section out (issue 24).
 */
function asShown(e2eSite: E2ESite): SiteContent {
  const posts = readTexts(contentPaths(e2eSite.contentDir)).texts.filter((text) => text.kind === 'post' && text.lang === undefined && text.front.draft !== true);
  const { content } = e2eSite;
  return posts.length > 0 ? content : { ...content, nav: content.nav.filter((item) => item.path !== 'writing') };
}

/**
 * The owner suite's `test`: `site` is the content the project's page was built from (content/ for
 * the `owner` project), and `words` the page's texts as that content words them. Every expectation
 * in e2e/any-owner is derived from these, never written out.
 */
export const test = base.extend<{ site: SiteContent; e2eSite: E2ESite; words: Words }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  e2eSite: async ({}, use, testInfo) => use(siteOf(testInfo.project.name)),
  site: async ({ e2eSite }, use) => use(asShown(e2eSite)),
  words: async ({ site }, use) => use(wordsOf(site.words, site.lang)),
});

export { expect } from '@playwright/test';

/** Categories in order of first appearance, each once. */
export function categoriesOf(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/** The projects filter's buttons: "all" and each category, or none for projects of one category (issue 41). */
export function projectFiltersOf(projects: readonly { category: string }[], all: string): string[] {
  const categories = categoriesOf(projects);
  return categories.length < 2 ? [] : [all, ...categories];
}

/**
 * The skills filter's buttons as the content sets them up, each with the skills it shows (grouped
 * by category, as the page lists them). The first is the one a visit starts on: the first category,
 * or "All" before the categories when the content's `skillsFilter` is 'all'.
 */
export function skillFiltersOf(site: SiteContent, words: Words): { label: string; skills: Skill[] }[] {
  // One category needs no filter: the page shows every skill, without buttons (issue 41).
  if (categoriesOf(site.skills).length < 2) return [];
  const categories = categoriesOf(site.skills).map((label) => ({ label, skills: site.skills.filter((skill) => skill.category === label) }));
  const all = { label: words.skills.all, skills: categories.flatMap((category) => category.skills) };
  // Skills that are names only read as grouped text, every group in view: the filter starts on all of
  // them unless the owner chose the first category.
  const namesOnly = site.skills.every((skill) => skill.percentage === undefined && skill.description === undefined);
  const start = site.skillsFilter ?? (namesOnly ? 'all' : 'first');
  return start === 'all' ? [all, ...categories] : categories;
}

/**
 * Opens the header's menu when the page shows its button (a phone, or an owner whose name and
 * labels do not fit the row at this width: src/lib/header-fit.ts), as a visitor would to reach
 * the nav and the header's profiles; with the nav in the row, there is nothing to open.
 */
export async function openMenuIfShown(page: Page, words: Words): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: words.page.openMenu });
  if (await menu.isVisible()) await menu.click();
}
