import type { SiteContent } from './content-schema';
import { folioWords, wordsOf } from './folio-words';

/**
 * A translation of the owner's content (issue 14): `content/translations/<lang>.ts` exports
 * `translation`, the texts of site.ts in another language, in the same shape. Only texts are
 * translated: whatever is left out (a text not yet translated, or anything that is not a text,
 * such as links, dates, numbers and image files) is the default language's.
 */
export type Translation = { lang: string } & DeepPartial<Omit<SiteContent, 'lang'>>;

type DeepPartial<T> = T extends readonly (infer U)[] ? readonly DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A text the translation leaves out, and what the page shows instead. */
export type MissingText = { path: string; fallback: string };

/** Keys whose strings are never words to translate: addresses, identifiers, settings, dates. */
const NOT_TEXT = new Set(['siteUrl', 'user', 'lang', 'accent', 'defaultTheme', 'skillsFilter', 'paper', 'email', 'phone', 'url', 'link', 'source', 'kind', 'path', 'start', 'end', 'date', 'expires', 'caseStudy', 'repos']);

/** Whether the string at `path` is a text a visitor reads (an image's file name is not; its alt is). */
function isText(path: readonly (string | number)[]): boolean {
  // An item of a list of strings (a job's highlights) is a text if the list is one.
  if (typeof path.at(-1) === 'number') return path.length > 1 && isText(path.slice(0, -1));
  const key = path.at(-1);
  if (typeof key !== 'string' || NOT_TEXT.has(key)) return false;
  return !(key === 'name' && (path.at(-2) === 'avatar' || path.at(-2) === 'image'));
}

function show(path: readonly (string | number)[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');
}

/**
 * The content in the translation's language: each text the translation gives, the default
 * language's for the rest (listed in `missing`, so check:content can name them), and in `unknown`
 * whatever the translation has that site.ts does not (a typo, or one item too many). The page's own
 * words are compared in full, the defaults included, since the page shows every one of them,
 * unless folio ships its words in the translation's language: then those are the defaults (site.ts's
 * own words are in site.ts's language), and none of them is missing.
 * The result is checked with the content schema like site.ts itself.
 */
export function translate(base: SiteContent, translation: Translation): { content: unknown; missing: MissingText[]; unknown: string[] } {
  const missing: MissingText[] = [];
  const unknown: string[] = [];
  // The page's words in a language folio ships are folio's (issue 41), whatever site.ts rewords in
  // its own language, and the translation's own on top: none of them is the owner's to translate.
  const shipped = folioWords(translation.lang) !== undefined;
  const full = { ...base, words: shipped ? wordsOf(undefined, translation.lang) : wordsOf(base.words, base.lang) };
  const merge = (from: unknown, over: unknown, path: (string | number)[]): unknown => {
    if (typeof from === 'string') {
      // Whatever string the translation gives is what the page shows: an empty alt is decorative,
      // and an empty text is the schema's to refuse, not a fallback's to hide.
      if (over !== undefined) return over;
      if (isText(path) && from.trim() !== '' && !(shipped && path[0] === 'words')) missing.push({ path: show(path), fallback: from });
      return from;
    }
    if (Array.isArray(from)) {
      const given = Array.isArray(over) ? (over as unknown[]) : [];
      for (let index = from.length; index < given.length; index += 1) unknown.push(show([...path, index]));
      return from.map((item, index) => merge(item, given[index], [...path, index]));
    }
    if (typeof from === 'object' && from !== null) {
      const given = typeof over === 'object' && over !== null ? (over as Record<string, unknown>) : {};
      const merged: Record<string, unknown> = {};
      // A key written with no value (`avatar: undefined`) is one site.ts does not have.
      for (const [key, value] of Object.entries(from)) if (value !== undefined) merged[key] = merge(value, given[key], [...path, key]);
      // A key site.ts does not have is a typo or a text in the wrong place: named, never dropped quietly.
      for (const key of Object.keys(given)) if (!(key in merged)) unknown.push(show([...path, key]));
      return merged;
    }
    return over === undefined ? from : over;
  };
  const { lang, ...texts } = translation;
  const content = merge(full, texts, []) as Record<string, unknown>;
  return { content: { ...content, lang }, missing, unknown };
}

/** The keys of a MissingText's `path` ("projects[0].description": "projects", 0, "description"). */
export function pathKeys(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/gu)].map((match) => (match[2] === undefined ? (match[1] ?? '') : Number(match[2])));
}

/** What `content` holds at a MissingText's `path`, if anything. */
export function textAt(content: unknown, path: string): unknown {
  return pathKeys(path).reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined), content);
}
