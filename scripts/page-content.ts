import type { Plugin } from 'vite';
import type { SiteContent } from '../contract/content-schema';
import { wordsOf } from '../contract/words';
import { showsExperience } from '../src/lib/page-sections';


/**
 * What the page needs of the content, and nothing more: the CV's words and paper, the site's
 * address and accent (already in the HTML and CSS), and the experience and education the page
 * does not show stay out of the script every visitor downloads. The words come fully resolved,
 * so the page need not carry folio's defaults either (see `wordsOf`).
 */
export function pageContent(site: SiteContent): SiteContent {
  const { page, home, skills, work, experience, contact, form, footer } = wordsOf(site.words);
  const shown = showsExperience(site);
  return {
    siteUrl: site.siteUrl,
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
    words: { page, home, skills, work, experience, contact, form, footer },
  };
}

/** The define that tells `wordsOf` the shipped content's words are already complete. */
export const RESOLVED_WORDS_DEFINE = { __FOLIO_WORDS_RESOLVED__: 'true' } as const;

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
