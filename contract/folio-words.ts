import { shippedLanguage } from './shipped-language';
import { DEFAULT_WORDS, type WordGroup, type Words } from './words';
import { ar } from './words/ar';
import { de } from './words/de';
import { es } from './words/es';
import { fr } from './words/fr';
import { he } from './words/he';
import { hi } from './words/hi';
import { it } from './words/it';
import { ja } from './words/ja';
import { ko } from './words/ko';
import { nl } from './words/nl';
import { pl } from './words/pl';
import { pt } from './words/pt';
import { tr } from './words/tr';
import { uk } from './words/uk';
import { zh } from './words/zh';

/**
 * The languages folio ships its own words in (issue 41), each written for that language rather than
 * word for word from the English, so an owner's translation holds only the owner's own texts.
 */
export const FOLIO_WORDS: Readonly<Record<string, Words>> = { en: DEFAULT_WORDS, ar, de, es, fr, he, hi, it, ja, ko, nl, pl, pt, tr, uk, zh };

/** The languages of FOLIO_WORDS, English first. */
export const FOLIO_LANGUAGES = Object.keys(FOLIO_WORDS);

/**
 * folio's words for a page in `lang`, if it ships them: a regional tag takes its language's
 * ("pt-BR", "de-AT": pt, de), but Chinese only in simplified characters ("zh-TW" is written in
 * traditional ones, which folio does not ship).
 */
export function folioWords(lang: string): Words | undefined {
  const language = shippedLanguage(lang, (code) => Object.hasOwn(FOLIO_WORDS, code));
  return language === undefined ? undefined : FOLIO_WORDS[language];
}

/**
 * The content's words over folio's words in the page's language (`lang`): its own where folio
 * ships that language (contract/words/), else English. (No zod here: the dev page and the
 * pre-render use it; the schema is in content-schema.ts.)
 */
export function wordsOf(words: { [G in WordGroup]?: { [K in keyof Words[G]]?: string | undefined } | undefined } | undefined, lang: string): Words {
  const folio = folioWords(lang) ?? DEFAULT_WORDS;
  const merged = {} as Record<WordGroup, Record<string, string>>;
  for (const group of Object.keys(DEFAULT_WORDS) as WordGroup[]) {
    merged[group] = { ...folio[group], ...definedOnly(words?.[group] as Record<string, string | undefined> | undefined) };
  }
  return merged as Words;
}

function definedOnly(values: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
