/**
 * Which of the languages folio ships words in serves a page in `lang`: a regional tag takes its
 * language's ("pt-BR", "de-AT": pt, de), but Chinese only in simplified characters ("zh-TW" is
 * written in traditional ones, which folio does not ship). Undefined for any other language, or a
 * tag that is no language tag. Shared by the public page's words and the owner page's.
 */
export function shippedLanguage(lang: string, ships: (language: string) => boolean): string | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(lang).maximize();
  } catch {
    return undefined;
  }
  if (locale.language === 'zh' && locale.script !== 'Hans') return undefined;
  return ships(locale.language) ? locale.language : undefined;
}
