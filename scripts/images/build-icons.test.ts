import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { buildIcons } from './build-icons';

describe('buildIcons', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-icons-'));
    await buildIcons(site, dir);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an SVG favicon with the initials', async () => {
    const svg = await readFile(path.join(dir, 'favicon.svg'), 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain(`>${site.owner.initials}</text>`);
  });

  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('writes %s at %i px square', async (file, size) => {
    const meta = await sharp(path.join(dir, file)).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([size, size]);
  });
});
