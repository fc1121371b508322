import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { categoryWords } from '../../src/lib/category-words';
import { projectFacts } from '../../src/lib/project-facts';
import { currentRole } from '../../src/lib/current-role';
import type { SiteContent } from '../../contract/content-schema';
import type { FallbackTexts, PageContent } from '../../src/lib/page-content';
import { textAt, type MissingText } from '../../contract/translation';
import { textDirection } from '../languages/languages';
import { wordsOf } from '../../contract/folio-words';
import { OPTIONAL_SECTION_IDS, pageNav, pageSections, shows, showsExperience, showsWriting } from '../../src/lib/page-sections';

/**
 * What the page needs of the content, and nothing more: the CV's words and paper, the site's
 * address and accent (already in the HTML and CSS), and each optional section's lists and words
 * (experience and education, certifications, publications, awards) when the page does not show it stay out of what every visitor downloads. The words come fully
 * resolved and the sections in order, so the page need not carry folio's defaults or the ordering
 * code. `place`: the page's own address and the site's languages, when it has several.
 */
export function pageContent(
  site: SiteContent,
  place: Pick<PageContent, 'home' | 'languages' | 'posts' | 'caseStudies'> = {},
  fallbacks?: Fallbacks,
): PageContent {
  const { page, home, skills, work, experience, certifications, publications, awards, writing, contact, form, footer } = wordsOf(site.words, site.lang);
  const shown = showsExperience(site);
  const optional = (section: 'certifications' | 'publications' | 'awards', words: object) =>
    shows(site, section) && site[section] ? { content: { [section]: site[section] }, words: { [section]: words } } : { content: {}, words: {} };
  const listed = [optional('certifications', certifications), optional('publications', publications), optional('awards', awards)];
  // No posts, no section, and no link to it (issue 24): the nav names it, the folder is empty.
  const writes = showsWriting(site) && (place.posts?.length ?? 0) > 0;
  const { posts, caseStudies, ...rest } = place;
  const content: PageContent = {
    lang: site.lang,
    ...(site.defaultTheme ? { defaultTheme: site.defaultTheme } : {}),
    ...(site.skillsFilter ? { skillsFilter: site.skillsFilter } : {}),
    owner: site.owner,
    // An address the owner lists twice (a résumé's LinkedIn entry that is their Twitter) is one profile.
    socials: site.socials.filter((social, index) => site.socials.findIndex((other) => other.url === social.url) === index),
    nav: pageNav(site, writes),
    // Categories as words ("client-platform": "Client platform") here, once, so the page's script
    // carries no code for it (src/lib/category-words.ts).
    skills: site.skills.map((skill) => ({ ...skill, category: categoryWords(skill.category) })),
    projects: (site.projects ?? []).map((project) => {
      const facts = projectFacts(project, work.present, site.lang);
      return { ...project, category: categoryWords(project.category), ...(facts === undefined ? {} : { facts }) };
    }),
    ...(currentRole(site.experience) ? { current: currentRole(site.experience) } : {}),
    ...(shown && site.experience ? { experience: site.experience } : {}),
    ...(shown && site.education ? { education: site.education } : {}),
    ...(shown && site.spokenLanguages && site.spokenLanguages.length > 0 ? { spokenLanguages: site.spokenLanguages } : {}),
    ...Object.assign({}, ...listed.map((part) => part.content)),
    footer: site.footer,
    words: {
      page,
      home,
      skills,
      work,
      ...(shown ? { experience } : {}),
      ...Object.assign({}, ...listed.map((part) => part.words)),
      ...(writes ? { writing } : {}),
      contact,
      form,
      footer,
    },
    sections: pageSections(site).filter((section) => section !== 'writing' || writes),
    ...(writes ? { posts } : {}),
    ...(caseStudies && Object.keys(caseStudies).length > 0 ? { caseStudies } : {}),
    ...rest,
  };
  const fallback = fallbackTexts(content, fallbacks);
  return fallback === undefined ? content : { ...content, fallback };
}

/** The texts a translation leaves out (translate's `missing`), in the default language `lang`. */
export type Fallbacks = { lang: string; missing: readonly MissingText[] };

/**
 * Those of the fallback texts this page shows (not the CV's words, say), for the page to mark
 * (src/ui/fallback-text.tsx). The texts themselves rather than their paths: the page finds them by
 * value, with no path code in its script.
 */
function fallbackTexts(content: PageContent, fallbacks: Fallbacks | undefined): FallbackTexts | undefined {
  const texts = [...new Set((fallbacks?.missing ?? []).filter(({ path: where, fallback }) => textAt(content, where) === fallback).map(({ fallback }) => fallback))];
  if (fallbacks === undefined || texts.length === 0) return undefined;
  return { lang: fallbacks.lang, dir: textDirection(fallbacks.lang), texts };
}

/**
 * The defines that tell the page its content comes prepared (src/lib/prepared-content.ts),
 * whether the site has other languages (src/lib/site-languages.ts), and whether it has posts or
 * case studies (`writing`, src/lib/site-writing.ts).
 */
