/**
 * Unicode format characters (zero-width spaces and joiners, bidi overrides such as U+202E, tag
 * characters) draw nothing, yet can reverse or hide what the owner reads. The page names each by
 * its code point, as the CLI, the exports and the mail do (<U+202E>): a message or an address reads
 * as what it really holds.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export function revealInvisible(text: string): string {
  return text.replace(FORMAT_CHARACTERS, (character) => `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);
}
