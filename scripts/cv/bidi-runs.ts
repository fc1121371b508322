/**
 * The Unicode bidirectional algorithm (UAX #9, by bidi-js) for the lines of a right-to-left CV:
 * levels are resolved on the whole paragraph, each line is reordered on its own (rule L2), a
 * character in a right-to-left run is drawn as its mirror (rule L4: "(" as ")"), and a text marked
 * with isolates (LRI, RLI, FSI … PDI) keeps its own direction inside the line, as `<bdi>` and `dir`
 * keep it on the page.
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

const bidi = bidiFactory();

/** The isolates: a text between one of the openers and PDI is laid out on its own, in that direction. */
const OPEN = { ltr: '\u2066', rtl: '\u2067', auto: '\u2068' } as const;
const CLOSE = '\u2069';
/** Formatting characters the algorithm reads and nobody sees: marks, embeddings, overrides, isolates. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `text` isolated from the line around it: in `direction`, or (`auto`) in that of its first strong
 * letter, like `dir="auto"`. A name ("Acme sp. z o.o.") keeps its stop at its own end.
 */
export function isolate(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): string {
  return text === '' ? text : `${OPEN[direction]}${text}${CLOSE}`;
}

/** The text without its bidi controls, as it is drawn and as a reader copies it. */
export const visible = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** A letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms). */
export const RIGHT_TO_LEFT_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** A paragraph with its resolved levels, in a base direction. */
export type Paragraph = { text: string; levels: EmbeddingLevels };

export function paragraph(text: string, direction: 'ltr' | 'rtl'): Paragraph {
  return { text, levels: bidi.getEmbeddingLevels(text, direction) };
}

/**
 * A piece of a line as it is drawn, the pieces listed from left to right. `text` is in the order a
 * font takes it: a right-to-left word in its logical order (fontkit shapes its letters and lays them
 * out from the right), anything else as it appears, mirrored characters already swapped.
 */
export type VisualRun = { text: string; rightToLeftScript: boolean };

/**
 * The pieces of the line `[start, end)` of a paragraph, from left to right, bidi controls left out.
 * Consecutive characters make one piece while they share a direction and a script; a piece of
 * Arabic or Hebrew letters is a stretch of the logical text, so its letters join as written.
 */
export function visualRuns({ text, levels }: Paragraph, start = 0, end = text.length): VisualRun[] {
  if (end <= start) return [];
  // bidi-js answers for the whole text, the line's stretch reordered; its ends are inclusive.
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const runs: (VisualRun & { odd: boolean; last: number })[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index] ?? '';
    if (char === '' || visible(char) === '') continue;
    const odd = (levels.levels[index] ?? 0) % 2 === 1;
    const rightToLeftScript = RIGHT_TO_LEFT_SCRIPT.test(char);
    const previous = runs.at(-1);
    // Right-to-left letters seen from the left come in reverse: one piece while each is the one
    // written before the last. Arabic-Indic digits in a left-to-right number go one by one, since
    // the font would lay a piece in their script out from the right.
    const continues =
      previous !== undefined &&
      previous.odd === odd &&
      previous.rightToLeftScript === rightToLeftScript &&
      (!rightToLeftScript || (odd && index === previous.last - 1));
    if (continues) {
      previous.text = rightToLeftScript ? char + previous.text : previous.text + char;
      previous.last = index;
    } else {
      runs.push({ text: char, rightToLeftScript, odd, last: index });
    }
  }
  return runs.map(({ text: piece, rightToLeftScript }) => ({ text: piece, rightToLeftScript }));
}

/**
 * What a reader sees of the line, from left to right, as one string (right-to-left letters in the
 * order they stand on the page): for tests and messages.
 */
export function seenFromLeft(runs: readonly VisualRun[]): string {
  return runs.map((run) => (run.rightToLeftScript ? [...run.text].reverse().join('') : run.text)).join('');
}
