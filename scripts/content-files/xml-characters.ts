import { formatCharacterName } from '../../contract/format-characters';

/**
 * The characters no text of the owner's may take into the build (issue 40): those XML 1.0's `Char`
 * production leaves out, that is the C0 controls but tab, newline and carriage return, a surrogate
 * standing alone (half a character, from a bad copy or a `\uD800` escape), and U+FFFE and U+FFFF.
 * The feeds and the sitemap are XML, the share pictures are SVG (librsvg stops on one), the page's
 * HTML calls them parse errors and the CV's PDF has no glyph for them. A control character comes
 * from a paste out of a terminal, a PDF or a word processor, never from anything meant to be read,
 * so the build leaves each out and check:content names it. The one place that says which they are.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const NOT_XML = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The text without the characters XML cannot carry (the text itself when it has none). */
export function cleanText(text: string): string {
  return text.replace(NOT_XML, '');
}

/** The distinct characters of `text` XML cannot carry, each as `<U+0007>`, in order of first appearance. */
export function unsafeCharacters(text: string): string[] {
  return [...new Set(text.match(NOT_XML) ?? [])].map((char) => formatCharacterName(char));
}

/** Plain data (site.ts, a translation, a front matter) with every string cleaned; anything else kept as it is. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanStrings(item)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanStrings(item)])) as T;
  return value;
}

/** Where plain data holds characters XML cannot carry: each string's path (as zod gives one) and its characters. */
export function findUnsafe(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; characters: string[] }[] {
  if (typeof value === 'string') {
    const characters = unsafeCharacters(value);
    return characters.length === 0 ? [] : [{ path: at, characters }];
  }
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => findUnsafe(item, [...at, index]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => findUnsafe(item, [...at, key]));
  return [];
}

/**
 * check:content's words for a text with such characters, after its file and field or line
 * (`content/posts/hello.md:2: title`): what they are, and what to do.
 */
export function unsafeMessage(where: string, characters: readonly string[]): string {
  return `${where} holds ${new Intl.ListFormat('en', { type: 'conjunction' }).format(characters)}, which no feed, share picture or CV can carry (a control character, often pasted from a terminal or a PDF): delete ${characters.length === 1 ? 'it' : 'them'}; the build leaves ${characters.length === 1 ? 'it' : 'them'} out meanwhile`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
