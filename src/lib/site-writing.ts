/** Defined by the client build: whether the site has posts or case studies (scripts/site/page-content.ts). */
declare const __FOLIO_WRITING__: boolean | undefined;

/**
 * Whether this site may have long-form pages and the Writing section (issue 24). The build says so,
 * so a site without posts ships none of their code (the header island, the copy buttons, the
 * section); the dev server and the pre-render decide from the content.
 */
export const mayHaveWriting: boolean = typeof __FOLIO_WRITING__ === 'undefined' || __FOLIO_WRITING__;
