/**
 * The languages a site is built in (issue 14): the default one, site.ts's, at the base path, and
 * each translation at `<base><lang>/`. What the build, the head tags, the sitemap and the page's
 * language switcher agree on.
 */

/** Scripts written right to left (Unicode's list of the ones a site is likely to use). */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/** `rtl` for a language written right to left (ar, he, fa, ur, ...), `ltr` for the rest. */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  // maximize() adds the likely script: "ar" is ar-Arab-EG, "az" is Latin, "az-Arab" says so itself.
  return RIGHT_TO_LEFT_SCRIPTS.has(new Intl.Locale(lang).maximize().script ?? '') ? 'rtl' : 'ltr';
}

/** The language's name in itself ("Deutsch", "العربية"), as a switcher shows it, capitalised as a label. */
export function languageName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** One language's page: `path` is where it is under the base path ('' for the default, 'de/'). */
export type LanguagePage = { lang: string; name: string; dir: 'ltr' | 'rtl'; path: string };

/**
 * What each page names as its alternates (and the sitemap for each page): every language's page,
 * its own included as the standard asks, and `x-default`, the default language's, for the rest.
 * Pairs of hreflang and path; none for a site in one language.
 */
export function alternatesOf(pages: readonly LanguagePage[]): (readonly [hreflang: string, path: string])[] {
  if (pages.length < 2) return [];
  return [...pages.map((page) => [page.lang, page.path] as const), ['x-default', pages[0]?.path ?? ''] as const];
}

/** The site's pages, the default language's first, then the translations in the order given. */
export function languagePages(defaultLang: string, translations: readonly string[]): LanguagePage[] {
  return [defaultLang, ...translations].map((lang, index) => ({
    lang,
    name: languageName(lang),
    dir: textDirection(lang),
    path: index === 0 ? '' : `${lang.toLowerCase()}/`,
  }));
}
