import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import { FONT_ROLES, type DesignFace, type DesignFonts } from '../../src/designs/design-fonts';
import { cutFace } from './cut-face';
import { fallbackClassError, fallbackFaceCss } from './fallback-face';
import { toSfnt } from './font-format';
import { packageFaces, type PackageFace } from './package-faces';
import { covers, type Span } from './unicode-range';

/**
 * The faces that draw a script a design's face may lack, each for its script's blocks only: a
 * symbol no script owns (an arrow, a star) stays with the system's faces, rather than sending the
 * build through a hundred CJK files to find one that happens to draw it. CJK is the page's own:
 * Chinese pages take the simplified face, others the Japanese (which has the kana).
 */
/* `scripts`: the ISO 15924 scripts of the languages whose pages it draws most of (a Hebrew page's
 * first screen is Hebrew): on those pages its main file is preloaded as the design's faces are. */
const SCRIPT_FACES: readonly { pkg: string | ((lang: string) => string); blocks: Span[]; scripts: readonly string[] }[] = [
  // Latin, Greek, Cyrillic and their extensions. A Latin page's first screen is the design's own
  // face (Latin, all of them): a letter or two it lacks is no reason to preload this one.
  { pkg: '@fontsource-variable/noto-sans', scripts: ['Grek', 'Cyrl'], blocks: [[0x0000, 0x052f], [0x1c80, 0x1c8f], [0x1e00, 0x1fff], [0x2c60, 0x2c7f], [0x2de0, 0x2dff], [0xa640, 0xa69f], [0xa720, 0xa7ff], [0xab30, 0xab6f]] },
  { pkg: '@fontsource-variable/noto-sans-arabic', scripts: ['Arab'], blocks: [[0x0600, 0x06ff], [0x0750, 0x077f], [0x0870, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfeff]] },
  { pkg: '@fontsource-variable/noto-sans-hebrew', scripts: ['Hebr'], blocks: [[0x0590, 0x05ff], [0xfb1d, 0xfb4f]] },
  { pkg: '@fontsource-variable/noto-sans-devanagari', scripts: ['Deva'], blocks: [[0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]] },
  {
    pkg: (lang) => (lang.toLowerCase().startsWith('zh') ? '@fontsource-variable/noto-sans-sc' : '@fontsource-variable/noto-sans-jp'),
    blocks: [[0x2e80, 0x2fdf], [0x3000, 0x30ff], [0x3190, 0x31ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0xff00, 0xffef]],
    scripts: ['Jpan', 'Hans', 'Hant', 'Hani'],
  },
];

/** Every package a script's letters may be drawn from, whatever the page's language. */
export const SCRIPT_FACE_PACKAGES: readonly string[] = [...new Set(SCRIPT_FACES.flatMap(({ pkg }) => (typeof pkg === 'string' ? [pkg] : [pkg('ja'), pkg('zh')])))];

/** The variable each role's stack is written to; `--font-code`, as Tailwind's theme owns `--font-mono`. */
const FONT_VARIABLES = { body: '--font-body', display: '--font-display', mono: '--font-code' } as const;

/**
 * What a page's head and sheet get: the @font-face rules and variables, and the files to preload:
 * each role's main file (the one with most of the page's letters), the display's first, and the
 * main file of the script face of the page's own language (decision 059).
 */
export type PageFonts = { css: string; preloads: string[] };

/** The script a language is written in (ISO 15924: he → Hebr, zh-CN → Hans), or '' for a tag Intl cannot read. */
function scriptOf(lang: string): string {
  try {
    return new Intl.Locale(lang).maximize().script ?? '';
  } catch {
    return '';
  }
}

type Written = { href: string; rule: string; range: string };

/** The letters a page may show: its text, and every text its script may draw later (the content file). */
export function pageCharacters(...texts: readonly string[]): number[] {
  const points = new Set<number>();
  for (const text of texts) for (const char of text) points.add(char.codePointAt(0) ?? 0);
  // Controls and separators draw nothing; a space is drawn by whichever face is first.
  return [...points].filter((point) => point > 0x20 && !(point >= 0x7f && point <= 0x9f)).sort((a, b) => a - b);
}

/** Visible text from HTML: tags out, the entities the renderer writes turned back into letters. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gu, ' ')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&#x([0-9a-f]+);/giu, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot|nbsp);/gu, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' })[name] ?? '');
}

/**
 * Writes a page's faces: for each role the design names, each of its files that draws a letter the
 * page uses, cut down to those letters, into `<dist>/assets/fonts/` under a name from its bytes
 * (the same cut on another page is the same file); then the script faces for the letters it lacks.
 * Returns the rules (with each file's unicode-range, so a browser fetches only what it draws), the
 * metric-matched fallbacks, `--font-<role>`, and the display (else body) face's main file to preload.
 */
