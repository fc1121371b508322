import { pathKeys, type MissingText } from '../../contract/translation';

/**
 * check:content's word on what a translation leaves in the default language (issue 41): one line
 * per file, after the errors, and only the texts an owner would translate. A name (a company, a
 * technology, the owner's own), code ("C++", "Node.js"), an address or a number reads the same in
 * every language, so leaving it out of a translation is no omission; the page still marks it as the
 * default language's (contract/translation.ts lists every text it falls back on).
 */

/** Fields whose texts are names by nature: the owner's, a company's (a project's client too), a technology's, a profile's. */
const NAME_FIELDS = new Set(['owner.name', 'owner.initials', 'owner.techLine', 'skills.name', 'socials.label', 'experience.company', 'experience.technologies', 'projects.entity', 'education.school', 'certifications.issuer', 'publications.publisher', 'awards.awarder']);

/** Fields whose one-word texts are ordinary words to translate ("Skills", "Others"), not proper nouns. */
const WORD_FIELDS = new Set(['nav.name', 'skills.category', 'projects.category']);

/** A field's place without its item numbers: "skills[3].name" is "skills.name". */
function fieldOf(path: string): string {
  return pathKeys(path)
    .filter((key) => typeof key === 'string')
    .join('.');
}

/** A token written as code or a brand writes itself: "C++", "Node.js", "GitHub", "AWS", "ES2023". */
function codeLike(token: string): boolean {
  return !/\s/u.test(token) && (/[+#./_@\d]/u.test(token) || /\p{Ll}\p{Lu}/u.test(token) || /^\p{Lu}{2,}$/u.test(token));
}

/** Whether a text left out of a translation is one that needs none: a name, code, an address. */
export function needsNoTranslation({ path, fallback }: MissingText): boolean {
  const text = fallback.trim();
  const field = fieldOf(path);
  if (!/\p{L}/u.test(text)) return true;
  if (/^(?:https?:\/\/|www\.)\S+$/u.test(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(text)) return true;
  if (NAME_FIELDS.has(field)) return true;
  // The page's words, in a language folio does not ship its own in: wording, every one.
  if (field.startsWith('words.')) return false;
  // A list of technologies ("React, Next.js, C++") is names, however it is separated.
  const tokens = text.split(/\s*[,;/|·]\s*/u).filter((token) => token !== '');
  if (tokens.length > 0 && tokens.every(codeLike)) return true;
  // One capitalised word is a proper noun ("Kubernetes"), except where a field holds common words.
  return !WORD_FIELDS.has(field) && /^\p{Lu}[\p{L}\p{M}'’-]*$/u.test(text);
}

/** What check:content needs of a checked translation. */
export type TranslationReport = { file: string; missing: readonly MissingText[] };

/**
 * One line for a translation: every text translated, or how many are not, named by where they are
 * in site.ts (the first `limit`, all with `--all`).
 */
export function untranslatedReport(translation: TranslationReport, baseLang: string, limit = 5): string {
  const left = translation.missing.filter((text) => !needsNoTranslation(text));
  if (left.length === 0) return `${translation.file}: every text translated.`;
  const named = left.slice(0, limit).map((text) => text.path);
  const more = left.length > limit ? `, and ${left.length - limit} more (npm run check:content -- --all names every one)` : '';
  return `${translation.file}: ${left.length} text${left.length === 1 ? '' : 's'} not translated, shown in ${baseLang}: ${named.join(', ')}${more}.`;
}
