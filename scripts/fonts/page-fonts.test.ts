import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../server/testing/test-support';
import type { DesignFace, DesignFonts } from '../../src/designs/design-fonts';
import { fallbackClassError, fallbackFaceCss } from './fallback-face';
import { pageCharacters, pageFontsWriter, textOfHtml } from './page-fonts';

const GEIST_FACE: DesignFace = { package: '@fontsource-variable/geist', metrics: 'geist', fallback: 'arial', generic: 'sans-serif' };
const GEIST: DesignFonts = { body: GEIST_FACE };
const dist = tempDir('folio-fonts-');
afterAll(() => dist.remove());

describe('a page’s letters', () => {
  it('are the text the page shows, entities read as letters, scripts and styles left out', () => {
    const text = textOfHtml('<style>.x{}</style><p title="t">Caf&#xe9; &amp; R&#233;sum&eacute;</p><script>var z=1</script>');
    expect(text).toContain('Café & Résum');
    expect(text).not.toContain('var');
    expect(pageCharacters('aab', '\u0000\n ba')).toEqual([0x61, 0x62]);
  });
});

describe('a design’s faces on a page', () => {
  it('cut each face to the page’s letters, under a name from its bytes, preloaded, with a fallback of its metrics', async () => {
    const write = pageFontsWriter({ dist: dist.path, base: '/' });
    const short = await write(GEIST, pageCharacters('Hello'), 'en');
    const long = await write(GEIST, pageCharacters('Hello, world: the quick brown fox jumps over the lazy dog 0123456789'), 'en');
    const files = readdirSync(path.join(dist.path, 'assets/fonts'));
    expect(files).toHaveLength(2);
    const size = (css: string) => readFileSync(path.join(dist.path, /url\(\/(assets\/fonts\/[^)]+)\)/u.exec(css)?.[1] ?? '')).length;
    // A WOFF2 file, and fewer letters make a smaller one.
    expect(readFileSync(path.join(dist.path, 'assets/fonts', files[0] ?? '')).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(size(short.css)).toBeLessThan(size(long.css));
    expect(short.preloads).toEqual([/url\(([^)]+)\)/u.exec(short.css)?.[1]]);
    // Drawn if it has arrived by the first paint (it is preloaded), else never on this page: no swap moves the text.
    expect(short.css).toContain('font-display:optional');
    expect(short.css).toContain('@font-face{font-family:"Geist Variable fallback";src:local("Arial")');
    // The fallback draws only what the face would: the Arabic a local Arial may have is Noto's.
    expect(/font-family:"Geist Variable fallback";[^}]*unicode-range:[^}]*U\+0000-00FF/u.test(short.css)).toBe(true);
    expect(short.css).toContain(':root{--font-body:"Geist Variable","Geist Variable fallback",sans-serif}');
    // The same letters on another page are the same file.
    expect((await write(GEIST, pageCharacters('olleH'), 'en')).css).toBe(short.css);
  });

  it('draw the letters the face lacks in the Noto face of their script, on the pages that use them', async () => {
    const write = pageFontsWriter({ dist: dist.path, base: '/site/' });
    const arabic = await write(GEIST, pageCharacters('مهندس برمجيات Software'), 'ar');
    expect(arabic.css).toContain('--font-body:"Geist Variable","Geist Variable fallback","Noto Sans Arabic Variable",sans-serif');
    expect(arabic.css).toMatch(/src:url\(\/site\/assets\/fonts\/noto-sans-arabic-arabic-wght-normal-[0-9a-f]{10}\.woff2\)/u);
    const japanese = await write(GEIST, pageCharacters('ソフトウェア'), 'ja');
    expect(japanese.css).toContain('"Noto Sans JP Variable"');
    const chinese = await write(GEIST, pageCharacters('软件工程师'), 'zh-CN');
    expect(chinese.css).toContain('"Noto Sans SC Variable"');
    expect((await write(GEIST, pageCharacters('Hello'), 'en')).css).not.toContain('Noto');
  });

  it('give nothing for a design that names no face', async () => {
    expect(await pageFontsWriter({ dist: dist.path, base: '/' })({}, pageCharacters('Hello'), 'en')).toEqual({ css: '', preloads: [] });
  });
});

