/** Defined by the client build: whether the site is in more than one language (scripts/site/page-content.ts). */
declare const __FOLIO_LANGUAGES__: boolean | undefined;

/**
 * Whether this page may show a language switcher. The build says so, so a site in one language
 * ships none of the switcher's code; the dev server and the pre-render decide from the content.
 */
export const mayHaveLanguages: boolean = typeof __FOLIO_LANGUAGES__ === 'undefined' || __FOLIO_LANGUAGES__;
