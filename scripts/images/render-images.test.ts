import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { site } from '../../fixtures/other-owner/site';
import { renderImages } from './render-variants';

/** The other owner, with a photo for a portrait and one PNG for every project. */
function withPhotos(avatar: { width: number; height: number } = { width: 480, height: 480 }): SiteContent {
  const content = structuredClone(site);
  content.owner.avatar = { alt: content.owner.avatar?.alt ?? '', name: 'portrait', ...avatar };
  content.projects = content.projects!.map((project) => ({ ...project, image: { alt: project.image?.alt ?? '', name: 'shot', width: 800, height: 500 } }));
  return content;
}

/** A camera's JPEG: a gradient, with the owner's name and a GPS position in its metadata. */
function cameraPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .withExif({ IFD0: { Artist: 'Owner Name', Copyright: 'private' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .jpeg()
    .toBuffer();
}

describe('npm run images with photos', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-images-'));
    await writeFile(path.join(dir, 'shot.png'), await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } }).png().toBuffer());
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('crops a landscape photo to the declared square at both widths and keeps none of its metadata', async () => {
    const photo = await cameraPhoto(1200, 900);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await writeFile(path.join(dir, 'portrait.jpg'), photo);
    const { files, warnings } = await renderImages(withPhotos(), dir);
    expect(warnings).toEqual([]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual(
      ['portrait-240', 'portrait-480', 'shot-400', 'shot-800'].flatMap((name) => [`${name}.avif`, `${name}.webp`]).sort(),
    );
    for (const [file, width, height] of [['portrait-240.webp', 240, 240], ['portrait-480.avif', 480, 480], ['shot-800.webp', 800, 500]] as const) {
      const meta = await sharp(await readFile(path.join(dir, file))).metadata();
      expect({ file, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ file, width, height, exif: undefined });
    }
  });

  it('warns when a photo is smaller than its largest use, and still renders it', async () => {
    await writeFile(path.join(dir, 'portrait.jpg'), await cameraPhoto(300, 300));
    const { files, warnings } = await renderImages(withPhotos(), dir);
    expect(warnings).toEqual([expect.stringMatching(/portrait\.jpg is 300×300: smaller than its largest use, 480×480/u)]);
    expect(files).toHaveLength(8);
  });

  it('stops when a picture has two sources or none, naming the files', async () => {
    await writeFile(path.join(dir, 'portrait.jpg'), await cameraPhoto(600, 600));
    await writeFile(path.join(dir, 'portrait.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(renderImages(withPhotos(), dir)).rejects.toThrow(/the image "portrait" has more than one source \(.*portrait\.svg, .*portrait\.jpg\): keep one/u);
    await rm(path.join(dir, 'portrait.jpg'));
    await rm(path.join(dir, 'portrait.svg'));
    await expect(renderImages(withPhotos(), dir)).rejects.toThrow(/portrait\.svg \(or \.jpg, \.png, \.webp\) is missing: the content names the image "portrait"/u);
  });
});
