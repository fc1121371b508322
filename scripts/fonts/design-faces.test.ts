import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { tempDir } from '../../server/testing/test-support';
import { FONT_ROLES } from '../../src/designs/design-fonts';
import { fallbackClassError } from './fallback-face';
import { packageFaces } from './package-faces';
import { designFonts, pageCharacters, pageFontsWriter } from './page-fonts';

/*
 * Every design folio ships, as a first visit on a slow connection sees it (decision 059): each
 * face its first screen uses is preloaded, and until it arrives (or, with `font-display:
 * optional`, on that page) a local face of its own kind drawn to its metrics stands in, in a
 * stack that ends in its kind's generic family: never a system serif where a sans was meant.
 */
const dist = tempDir('folio-design-faces-');
afterAll(() => dist.remove());

const require = createRequire(import.meta.url);
const familyOf = (metrics: string) => (require(`@capsizecss/metrics/${metrics}`) as { familyName: string }).familyName;
const VARIABLES = { body: '--font-body', display: '--font-display', mono: '--font-code' } as const;
const designs = readdirSync(path.join(PROJECT_ROOT, 'src/designs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe.each(designs)('the %s design’s faces', (design) => {
  it('are preloaded, each with a metric-matched fallback of its kind, in a stack ending in its kind', async () => {
    const fonts = await designFonts(PROJECT_ROOT, design);
    const page = await pageFontsWriter({ dist: path.join(dist.path, design), base: '/' })(fonts, pageCharacters('Ada Lovelace — Software engineer, 2015–2026: the quick brown fox jumps over the lazy dog.'), 'en');
    for (const role of FONT_ROLES) {
      const face = fonts[role];
      if (face === undefined) continue;
      expect(fallbackClassError(face), `${design} ${role}`).toBeUndefined();
      const family = packageFaces(face.package)[0]?.family ?? '';
      expect(page.css).toContain(`@font-face{font-family:"${family} fallback";src:local("${familyOf(face.fallback)}");size-adjust:`);
      expect(page.css).toContain(`${VARIABLES[role]}:"${family}","${family} fallback",${face.generic}`);
      const files = [...page.css.matchAll(new RegExp(`font-family:"${family}";[^}]*src:url\\(([^)]+)\\)`, 'gu'))].map((match) => match[1]);
      expect(page.preloads, `${design} ${role}`).toContain(files[0]);
    }
    expect(page.preloads.length).toBe(Object.keys(fonts).length);
  });
});
