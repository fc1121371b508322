import { ENGLISH_SPEECH, type OwnerSpeech } from '../../../contract/owner-folio-words';
import { say } from '../../../contract/owner-text';
import type { OwnerWords } from '../../../contract/owner-words';

/** The page's words, its language, and the two ways to write a text or a figure in that language. */
export type OwnerText = {
  lang: string;
  words: OwnerWords;
  /** A text with its `{placeholders}` and plural counts filled in (contract/owner-text.ts). */
  say: (template: string, values?: Readonly<Record<string, string | number>>) => string;
  /** Figures as the language writes them ("1,207", "1 207", "١٬٢٠٧"). */
  number: (value: number) => string;
};

export function ownerText({ lang, words }: OwnerSpeech): OwnerText {
  const numbers = new Intl.NumberFormat(lang);
  return { lang, words, say: (template, values = {}) => say(template, values, lang), number: (value) => numbers.format(value) };
}

/** The English page's: what a function gives when it is not told the page's language (a test of it alone). */
export const ENGLISH_TEXT: OwnerText = ownerText(ENGLISH_SPEECH);
