import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { contentPaths } from '../../contract/content-paths';
import { writeFile } from 'node:fs/promises';
import { accentPalette } from '../colour/accent';
import type { ImageRef, SiteContent } from '../../contract/content-schema';
import { AVATAR, avatarCentre, buildShareImage, FULL_COLUMN, shareImageSvg } from './build-share-image';

/** The fixture owner's photo, which these tests draw. */
function avatarOf(content: SiteContent): ImageRef {
  if (content.owner.avatar === undefined) throw new Error('the fixture owner has a photo');
  return content.owner.avatar;
}

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

  it('rounds a photo avatar inside its ring and wears the owner’s colour', async () => {
    const photoDir = await mkdtemp(path.join(tmpdir(), 'folio-share-photo-'));
    try {
      // A square, bright red photo: its corners must not show past the round frame.
      await writeFile(path.join(photoDir, `${avatarOf(site).name}.jpg`), await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff0000' } }).jpeg().toBuffer());
      const out = path.join(photoDir, 'og.png');
      await buildShareImage(site, photoDir, out);
      const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 0) < 80 && (b ?? 0) < 80;
      expect(isRed(pixel(AVATAR.cx, AVATAR.cy)), 'the photo is drawn').toBe(true);
      const corner = pixel(AVATAR.cx - AVATAR.size / 2 + 6, AVATAR.cy - AVATAR.size / 2 + 6);
      expect(isRed(corner), `the square's corner (${corner.join(',')})`).toBe(false);
      // The initials badge is the owner's accent, not the sample's indigo (the PNG's palette may
      // move a channel by a step or two).
      const badge = pixel(84, 76);
      const accent = accentPalette(site.accent ?? '').light.accent;
      const expected = [1, 3, 5].map((i) => Number.parseInt(accent.slice(i, i + 2), 16));
      expect(badge.map((c, i) => Math.abs(c - (expected[i] ?? 0))).every((d) => d <= 6), `badge ${badge.join(',')} vs ${accent}`).toBe(true);
    } finally {
      await rm(photoDir, { recursive: true, force: true });
    }
  });

  it('lays a right-to-left card out from the right: its texts start at the right edge, the avatar on the left', async () => {
    const hebrew = structuredClone(site);
    hebrew.lang = 'he';
    hebrew.owner.name = 'נועה כהן';
    hebrew.owner.jobTitle = 'מהנדסת תוכנה (Full-Stack)';
    hebrew.owner.goal = 'מחפשת משרת מפתחת מלאה.';
    const svg = await shareImageSvg(hebrew);
    const texts = [...svg.matchAll(/<text x="([\d.]+)"[^>]*>([^<]*)<\/text>/gu)].map((match) => ({ x: Number(match[1]), tag: match[0], value: match[2] }));
    // Every line but the centred initials runs right to left, from the right half of the card.
    for (const line of texts.filter((each) => !each.tag.includes('text-anchor="middle"'))) {
      expect(line.tag, line.value).toContain('direction="rtl"');
      expect(line.x, line.value).toBeGreaterThan(1200 / 2);
    }
    expect(texts.map((each) => each.value)).toEqual(expect.arrayContaining([hebrew.owner.name, hebrew.owner.jobTitle, hebrew.owner.goal]));
    // Drawn, the white name stands in the right half, as it stands in the left half of a left-to-right card.
    const whiteIn = async (card: string) => {
      const { data, info } = await sharp(Buffer.from(card)).raw().toBuffer({ resolveWithObject: true });
      let left = 0;
      let right = 0;
      for (let index = 0; index < data.length; index += info.channels) {
        if ((data[index] ?? 0) > 240 && (data[index + 1] ?? 0) > 240 && (data[index + 2] ?? 0) > 240) {
          if ((index / info.channels) % info.width < info.width / 2) left += 1;
          else right += 1;
        }
      }
      return { left, right };
    };
    const rtl = await whiteIn(svg);
    expect(rtl.right).toBeGreaterThan(rtl.left * 3);
    const ltr = await whiteIn(await shareImageSvg(site));
    expect(ltr.left).toBeGreaterThan(ltr.right * 3);
    // And the avatar on the left, where the text is on a left-to-right card.
    expect(avatarCentre(hebrew)).toBe(1200 - AVATAR.cx);
    expect(avatarCentre(site)).toBe(AVATAR.cx);
  });
});

describe('shareImageSvg for an owner who gives no job title or goal (issue 41)', () => {
  const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]);

  it('draws the name, and no line for the title or the goal, nor "undefined"', async () => {
    const full = textsOf(await shareImageSvg(site));
    const owner = { ...site.owner, jobTitle: undefined, goal: undefined };
    const svg = await shareImageSvg({ ...site, owner });
    const texts = textsOf(svg);
    // The same card less the title's and the goal's lines (each a piece of one, as it wrapped).
    const gone = full.filter((line) => !texts.includes(line));
    expect(gone.length).toBeGreaterThan(0);
    for (const line of gone) expect([site.owner.jobTitle, site.owner.goal].some((given) => given?.includes((line ?? '').replace(/…$/u, '')))).toBe(true);
    expect(texts.every((line) => full.includes(line))).toBe(true);
    expect(svg).not.toContain('undefined');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it('draws no skill pills without skills', async () => {
    const svg = await shareImageSvg({ ...site, skills: [] });
    expect(svg).not.toContain('undefined');
    for (const skill of site.skills.slice(0, 3)) expect(textsOf(svg)).not.toContain(skill.name);
  });
});

describe('the share image of an owner with no photo', () => {
  const noPhoto: SiteContent = { ...site, owner: { ...site.owner, avatar: undefined } };
  delete noPhoto.owner.avatar;

  it('draws no picture and no empty frame: its initials stay in the badge, its text runs across the card', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-share-none-'));
    try {
      // An empty images folder: nothing is read for a photo the owner does not have.
      const out = path.join(dir, 'og.png');
      await buildShareImage(noPhoto, dir, out);
      const meta = await sharp(out).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
      const svg = await shareImageSvg(noPhoto);
      // The photo's ring is the one circle with a stroke; without a photo there is none.
      expect(svg).not.toMatch(/<circle[^>]*stroke=/u);
      expect(await shareImageSvg(site)).toMatch(/<circle[^>]*stroke=/u);
      expect(svg).toContain(`>${site.owner.initials.toUpperCase()}</text>`);
      expect(svg).not.toContain('undefined');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps on one line a name that wraps beside a photo', async () => {
    const name = 'Maximiliana Bartholomew';
    const linesOf = async (content: SiteContent) => [...(await shareImageSvg({ ...content, owner: { ...content.owner, name } })).matchAll(/font-weight="700" fill="#ffffff"[^>]*letter-spacing[^>]*>([^<]*)</gu)].map((match) => match[1]);
    expect(await linesOf(site)).toEqual(['Maximiliana', 'Bartholomew']);
    expect(await linesOf(noPhoto)).toEqual([name]);
    expect(FULL_COLUMN).toBe(1200 - 2 * 80);
  });
});
