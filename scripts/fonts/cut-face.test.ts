import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cutFace } from './cut-face';
import { toSfnt } from './font-format';
import { hasTable } from './name-references';
import { packageFaces } from './package-faces';

const geist = async () => Buffer.from(await toSfnt(readFileSync(packageFaces('@fontsource-variable/geist').at(-1)?.file ?? '')));
const tableOffset = (font: Buffer, tag: string) => {
  const record = Array.from({ length: font.readUInt16BE(4) }, (_, index) => 12 + index * 16).find((at) => font.toString('latin1', at, at + 4) === tag) ?? 0;
  return font.readUInt32BE(record + 8);
};

describe('a face’s cut', () => {
  it('is WOFF2, variable still, without the STAT no browser reads', async () => {
    const cut = await cutFace(await geist(), [0x41, 0x62], 'geist');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const tables = await toSfnt(cut);
    expect(hasTable(tables, 'fvar')).toBe(true);
    expect(hasTable(tables, 'STAT')).toBe(false);
  });

  it('is refused where its fvar points at a name its name table lacks, which a browser would discard', async () => {
    const font = await geist();
    const fvar = tableOffset(font, 'fvar');
    // The first axis's axisNameID, after its tag, three Fixed values and its flags.
    font.writeUInt16BE(0x7fff, fvar + font.readUInt16BE(fvar + 4) + 18);
    await expect(cutFace(font, [0x41], 'a broken Geist')).rejects.toThrow(/the cut of a broken Geist points at names its name table lacks \(fvar axis wght axisNameID = 32767\)/u);
  });
});
