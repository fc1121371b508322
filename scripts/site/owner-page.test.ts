import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLIO_LANGUAGES } from '../../contract/folio-words';
import { OWNER_LANGUAGES, ownerSpeech } from '../../contract/owner-folio-words';
import { site } from '../../fixtures/sample/site';
import { themeBootScript } from '../../src/lib/theme';
import { textDirection } from '../languages/languages';
import { accentCss } from '../colour/accent';
import { designFonts } from '../fonts/page-fonts';
import { packageFaces } from '../fonts/package-faces';
import { buildOwnerPage, localisedOwnerHtml, ownerPageFiles, ownerPageLanguage } from './owner-page';

describe('the owner page’s files', () => {
  const { files, tags } = ownerPageFiles(site);

  it('carries what the site inlines (the theme’s boot code, the accent palette) as files named by their content', () => {
    const theme = files.find((file) => file.fileName.startsWith('assets/theme-'));
    const accent = files.find((file) => file.fileName.startsWith('assets/accent-'));
    expect(theme?.source.trim()).toBe(themeBootScript(site.defaultTheme));
    expect(accent?.source.trim()).toBe(accentCss(site));
    expect(files.map((file) => file.fileName)).toEqual([expect.stringMatching(/^assets\/theme-[0-9a-f]{10}\.js$/u), expect.stringMatching(/^assets\/accent-[0-9a-f]{10}\.css$/u), expect.stringMatching(/^assets\/icon-[0-9a-f]{10}\.svg$/u)]);
  });

  it('loads the theme first in <head>, as a classic blocking script (no flash of the other theme), and nothing inline', () => {
    expect(tags[0]).toEqual({ tag: 'script', attrs: { src: expect.stringMatching(/^\/owner\/assets\/theme-/u) }, injectTo: 'head-prepend' });
    expect(tags.every((tag) => tag.children === undefined)).toBe(true);
    expect(tags.find((tag) => tag.attrs?.rel === 'stylesheet')?.attrs?.href).toMatch(/^\/owner\/assets\/accent-/u);
  });

  it('names a changed palette differently, so a cached one is never reused', () => {
    const other = ownerPageFiles({ ...site, accent: '#0f766e' });
    expect(other.files[1]?.fileName).not.toBe(files[1]?.fileName);
  });
});

describe('the owner page’s language (issue 41)', () => {
  it.each(FOLIO_LANGUAGES)('for a site in %s: that language, its direction and its title where the page ships its words, else English', async (lang) => {
    const page = await ownerPageLanguage({ ...site, lang });
    if (OWNER_LANGUAGES.includes(lang)) {
      expect(page).toEqual({ lang, dir: textDirection(lang), title: (await ownerSpeech(lang)).words.shell.title });
    } else {
      // Not written in that language yet (contract/owner-folio-words.ts): English, and it says so.
      expect(page).toEqual({ lang: 'en', dir: 'ltr', title: 'Inbox' });
    }
    // Hebrew and Arabic are right to left the day they are registered.
    if (lang === 'he' || lang === 'ar') expect(page.dir).toBe(page.lang === lang ? 'rtl' : 'ltr');
  });

  it('keeps a regional tag for the page (its dates), with its language’s words', async () => {
    expect(await ownerPageLanguage({ ...site, lang: 'de-AT' })).toEqual({ lang: 'de-AT', dir: 'ltr', title: 'Posteingang' });
    expect(await ownerPageLanguage({ ...site, lang: 'sv' })).toEqual({ lang: 'en', dir: 'ltr', title: 'Inbox' });
  });

  it('writes the language, the direction and the title into the page’s HTML, escaped', () => {
    const html = '<!doctype html>\n<html lang="en" class="light-theme">\n<head><title>Inbox</title></head>';
    expect(localisedOwnerHtml(html, { lang: 'he', dir: 'rtl', title: 'תיבת <דואר>' })).toBe('<!doctype html>\n<html lang="he" dir="rtl" class="light-theme">\n<head><title>תיבת &#60;דואר&#62;</title></head>');
    expect(() => localisedOwnerHtml('<html><head></head>', { lang: 'fr', dir: 'ltr', title: 'x' })).toThrow(/<html lang/u);
  });

  it('builds a page in the site’s language, each language’s words a chunk of their own that only that page loads', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'folio-owner-page-'));
    try {
      await buildOwnerPage({ ...site, lang: 'fr' }, process.cwd(), dist);
      const html = readFileSync(path.join(dist, 'owner/index.html'), 'utf8');
      expect(html).toMatch(/<html lang="fr" dir="ltr"[ >]/u);
      expect(html).toContain('<title>Messagerie</title>');
      const assets = readdirSync(path.join(dist, 'owner/assets'));
      const read = (file: string) => readFileSync(path.join(dist, 'owner/assets', file), 'utf8');
      const entry = assets.find((file) => /^index-.*\.js$/u.test(file)) ?? '';
      expect(html).toContain(`/owner/assets/${entry}`);
      // French and German are chunks apart from the page's code, which holds neither.
      expect(assets.some((file) => /^fr-.*\.js$/u.test(file) && read(file).includes('Messagerie'))).toBe(true);
      expect(assets.some((file) => /^de-.*\.js$/u.test(file) && read(file).includes('Posteingang'))).toBe(true);
      expect(read(entry)).not.toContain('Messagerie');
      expect(read(entry)).not.toContain('Posteingang');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the owner page in the chosen design (issue 42)', () => {
  it.each(['default', 'editorial'])('in the %s design, wears its colours and is set in its faces, cut for the page and preloaded', async (design) => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'folio-owner-design-'));
    const before = process.env.FOLIO_DESIGN;
    process.env.FOLIO_DESIGN = design;
    try {
      await buildOwnerPage(site, process.cwd(), dist);
      const html = readFileSync(path.join(dist, 'owner/index.html'), 'utf8');
      const assets = readdirSync(path.join(dist, 'owner/assets'));
      const sheets = assets.filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(dist, 'owner/assets', file), 'utf8')).join('\n');
      // The design's own paper, where it has one (the default's is the theme tokens themselves).
      const paper = /--bg:\s*(#[0-9a-f]{6})/u.exec(readFileSync(path.join('src/designs', design, 'tokens.css'), 'utf8'))?.[1];
      if (paper !== undefined) expect(sheets).toMatch(new RegExp(`--bg:\\s*${paper}`, 'u'));
      // Each of its faces: a rule, a file cut into the page's folder, and a preload in <head>.
      const faces = Object.values(await designFonts(process.cwd(), design));
      expect(faces.length).toBeGreaterThan(0);
      const fonts = readdirSync(path.join(dist, 'owner/assets/fonts'));
      for (const face of faces) {
        const family = packageFaces(face.package)[0]?.family ?? '';
        expect(sheets).toContain(`font-family:"${family}"`);
        const file = fonts.find((name) => name.startsWith(face.package.split('/').at(-1) ?? '-'));
        expect(file, `${face.package} is cut into owner/assets/fonts`).toBeDefined();
        expect(html).toContain(`<link rel="preload" href="/owner/assets/fonts/${file}" as="font" type="font/woff2" crossorigin`);
      }
    } finally {
      if (before === undefined) delete process.env.FOLIO_DESIGN;
      else process.env.FOLIO_DESIGN = before;
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
