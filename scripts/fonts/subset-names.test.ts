import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { tempDir } from '../../server/testing/test-support';
import type { DesignFonts } from '../../src/designs/design-fonts';
import { toSfnt } from './font-format';
import { danglingNameReferences, hasTable, nameReferences } from './name-references';
import { packageFaces } from './package-faces';
import { designFonts, pageFontsWriter, SCRIPT_FACE_PACKAGES } from './page-fonts';
import { covers } from './unicode-range';

/*
 * A browser's font sanitiser (OTS, in Firefox and Chromium) discards a STAT table that names a
 * string its font's `name` table lacks: Firefox logged "STAT: Invalid nameID: 17 (Noto Sans
 * Hebrew Variable) ... Table discarded" on every page of an owner with a Hebrew translation.
 * Every file of every face folio ships is cut here as a page would cut it, and the written file
 * read back: every name its STAT and fvar point at must be in its `name` table.
 */
const dist = tempDir('folio-font-names-');
afterAll(() => dist.remove());

const designs = readdirSync(path.join(PROJECT_ROOT, 'src/designs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const designPackages = async () => [...new Set((await Promise.all(designs.map((design) => designFonts(PROJECT_ROOT, design)))).flatMap((fonts) => Object.values(fonts).map((face) => face.package)))];

const sfnt = (file: string) => toSfnt(readFileSync(file));

/** A few letters of each file of `pkg` that has a glyph in its range (a few files have none, and are never cut). */
async function lettersOfEveryFile(pkg: string): Promise<number[][]> {
  const letters = await Promise.all(
    packageFaces(pkg).map(async (file) => [...new Face(new Blob(await sfnt(file.file)), 0).collectUnicodes()].filter((point) => point > 0x20 && covers(file.spans, point)).slice(0, 3)),
  );
  return letters.filter((some) => some.length > 0);
}

/** Cuts every file of `pkg` that draws a letter, as the body face of a page that uses them all: the files written, and how many should be. */
async function cutEveryFile(pkg: string): Promise<{ written: string[]; drawing: number }> {
  const fonts: DesignFonts = { body: { package: pkg, metrics: 'arial', fallback: 'arial', generic: 'sans-serif' } };
  const out = path.join(dist.path, pkg.replace(/\W+/gu, '-'));
  const letters = await lettersOfEveryFile(pkg);
  const { css } = await pageFontsWriter({ dist: out, base: '/' })(fonts, letters.flat(), 'en');
  return { written: [...css.matchAll(/url\(\/([^)]+\.woff2)\)/gu)].map((match) => path.join(out, match[1] ?? '')), drawing: letters.length };
}

describe('the names a cut face’s STAT and fvar point at', () => {
  it('are read from the tables, and one the name table lacks is found', async () => {
    const geist = Buffer.from(await sfnt(packageFaces('@fontsource-variable/geist')[0]?.file ?? ''));
    const references = nameReferences(geist);
    expect(new Set(references.map((reference) => reference.table))).toEqual(new Set(['STAT', 'fvar']));
    expect(references).toContainEqual(expect.objectContaining({ table: 'fvar', field: 'axis wght axisNameID' }));
    expect(danglingNameReferences(geist)).toEqual([]);
    // Its STAT's first design axis pointed at a name that is not there, as Noto Sans Hebrew's points at 17.
    const directory = Array.from({ length: geist.readUInt16BE(4) }, (_, index) => 12 + index * 16);
    const stat = geist.readUInt32BE((directory.find((record) => geist.toString('latin1', record, record + 4) === 'STAT') ?? 0) + 8);
    geist.writeUInt16BE(0x7fff, stat + geist.readUInt32BE(stat + 8) + 4);
    expect(danglingNameReferences(geist)).toEqual([{ table: 'STAT', field: 'designAxis wght axisNameID', nameId: 0x7fff }]);
  });

  it('are all in the name table of a Hebrew page’s cut of Noto Sans Hebrew', async () => {
    const { written: files } = await cutEveryFile('@fontsource-variable/noto-sans-hebrew');
    expect(files.length).toBeGreaterThan(0);
    for (const written of files) {
      const font = await sfnt(written);
      expect(danglingNameReferences(font), path.basename(written)).toEqual([]);
      // Still variable: the weights are drawn from one file.
      expect(hasTable(font, 'fvar')).toBe(true);
    }
  });

  it.each(['design', 'script'] as const)('are all in the name table of every file of every %s face', async (kind) => {
    const packages = kind === 'design' ? await designPackages() : SCRIPT_FACE_PACKAGES;
    expect(packages.length).toBeGreaterThan(kind === 'design' ? 3 : 5);
    for (const pkg of packages) {
      const { written, drawing } = await cutEveryFile(pkg);
      // Every file of the package that draws a letter was cut: none left untested.
      expect(written, pkg).toHaveLength(drawing);
      for (const file of written) expect(danglingNameReferences(await sfnt(file)), `${pkg}: ${path.basename(file)}`).toEqual([]);
    }
  }, 180_000);
});