export function pageFontsWriter(options: { dist: string; base: string }) {
  const cuts = new Map<string, Promise<Written | undefined>>();

  const sfnts = new Map<string, Promise<Buffer>>();
  /** A package's file unpacked from WOFF2, once: its cmap is read from it, and its cuts made from it. */
  const sfntOf = (file: string) => {
    let sfnt = sfnts.get(file);
    if (sfnt === undefined) {
      sfnt = readFile(file).then(toSfnt);
      sfnts.set(file, sfnt);
    }
    return sfnt;
  };
  const cmaps = new Map<string, Promise<Set<number>>>();
  /** The letters a file really draws: its unicode-range names a block, not every letter in it has a glyph. */
  const drawnBy = (file: string) => {
    let cmap = cmaps.get(file);
    if (cmap === undefined) {
      cmap = sfntOf(file).then((sfnt) => new Set(new Face(new Blob(sfnt), 0).collectUnicodes()));
      cmaps.set(file, cmap);
    }
    return cmap;
  };

  async function cut(face: PackageFace, points: readonly number[]): Promise<Written | undefined> {
    // The range first: reading a file's glyphs means unpacking it, and a CJK face has a hundred.
    if (!points.some((point) => covers(face.spans, point))) return undefined;
    const cmap = await drawnBy(face.file);
    // A cut of letters the file has no glyph for would be a font with no glyphs, which browsers refuse.
    const used = points.filter((point) => covers(face.spans, point) && cmap.has(point));
    if (used.length === 0) return undefined;
    const key = `${face.file}\n${used.join(',')}`;
    let written = cuts.get(key);
    if (written === undefined) {
      written = (async () => {
        const bytes = await cutFace(await sfntOf(face.file), used, path.basename(face.file));
        const name = `${path.basename(face.file, '.woff2')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
        await mkdir(path.join(options.dist, 'assets/fonts'), { recursive: true });
        await writeFile(path.join(options.dist, 'assets/fonts', name), bytes);
        const href = `${options.base}assets/fonts/${name}`;
        // `optional` (decision 059): preloaded, the face is there by the first paint and draws the
        // page; on a connection too slow for that, the metric-matched fallback of the same kind (a
        // sans for a sans) draws it, and no swap later moves a line (a swap moved the header's row
        // by its width's rounding: a layout shift).
        return { href, range: face.range, rule: `@font-face{font-family:"${face.family}";font-style:normal;font-display:optional;font-weight:${face.weight};src:url(${href}) format("woff2");unicode-range:${face.range}}` };
      })();
      cuts.set(key, written);
    }
    return written;
  }

  /** The files of `faces` the page needs, largest share of its letters first. */
  async function cutAll(faces: readonly PackageFace[], points: readonly number[]): Promise<Written[]> {
    const ranked = [...faces].sort((a, b) => points.filter((point) => covers(b.spans, point)).length - points.filter((point) => covers(a.spans, point)).length);
    return (await Promise.all(ranked.map((face) => cut(face, points)))).filter((written): written is Written => written !== undefined);
  }

  return async function pageFonts(fonts: DesignFonts, points: readonly number[], lang: string): Promise<PageFonts> {
    const rules = new Set<string>();
    const variables: string[] = [];
    // The display's first: it is the name, the largest text of the first screen.
    const preloads: { role: number; href: string }[] = [];
    const preload = (role: (typeof FONT_ROLES)[number], href: string) => preloads.push({ role: role === 'display' ? 0 : 1, href });
    const script = scriptOf(lang);
    for (const role of FONT_ROLES) {
      const face: DesignFace | undefined = fonts[role];
      if (face === undefined) continue;
      const wrongKind = fallbackClassError(face);
      if (wrongKind !== undefined) throw new Error(`fonts: the ${role} face ${face.package}: ${wrongKind}`);
      const files = packageFaces(face.package);
      const family = files[0]?.family ?? face.package;
      const own = await cutAll(files, points);
      for (const written of own) rules.add(written.rule);
      // For the letters of the files this page has: the fallback stands in for them alone.
      if (own.length > 0) rules.add(fallbackFaceCss(family, face.metrics, face.fallback, own.map((written) => written.range).join(',')));
      // Every role's main file: each is on the first screen (the name, the text, the sidebar's labels).
      if (own[0] !== undefined) preload(role, own[0].href);
      // The letters this face has no file for, drawn by the first script face that has them.
      // Only the files whose range names one of the letters are read: a CJK face has a hundred.
      const drawsIt = async (faces: readonly PackageFace[], letters: readonly number[]) => {
        const sets = await Promise.all(faces.filter((file) => letters.some((point) => covers(file.spans, point))).map((file) => drawnBy(file.file)));
        return (point: number) => sets.some((set) => set.has(point));
      };
      const ownDraws = await drawsIt(files, points);
      let missing = points.filter((point) => !ownDraws(point));
      const stack = [`"${family}"`, `"${family} fallback"`];
      for (const scriptFace of SCRIPT_FACES) {
        const letters = missing.filter((point) => covers(scriptFace.blocks, point));
        if (letters.length === 0) continue;
        const pkg = typeof scriptFace.pkg === 'string' ? scriptFace.pkg : scriptFace.pkg(lang);
        const scriptFiles = packageFaces(pkg);
        const drawn = await cutAll(scriptFiles, letters);
        if (drawn.length === 0) continue;
        for (const written of drawn) rules.add(written.rule);
        // The page's own script is its first screen's: a Hebrew page's text is this face's.
        if (drawn[0] !== undefined && scriptFace.scripts.includes(script)) preload(role, drawn[0].href);
        stack.push(`"${scriptFiles[0]?.family ?? pkg}"`);
        const scriptDraws = await drawsIt(scriptFiles, letters);
        missing = missing.filter((point) => !scriptDraws(point));
      }
      variables.push(`${FONT_VARIABLES[role]}:${[...stack, face.generic].join(',')}`);
    }
    const css = rules.size === 0 ? '' : `${[...rules].join('')}:root{${variables.join(';')}}`;
    return { css, preloads: [...new Set(preloads.sort((a, b) => a.role - b.role).map(({ href }) => href))] };
  };
}

/** The design's faces, from `src/designs/<design>/fonts.ts`, or none where it names none. */
export async function designFonts(root: string, design: string): Promise<DesignFonts> {
  const file = path.join(root, 'src/designs', design, 'fonts.ts');
  if (!existsSync(file)) return {};
  return ((await import(pathToFileURL(file).href)) as { fonts: DesignFonts }).fonts;
}
