import type { Plugin } from 'vite';
import type { SiteContent } from '../contract/content-schema';
import type { PageContent } from '../src/app';
import { wordsOf } from '../contract/words';
import { pageSections, showsExperience } from '../src/lib/page-sections';

/**
 * What the page needs of the content, and nothing more: the CV's words and paper, the site's
 * address and accent (already in the HTML and CSS), and the experience, education and their words
 * when the page does not show them stay out of the script every visitor downloads. The words come
 * fully resolved and the sections in order, so the page need not carry folio's defaults or the
 * ordering code.
 */
export function pageContent(site: SiteContent): PageContent {
  const { page, home, skills, work, experience, contact, form, footer } = wordsOf(site.words);
  const shown = showsExperience(site);
  return {
    lang: site.lang,
    ...(site.defaultTheme ? { defaultTheme: site.defaultTheme } : {}),
    owner: site.owner,
    socials: site.socials,
    nav: site.nav,
    skills: site.skills,
    projects: site.projects,
    ...(shown && site.experience ? { experience: site.experience } : {}),
    ...(shown && site.education ? { education: site.education } : {}),
    footer: site.footer,
    words: { page, home, skills, work, ...(shown ? { experience } : {}), contact, form, footer },
    sections: pageSections(site),
  };
}

/** The define that tells the page its content comes prepared (src/lib/prepared-content.ts). */
export const PAGE_CONTENT_DEFINE = { __FOLIO_PAGE_CONTENT__: 'true' } as const;

/**
 * For the client build: the content module becomes `pageContent` of it, as data. The dev server
 * keeps the module itself, so an edit to the content shows on the next reload.
 */
export function onlyPageContent(site: SiteContent, contentFile: string): Plugin {
  return {
    name: 'folio-only-page-content',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== contentFile) return null;
      return { code: `export const site = ${JSON.stringify(pageContent(site))};\n`, map: null };
    },
  };
}
