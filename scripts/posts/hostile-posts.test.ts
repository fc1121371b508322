import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { site as writer } from '../../fixtures/writing/site';
import { languagePages } from '../languages/languages';
import { feeds } from './feeds';
import { postShareImageSvg } from './post-share-image';
import { prepareWriting } from './writing';

/**
 * Posts as an attacker (or a careless paste) writes them (issue 40): what the build makes of them
 * must still be XML, still draw, and load nothing from another site in a feed reader.
 */

// The fixture owner who writes, without the case study this test's folder does not have.
const site = { ...writer, projects: writer.projects!.map(({ caseStudy: _none, ...project }) => project) };

/** A content folder holding these posts, and the writing the build prepares from it. */
async function built(posts: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-hostile-'));
  mkdirSync(path.join(dir, 'posts'));
  for (const [name, text] of Object.entries(posts)) writeFileSync(path.join(dir, 'posts', name), text);
  // Its source in images/ too, as the content check asks of every picture a post names (issue 41).
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images', 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="736" height="400"/>');
  const pages = languagePages(site.lang, []);
  // `diagram` is a picture of the site's; no other name is.
  const picture = async (name: string) => (name === 'diagram' ? { avif: '/assets/d.avif 736w', webp: '/assets/d.webp 736w', src: '/assets/d.webp', width: 736, height: 400 } : undefined);
  const writing = await prepareWriting({ paths: contentPaths(dir), contents: [site], pages, base: '/', drafts: false, picture });
  return { writing, feed: feeds(site, '/', '', writing.of('post', site.lang)) };
}

/** The first well-formedness error a real XML parser finds, or undefined. */
function xmlError(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let error: string | undefined;
  parser.on('error', (found) => {
    error ??= found.message;
  });
  parser.write(text).close();
  return error;
}

describe('a post with control characters in its title and text', () => {
  const text = '---\ntitle: "Bell\\u0007 and escape\\u001b"\ndate: 2025-01-02\nsummary: A\u0008 summary.\n---\n\nA bell\u0007 rings, a form\u000Cfeed, and in raw HTML <kbd>&#1;</kbd> and <kbd>&#xFFFE;</kbd>.\n';

  it('gives feeds that parse as XML, with the text kept', async () => {
    const { feed, writing } = await built({ 'bell.md': text });
    expect(xmlError(feed?.['rss.xml'] ?? '')).toBeUndefined();
    expect(xmlError(feed?.['atom.xml'] ?? '')).toBeUndefined();
    expect(writing.texts[0]?.title).toBe('Bell and escape');
    expect(writing.texts[0]?.summary).toBe('A summary.');
    expect(feed?.['rss.xml']).toContain('A bell rings, a formfeed');
  });

  it('gives a share picture that draws', async () => {
    const { writing } = await built({ 'bell.md': text });
    const svg = await postShareImageSvg(site, writing.texts[0]?.title ?? '', 'Alex · 2 January 2025');
    const { width } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true }).then((out) => out.info);
    expect(width).toBe(1200);
  });
});

describe('a post with pictures from another site', () => {
  const text = [
    '---\ntitle: Pixels\ndate: 2025-01-03\nsummary: Remote pictures.\n---\n',
    '![a tracking pixel](https://tracker.example/p.gif?who=reader)',
    '',
    '<picture><source srcset="https://tracker.example/a.avif 1x"><img src="//tracker.example/b.png" alt="protocol-relative"></picture>',
    '',
    '![our diagram](diagram)',
    '',
  ].join('\n');

  it('gives feeds with no picture from another site, each turned into a link; its own pictures stay, absolute', async () => {
    const { feed } = await built({ 'pixels.md': text });
    const json = JSON.parse(feed?.['feed.json'] ?? '{}') as { items: { content_html: string }[] };
    const own = new URL(site.siteUrl!).origin;
    for (const html of [feed?.['rss.xml'] ?? '', feed?.['atom.xml'] ?? '', json.items[0]?.content_html ?? '']) {
      const unescaped = html.replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"').replace(/&amp;/gu, '&');
      const loaded = [...unescaped.matchAll(/<(?:img|source)\b[^>]*?\s(?:src|srcset)="([^"]*)"/gu)].map((match) => match[1] ?? '');
      expect(loaded.length).toBeGreaterThan(0);
      for (const address of loaded) expect(address.startsWith(`${own}/`), address).toBe(true);
      expect(unescaped).toContain('<a href="https://tracker.example/p.gif?who=reader">a tracking pixel</a>');
    }
  });
});
