/**
 * Unicode format characters (general category Cf): zero-width spaces and joiners, U+2060 and its
 * kin, the bidi controls (U+200E/F, U+202A–202E, U+2066–2069), the BOM, the tag characters
 * (U+E0000–E007F). They draw nothing, yet they reorder what a reader sees (U+202E shows
 * `moc.elgoog@ana` for `ana@google.com` backwards), hide words from a filter, or smuggle text no
 * human sees to a program that reads it. The one list of them, for the schema that refuses them in
 * addresses (message.ts) and for every place the owner reads a visitor's text (the mail, the
 * CLI, the exports), which shows each one as `<U+XXXX>` (`showFormatCharacters`).
 */
export const FORMAT_CHARACTER = /\p{Cf}/u;

const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** The visible form of a format character: `<U+202E>`, `<U+E0041>`. Documented in docs/messages.md. */
export function formatCharacterName(char: string): string {
  return `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`;
}

// Joiners that do a real job and are left alone: ZWJ inside an emoji sequence (👩‍💻, and the skin
// and hair variants), ZWNJ and ZWJ between two letters of a script that needs them (Persian
// می‌خواهم, Devanagari half forms), and the tag characters that spell a subdivision flag after
// U+1F3F4 (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Marked, they would break the visitor's words into noise, and none of them can
// hide or reorder anything: between ASCII letters, or anywhere else, they are marked.
const EMOJI_ZWJ = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})/u;
const LETTER_JOINER = /(?<=[^\P{L}\p{ASCII}]\p{M}*)[\u200C\u200D](?=[^\P{L}\p{ASCII}])/u;
const FLAG_TAGS = /\u{1F3F4}[\u{E0061}-\u{E007A}]{2,7}\u{E007F}/u;
const JOINED = /* @__PURE__ */ new RegExp(`${EMOJI_ZWJ.source}|${LETTER_JOINER.source}|${FLAG_TAGS.source}`, 'gu');

/**
 * The text with each format character written as `<U+XXXX>`, so the owner sees what a visitor
 * hid, except the joiners above that a real sentence or emoji needs. `name` writes a character
 * another way: the JSON export writes the same characters as `\uXXXX` escapes (all of them, since
 * JSON parses back to exactly what was stored).
 */
export function showFormatCharacters(text: string, name: (char: string) => string = formatCharacterName, keepJoiners = true): string {
  if (!FORMAT_CHARACTER.test(text)) return text;
  const show = (part: string) => part.replace(FORMAT_CHARACTERS, name);
  if (!keepJoiners) return show(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(JOINED)) {
    out += show(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + show(text.slice(last));
}
