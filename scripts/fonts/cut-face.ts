import subsetFont from 'subset-font';
import { toWoff2 } from './font-format';
import { danglingNameReferences } from './name-references';

/**
 * The tables a page's cut leaves out. STAT names a family's styles for a font menu; no browser
 * reads it to draw text (CSS picks a face by its @font-face rules, and a variable face's axes are
 * fvar's). Fontsource's Noto Sans Hebrew points its STAT at name 17, which its `name` table lacks,
 * and Firefox's sanitiser (OTS) logged "STAT: Invalid nameID: 17 ... Table discarded" on every
 * page that used it: left out, no face can carry such a STAT, and every file is 70 to 100 bytes
 * smaller (WOFF2).
 */
export const DROPPED_TABLES = ['STAT'] as const;

/**
 * `font` (sfnt) cut down to the glyphs of `points` and what shaping them needs (harfbuzz's
 * hb-subset, through subset-font), as WOFF2. Throws where the cut points fvar at a name its
 * `name` table lacks, which a browser's sanitiser would refuse, rather than ship it.
 */
export async function cutFace(font: Buffer, points: readonly number[], label: string): Promise<Buffer> {
  // sfnt in and out: subset-font converts nothing itself, so every WOFF2 conversion is folio's, one at a time (font-format.ts).
  const cut = await subsetFont(font, String.fromCodePoint(...points), { targetFormat: 'truetype', dropTables: [...DROPPED_TABLES] });
  const dangling = danglingNameReferences(cut);
  if (dangling.length > 0) {
    throw new Error(`fonts: the cut of ${label} points at names its name table lacks (${dangling.map((reference) => `${reference.table} ${reference.field} = ${reference.nameId}`).join('; ')}); a browser would discard the table`);
  }
  return toWoff2(cut);
}