export function pageContentDefine(content: PageContent, writing = false): Record<string, string> {
  return { __FOLIO_PAGE_CONTENT__: 'true', __FOLIO_LANGUAGES__: String((content.languages?.length ?? 0) > 1), __FOLIO_WRITING__: String(writing) };
}

/** The global the page's loader puts the content's promise in (optimise-html's deferModuleScript). */
export const PAGE_CONTENT_GLOBAL = '__folioContent';

/**
 * The page's content (pageContent), in its language, as a JSON file beside the script:
 * `assets/content-<hash>.json`, named by what it holds, so it is cached like the script and a
 * language's page fetches only its own texts. Not in the HTML: there it was the page's text a
 * second time, 2.6 kB gzip that pushed the HTML past the first round trip of a connection (about
 * 14 kB). The loader fetches it beside the script, after the first paint.
 */
export function pageContentFile(content: PageContent): { file: string; json: string } {
  // The lists and words of the sections only the pre-render draws stay out: the browser keeps
  // their HTML as it is (src/ui/static-section.tsx).
  const hydrated: Record<string, unknown> = { ...content };
  const words = { ...(content.words as Record<string, unknown>) };
  for (const key of PRERENDERED_LISTS) delete hydrated[key];
  for (const section of PRERENDERED_WORDS) delete words[section];
  return dataFile({ ...hydrated, words });
}

/**
 * The content lists and the words only the pre-render reads (src/prerendered-sections.ts), and
 * `current`, which only a part the pre-render draws shows (src/ui/static-part.tsx).
 */
const PRERENDERED_LISTS = ['posts', 'experience', 'education', 'spokenLanguages', 'certifications', 'publications', 'awards', 'current'] as const satisfies readonly (keyof PageContent)[];
const PRERENDERED_WORDS = ['experience', 'certifications', 'publications', 'awards', 'writing'] as const;

/** Data for a page's script, as `assets/content-<hash>.json`: a long-form page's header too (issue 24). */
export function dataFile(data: object): { file: string; json: string } {
  const json = JSON.stringify(data);
  return { file: `assets/content-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`, json };
}

/**
 * For the client build: the content module is the promise of the page's content that the loader
 * started fetching (pageContentFile); the entry awaits it. The dev server keeps the module, so an
 * edit shows on the next reload.
 */
export function onlyPageContent(contentFile: string): Plugin {
  return {
    name: 'folio-only-page-content',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== contentFile) return null;
      return { code: `export const site = window.${PAGE_CONTENT_GLOBAL};\n`, map: null };
    },
  };
}

/** The Tailwind import the page's stylesheet opens with; the exclusion goes right after it. */
const TAILWIND_IMPORT = "@import 'tailwindcss' source(none);";

/** The Tailwind exclusions for the optional sections a page does not show (onlyShownSectionStyles). */
export function unshownSectionSources(site: SiteContent): string {
  const unshown = OPTIONAL_SECTION_IDS.filter((section) => !shows(site, section));
  const sources = [...unshown, ...(showsWriting(site) ? [] : ['writing'])].map((section) => `./sections/${section}`);
  // The card only Certifications, Publications and Awards use.
  if (CARD_SECTIONS.every((section) => unshown.includes(section))) sources.push('./designs/*/career-entry.tsx', './ui/career-section.tsx');
  return sources.map((source) => `\n@source not '${source}';`).join('');
}

/** The sections drawn by src/ui/career-section.tsx and a design's career-entry.tsx. */
const CARD_SECTIONS = ['certifications', 'publications', 'awards'] as const;

/**
 * For the client build: the stylesheet leaves out the utilities only a section the page does not
 * show uses (Tailwind scans every source). The sample's page without Experience is then 2 kB of
 * CSS lighter, which keeps its HTML, CSS inlined, within the first round trip of a connection.
 * The card Certifications, Publications and Awards share is left out too when none of them shows.
 */
export function onlyShownSectionStyles(site: SiteContent): Plugin {
  return {
    name: 'folio-only-shown-section-styles',
    // load, not transform: Tailwind's plugin transforms the sheet before any later transform would.
    load(id) {
      const excluded = unshownSectionSources(site);
      if (excluded === '' || !id.split('?')[0]?.endsWith('/src/styles.css')) return null;
      const code = readFileSync(id.split('?')[0] ?? id, 'utf8');
      if (!code.includes(TAILWIND_IMPORT)) this.error(`styles.css no longer starts with ${TAILWIND_IMPORT}; update scripts/site/page-content.ts`);
      return { code: code.replace(TAILWIND_IMPORT, `${TAILWIND_IMPORT}${excluded}`), map: null };
    },
  };
}

/** Vite's helper for dynamic imports, which it wraps around each of the page's `import()`. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * For the client build: Vite's dynamic-import helper, reduced to the import. It preloads a lazy
 * chunk's CSS and the chunks it imports, but the page has one stylesheet, inlined, and the chunks
 * it loads later (the form's sender, the beacon) import nothing the page's script has not already
 * loaded: bytes of the page's script for nothing. A chunk's own imports load as they would anyway;
 * only the hint is gone.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'folio-plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER ? { code: 'export const __vitePreload = (load) => load();\n', map: null } : null;
    },
  };
}
