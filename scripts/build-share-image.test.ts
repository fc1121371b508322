import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../fixtures/other-owner/site';
import { contentPaths } from '../contract/content-paths';
import { buildShareImage, shareImageSvg } from './build-share-image';

describe('buildShareImage', () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-share-'));
    file = path.join(dir, 'og-image.png');
    await buildShareImage(site, contentPaths('fixtures/other-owner').images, file);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a 1200x630 PNG small enough for link previews', async () => {
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect((await stat(file)).size).toBeLessThan(150 * 1024);
  });

  it('escapes content before it goes into the SVG', async () => {
    const odd = structuredClone(site);
    odd.owner.name = 'Ana <b> & "Bo"';
    const svg = await shareImageSvg(odd);
    expect(svg).not.toContain('<b>');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });
});
