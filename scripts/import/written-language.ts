/**
 * The language a résumé is written in, for site.ts's `lang` (issue 41): a Hebrew résumé imported as
 * "en" made a page of English interface words around Hebrew texts, and a CV set in fonts chosen
 * for English that could not write them. A résumé names no language of its own (JSON Resume's
 * `languages` are the ones its owner speaks), so it is read from its texts: by script where a
 * script says it, by the commonest little words among languages written in Latin letters. It says
 * nothing when the texts do not make it clear; the import then keeps folio's default, English.
 */

/** Scripts written for one language (or one folio ships first among those that use it). */
const BY_SCRIPT: [lang: string, letters: RegExp][] = [
  ['he', /\p{Script=Hebrew}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['ko', /\p{Script=Hangul}/u],
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['zh', /\p{Script=Han}/u],
  ['el', /\p{Script=Greek}/u],
];

/** Words a text in each language is full of and other languages seldom use. */
const LITTLE_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'with', 'for', 'in', 'to', 'on', 'at', 'my', 'as', 'from', 'by', 'an', 'is', 'was', 'using', 'built', 'led'],
  fr: ['le', 'la', 'les', 'et', 'des', 'du', 'pour', 'avec', 'dans', 'sur', 'une', 'au', 'aux', 'en', 'de', 'je', 'mes', 'est', 'chez'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'im', 'den', 'dem', 'ein', 'eine', 'zu', 'bei', 'auf', 'ich', 'ist', 'als', 'sowie'],
  es: ['el', 'la', 'los', 'las', 'y', 'de', 'del', 'con', 'para', 'en', 'una', 'por', 'que', 'mi', 'es', 'como', 'sus'],
  pt: ['o', 'os', 'as', 'e', 'de', 'do', 'da', 'dos', 'das', 'com', 'para', 'em', 'uma', 'no', 'na', 'que', 'meu', 'ao'],
  it: ['il', 'lo', 'gli', 'le', 'e', 'di', 'del', 'della', 'con', 'per', 'in', 'una', 'un', 'che', 'sono', 'nel', 'dei', 'alla'],
  nl: ['de', 'het', 'een', 'en', 'van', 'met', 'voor', 'in', 'op', 'bij', 'ik', 'is', 'naar', 'als', 'aan', 'zijn', 'ook'],
  pl: ['i', 'w', 'z', 'na', 'do', 'oraz', 'dla', 'się', 'jest', 'od', 'przy', 'po', 'jako', 'ze', 'we'],
  tr: ['ve', 'bir', 'ile', 'için', 'bu', 'olarak', 'da', 'de', 'çok', 'gibi', 'üzerinde', 'olan'],
};

/** How much of the letters a script must have to speak for the text. */
const SCRIPT_SHARE = 0.3;
/** Little words needed, and how far ahead of the next language, to name a Latin-script one. */
const LEAST_HITS = 8;
const LEAD = 1.5;

export type WrittenLanguage = { lang: string; why: string };

export function writtenLanguage(texts: readonly string[]): WrittenLanguage | undefined {
  const text = texts.join('\n');
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return undefined;
  for (const [lang, script] of BY_SCRIPT) {
    const count = letters.filter((char) => script.test(char)).length;
    // Kana among Han characters make it Japanese; Han alone, Chinese.
    if (lang === 'ja' && count > 0 && count / letters.length >= 0.05) return { lang, why: 'its texts are written in kana' };
    if (count / letters.length >= SCRIPT_SHARE) return { lang, why: `its texts are written in ${scriptName(lang)} letters` };
  }
  const cyrillic = letters.filter((char) => /\p{Script=Cyrillic}/u.test(char));
  if (cyrillic.length / letters.length >= SCRIPT_SHARE) {
    const ukrainian = cyrillic.filter((char) => /[іїєґІЇЄҐ]/u.test(char)).length;
    const russian = cyrillic.filter((char) => /[ыэъёЫЭЪЁ]/u.test(char)).length;
    if (ukrainian > russian) return { lang: 'uk', why: 'its texts are in Cyrillic letters with і, ї, є' };
    if (russian > ukrainian) return { lang: 'ru', why: 'its texts are in Cyrillic letters with ы, э, ё' };
    return undefined;
  }
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const scores = Object.entries(LITTLE_WORDS)
    .map(([lang, list]) => {
      const set = new Set(list);
      return { lang, hits: words.filter((word) => set.has(word)).length };
    })
    .sort((a, b) => b.hits - a.hits);
  const [first, second] = scores;
  if (!first || first.hits < LEAST_HITS || first.hits < (second?.hits ?? 0) * LEAD) return undefined;
  return { lang: first.lang, why: `its texts read as ${languageName(first.lang)}` };
}

function scriptName(lang: string): string {
  return { he: 'Hebrew', ar: 'Arabic', hi: 'Devanagari', ko: 'Hangul', ja: 'Japanese', zh: 'Chinese', el: 'Greek' }[lang] ?? lang;
}

function languageName(lang: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
}

/** Fields that hold addresses, dates and codes rather than words. */
const NOT_WORDS = /^(?:url|email|phone|image|picture|photo|website|username|network|countryCode|postalCode|date|startDate|endDate|releaseDate|\$schema|canonical|version|lastModified|Number|Url|Websites|Email Address|Started On|Finished On|Start Date|End Date)$/u;

/** Every text a source holds under a field of words, to read its language from. */
export function textsIn(value: unknown, key = ''): string[] {
  if (NOT_WORDS.test(key)) return [];
  if (typeof value === 'string') return /^\s*(?:https?:|[\w.+-]+@)/u.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsIn(item, name));
  return [];
}
