import { OWNER_WORDS_EN, type OwnerWords } from './owner-words';
import { shippedLanguage } from './shipped-language';

/**
 * The languages the owner's page ships its words in (issue 41), each a file of its own,
 * contract/owner-words/<lang>.ts, loaded only when the page is in that language: a dynamic import
 * is a chunk of its own in the page's build, so the page carries one language, not sixteen.
 *
 * Pending, to be written by translators and registered here one line each (the public page ships
 * them all already, contract/words/): ar, he, hi, ja, ko, nl, pl, tr, uk, zh. Until a
 * language is here, an owner whose site is in it gets the English page, marked lang="en" (it is
 * not written in their language, so it does not say it is).
 */
export const OWNER_WORD_LOADERS: Readonly<Record<string, () => Promise<OwnerWords>>> = {
  en: () => Promise.resolve(OWNER_WORDS_EN),
  de: () => import('./owner-words/de').then((module) => module.de),
  es: () => import('./owner-words/es').then((module) => module.es),
  fr: () => import('./owner-words/fr').then((module) => module.fr),
  it: () => import('./owner-words/it').then((module) => module.it),
  pt: () => import('./owner-words/pt').then((module) => module.pt),
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