describe('the faces a page preloads', () => {
  const hrefsOf = (css: string, family: string) => [...css.matchAll(new RegExp(`font-family:"${family}";[^}]*src:url\\(([^)]+)\\)`, 'gu'))].map((match) => match[1]);

  it('are every role’s main file, the display’s first: the text’s face as well as the name’s', async () => {
    const editorial: DesignFonts = {
      display: { package: '@fontsource-variable/fraunces', metrics: 'fraunces', fallback: 'georgia', generic: 'serif' },
      body: { package: '@fontsource-variable/newsreader', metrics: 'newsreader', fallback: 'timesNewRoman', generic: 'serif' },
    };
    const page = await pageFontsWriter({ dist: dist.path, base: '/' })(editorial, pageCharacters('Ada Lovelace, engineer: the quick brown fox'), 'en');
    expect(page.preloads).toEqual([hrefsOf(page.css, 'Fraunces Variable')[0], hrefsOf(page.css, 'Newsreader Variable')[0]]);
  });

  it('add the main file of the script face of the page’s own language, and only of its own', async () => {
    const write = pageFontsWriter({ dist: dist.path, base: '/' });
    // A Hebrew page's first screen is Hebrew, drawn by Noto's face, not by Geist.
    const hebrew = await write(GEIST, pageCharacters('מהנדסת תוכנה Ada Lovelace'), 'he');
    const noto = hrefsOf(hebrew.css, 'Noto Sans Hebrew Variable');
    expect(noto).toHaveLength(1);
    expect(hebrew.preloads).toEqual([hrefsOf(hebrew.css, 'Geist Variable')[0], noto[0]]);
    // The English page names the Hebrew one in its own letters, in the language menu: not a first screen's face.
    const english = await write(GEIST, pageCharacters('Software engineer עברית'), 'en');
    expect(english.css).toContain('"Noto Sans Hebrew Variable"');
    expect(english.preloads).toEqual(hrefsOf(english.css, 'Geist Variable').slice(0, 1));
  });
});

describe('the fallback face', () => {
  it('is of the web face’s kind, and the stack ends in that kind’s generic family: no serif for a sans', async () => {
    expect(fallbackClassError({ package: '@fontsource-variable/geist', metrics: 'geist', fallback: 'arial', generic: 'sans-serif' })).toBeUndefined();
    // The type allows it (a serif's generic with a serif's fallback); capsize knows Geist is a sans.
    const serifGeist: DesignFonts = { body: { package: '@fontsource-variable/geist', metrics: 'geist', fallback: 'timesNewRoman', generic: 'serif' } };
    expect(fallbackClassError(serifGeist.body ?? GEIST_FACE)).toBe('a sans-serif face ends its stack in serif');
    await expect(pageFontsWriter({ dist: dist.path, base: '/' })(serifGeist, pageCharacters('Hello'), 'en')).rejects.toThrow(/body face @fontsource-variable\/geist: a sans-serif face ends its stack in serif/u);
    // A fallback of another kind than the generic it stands before (the type refuses it; a cast in a design would not).
    expect(fallbackClassError({ ...GEIST_FACE, fallback: 'georgia' } as unknown as typeof GEIST_FACE)).toBe('its fallback, Georgia, is serif, not sans-serif');
  });


  it('is the local face scaled to the web face’s letter width, with its ascent, descent and gap', () => {
    // Geist: 1000 units, ascent 1005, descent -295, x-width 467; Arial: 2048 units, x-width 913.
    expect(fallbackFaceCss('Geist Variable', 'geist', 'arial')).toBe(
      '@font-face{font-family:"Geist Variable fallback";src:local("Arial");size-adjust:104.76%;ascent-override:95.94%;descent-override:28.16%;line-gap-override:0.00%}',
    );
  });
});
