import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { SiteContent } from '../../contract/content-schema';
import type { PageContent } from '../../src/lib/page-content';
import { wordsOf } from '../../contract/words';
import { safeJson } from './head-tags';
import { pageSections, showsExperience, showsWriting } from '../../src/lib/page-sections';

/**
 * What the page needs of the content, and nothing more: the CV's words and paper, the site's
 * address and accent (already in the HTML and CSS), and the experience, education and their words
 * when the page does not show them stay out of what every visitor downloads. The words come fully
 * resolved and the sections in order, so the page need not carry folio's defaults or the ordering
 * code. `place`: the page's own address and the site's languages, when it has several.
 */
export function pageContent(site: SiteContent, place: Pick<PageContent, 'home' | 'languages' | 'posts' | 'caseStudies'> = {}): PageContent {
  const { page, home, skills, work, experience, writing, contact, form, footer } = wordsOf(site.words);
  const shown = showsExperience(site);
  // No posts, no section, and no link to it (issue 24): the nav names it, the folder is empty.
  const writes = showsWriting(site) && (place.posts?.length ?? 0) > 0;
  const { posts, caseStudies, ...rest } = place;
  return {
    lang: site.lang,
    ...(site.defaultTheme ? { defaultTheme: site.defaultTheme } : {}),
    ...(site.skillsFilter ? { skillsFilter: site.skillsFilter } : {}),
    owner: site.owner,
    socials: site.socials,
    nav: writes ? site.nav : site.nav.filter((item) => item.path !== 'writing'),
    skills: site.skills,
    projects: site.projects,
    ...(shown && site.experience ? { experience: site.experience } : {}),
    ...(shown && site.education ? { education: site.education } : {}),
    footer: site.footer,
    words: { page, home, skills, work, ...(shown ? { experience } : {}), ...(writes ? { writing } : {}), contact, form, footer },
    sections: pageSections(site).filter((section) => section !== 'writing' || writes),
    ...(writes ? { posts } : {}),
    ...(caseStudies && Object.keys(caseStudies).length > 0 ? { caseStudies } : {}),
    ...rest,
  };
}

/**
 * The defines that tell the page its content comes prepared (src/lib/prepared-content.ts),
 * whether the site has other languages (src/lib/site-languages.ts), and whether it has posts or
 * case studies (`writing`, src/lib/site-writing.ts).
 */
export function pageContentDefine(content: PageContent, writing = false): Record<string, string> {
  return { __FOLIO_PAGE_CONTENT__: 'true', __FOLIO_LANGUAGES__: String((content.languages?.length ?? 0) > 1), __FOLIO_WRITING__: String(writing) };
}

/** The id of the page's content in its HTML (pageContentBlock). */
export const PAGE_CONTENT_ID = 'page-content';

/**
 * The page's content (pageContent), in its language, as a JSON data block for the HTML: the
 * script hydrates with it (all but the posts' cards, which only the pre-render draws). Data rather than code: no JavaScript to parse for it, and the script
 * is the same file for every language and survives an edit of the content, cached.
 */
export function pageContentBlock(content: PageContent): string {
  // The Writing section's posts stay out: the browser keeps that section's HTML as it is (StaticWriting).
  const hydrated: PageContent = { ...content };
  delete hydrated.posts;
  return `<script type="application/json" id="${PAGE_CONTENT_ID}">${safeJson(hydrated)}</script>`;
}

/**
 * For the client build: the content module reads the page's content from the page itself
 * (pageContentBlock). The dev server keeps the module, so an edit shows on the next reload.
 */
export function onlyPageContent(contentFile: string): Plugin {
  return {
    name: 'folio-only-page-content',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== contentFile) return null;
      return { code: `export const site = JSON.parse(document.getElementById(${JSON.stringify(PAGE_CONTENT_ID)}).textContent);\n`, map: null };
    },
  };
}

/** The Tailwind import the page's stylesheet opens with; the exclusion goes right after it. */
const TAILWIND_IMPORT = "@import 'tailwindcss';";

/**
 * For the client build: the stylesheet leaves out the utilities only a section the page does not
 * show uses (Tailwind scans every source). The sample's page without Experience is then 2 kB of
 * CSS lighter, which keeps its HTML, CSS inlined, within the first round trip of a connection.
 */
export function onlyShownSectionStyles(site: SiteContent): Plugin {
  return {
    name: 'folio-only-shown-section-styles',
    // load, not transform: Tailwind's plugin transforms the sheet before any later transform would.
    load(id) {
      const hidden = [...(showsExperience(site) ? [] : ['experience']), ...(showsWriting(site) ? [] : ['writing'])];
      if (hidden.length === 0 || !id.split('?')[0]?.endsWith('/src/styles.css')) return null;
      const code = readFileSync(id.split('?')[0] ?? id, 'utf8');
      if (!code.includes(TAILWIND_IMPORT)) this.error(`styles.css no longer starts with ${TAILWIND_IMPORT}; update scripts/build/page-content.ts`);
      const sources = hidden.map((section) => `@source not './sections/${section}';`).join('\n');
      return { code: code.replace(TAILWIND_IMPORT, `${TAILWIND_IMPORT}\n${sources}`), map: null };
    },
  };
}
