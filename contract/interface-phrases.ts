import { replacePlurals } from './plural-text';
import { DEFAULT_WORDS } from './words';

/**
 * The English of folio's interface as phrases to look for (issue 41): each text of DEFAULT_WORDS cut
 * at its placeholders and line breaks, each plural form on its own, trimmed of the punctuation
 * around it, and only those with three letters or more ("in" or "·" alone is no word to find).
 * What the checks that a page in another language shows no English word of folio's look for.
 */
export function englishPhrases(): string[] {
  return phrasesOf(DEFAULT_WORDS);
}

/** The phrases of a set of words grouped as folio's are (the owner page's too: contract/owner-words.ts), as englishPhrases cuts them. */
export function phrasesOf(words: Readonly<Record<string, Readonly<Record<string, string>>>>): string[] {
  const texts = Object.values(words).flatMap((group) => Object.values(group));
  const phrases = texts.flatMap((text) => withoutPlaceholders(text).split('\n'));
  const trimmed = phrases.map((phrase) => phrase.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}]+$/gu, ''));
  return [...new Set(trimmed.filter((phrase) => (phrase.match(/\p{L}/gu) ?? []).length >= 3))];
}

/**
 * English texts a language writes the same by nature, so they may be on its page. Short on
 * purpose: every other English text on a page in another language is a bug.
 */
export const SAME_BY_NATURE: readonly { lang: string; text: string; reason: string }[] = [
  { lang: 'fr', text: 'Certifications', reason: 'the French word is spelt as the English one' },
  { lang: 'fr', text: 'Publications', reason: 'the French word is spelt as the English one' },
  { lang: 'fr', text: 'Article', reason: 'the French word is spelt as the English one' },
];

/** A text's words, a line each side of its placeholders, each plural form on a line of its own. */
export function withoutPlaceholders(text: string): string {
  return replacePlurals(text, (_name, forms) => `\n${Object.values(forms).join('\n')}\n`).replace(/\{\w+\}|#/gu, '\n');
}

/** Whether `text` has `phrase` as words of its own (an apostrophe joins a word: "all’inizio" is not "all"). */
export function hasPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}'’])${escaped}(?![\\p{L}\\p{N}'’])`, 'u').test(text);
}

/** The English phrases a page in `lang` must not show: all but the ones it writes the same. */
export function foreignEnglish(lang: string): string[] {
  const same = new Set(SAME_BY_NATURE.filter((entry) => entry.lang === lang).map((entry) => entry.text));
  return englishPhrases().filter((phrase) => !same.has(phrase));
}
