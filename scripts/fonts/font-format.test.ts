import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { toSfnt, toWoff2 } from './font-format';
import { packageFaces } from './package-faces';

/** A font by its digest: a failure prints five lines, not five fonts' bytes. */
const digests = (fonts: readonly Buffer[]) => fonts.map((font) => createHash('sha256').update(font).digest('hex'));

describe('font conversions', () => {
  it('started together, each give back their own font (fontverter alone gave four of these five an empty cmap)', async () => {
    const files = packageFaces('@fontsource-variable/geist').map((face) => readFileSync(face.file));
    const together = await Promise.all(files.map((file) => toSfnt(file)));
    const alone: Buffer[] = [];
    for (const file of files) alone.push(await toSfnt(file));
    expect(digests(together)).toEqual(digests(alone));
    for (const sfnt of together) expect(new Face(new Blob(sfnt), 0).collectUnicodes().length).toBeGreaterThan(0);
    // And back to WOFF2, together: each unpacks to the font it was made from.
    const packed = await Promise.all(together.map((sfnt) => toWoff2(sfnt)));
    expect(packed.every((woff2) => woff2.subarray(0, 4).toString('latin1') === 'wOF2')).toBe(true);
    expect(digests(await Promise.all(packed.map((woff2) => toSfnt(woff2))))).toEqual(digests(alone));
  });
});
