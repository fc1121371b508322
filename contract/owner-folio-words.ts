import { OWNER_WORDS_EN, type OwnerWords } from './owner-words';
import { shippedLanguage } from './shipped-language';

/**
 * The languages the owner's page ships its words in (issue 41), each a file of its own,
 * contract/owner-words/<lang>.ts, loaded only when the page is in that language: a dynamic import
 * is a chunk of its own in the page's build, so the page carries one language, not sixteen.
 * The same sixteen as the public page's (contract/words/). An owner whose site is in another
 * language gets the English page, marked lang="en": it is not written in their language, so it
 * does not say it is.
 */
export const OWNER_WORD_LOADERS: Readonly<Record<string, () => Promise<OwnerWords>>> = {
  en: () => Promise.resolve(OWNER_WORDS_EN),
  ar: () => import('./owner-words/ar').then((module) => module.ar),
  de: () => import('./owner-words/de').then((module) => module.de),
  es: () => import('./owner-words/es').then((module) => module.es),
  fr: () => import('./owner-words/fr').then((module) => module.fr),
  he: () => import('./owner-words/he').then((module) => module.he),
  hi: () => import('./owner-words/hi').then((module) => module.hi),
  it: () => import('./owner-words/it').then((module) => module.it),
  ja: () => import('./owner-words/ja').then((module) => module.ja),
  ko: () => import('./owner-words/ko').then((module) => module.ko),
  nl: () => import('./owner-words/nl').then((module) => module.nl),
  pl: () => import('./owner-words/pl').then((module) => module.pl),
  pt: () => import('./owner-words/pt').then((module) => module.pt),
  tr: () => import('./owner-words/tr').then((module) => module.tr),
  uk: () => import('./owner-words/uk').then((module) => module.uk),
  zh: () => import('./owner-words/zh').then((module) => module.zh),
};

/** The languages of OWNER_WORD_LOADERS, English first. */
export const OWNER_LANGUAGES = Object.keys(OWNER_WORD_LOADERS);

/** The language of the owner page's words for a site in `lang` (a regional tag takes its language's), if it ships them. */
export function ownerWordsLanguage(lang: string): string | undefined {
  return shippedLanguage(lang, (code) => Object.hasOwn(OWNER_WORD_LOADERS, code));
}

/** The page's language and its words: `lang` itself where folio ships its words, else English. */
export type OwnerSpeech = { lang: string; words: OwnerWords };

export const ENGLISH_SPEECH: OwnerSpeech = { lang: 'en', words: OWNER_WORDS_EN };

/** The owner page's language and words for a page in `lang`: 'pt-BR' keeps its tag (for dates) with pt's words. */
export async function ownerSpeech(lang: string): Promise<OwnerSpeech> {
  const language = ownerWordsLanguage(lang);
  const load = language === undefined ? undefined : OWNER_WORD_LOADERS[language];
  return load === undefined ? ENGLISH_SPEECH : { lang, words: await load() };
}
