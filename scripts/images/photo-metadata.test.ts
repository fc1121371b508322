import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { contentPaths, PROJECT_ROOT } from '../../contract/content-paths';
import { site } from '../../fixtures/other-owner/site';
import { site as sample } from '../../fixtures/sample/site';
import { checkContent } from '../content/load-content';
import { renderImages } from './render-variants';

const SERIAL = 'SN-4242-CAMERA';
const XMP_GPS = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>';

/**
 * A phone's photo, stored sideways (orientation 6), with its position in EXIF and XMP and its
 * serial. Its grain is a camera's (sigma 8): pixels that any re-encoding would change, without the
 * pure noise (sigma 40) that made each encode of its renders take seconds.
 */
function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const photo = sharp({ create: { width: 900, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 } } })
    .withExif({ IFD0: { Make: 'Phone', Model: SERIAL }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP_GPS);
  return photo[format]().toBuffer();
}

/** The picture as a viewer shows it: turned upright, decoded to pixels. */
const shownPixels = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer();

/** The other owner with one photo for the portrait and every project, so one original is rendered. */
function withPortrait(): SiteContent {
  const content = structuredClone(site);
  content.owner.avatar = { alt: content.owner.avatar?.alt ?? '', name: 'portrait', width: 480, height: 480 };
  content.projects = content.projects!.map((project) => ({ ...project, image: { alt: project.image?.alt ?? '', name: 'portrait', width: 480, height: 480 } }));
  return content;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-originals-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run images and the original photos', () => {
  for (const [format, extension] of [['jpeg', 'jpg'], ['png', 'png'], ['webp', 'webp']] as const) {
    it(`takes the position, serial and XMP out of a ${extension} original, keeping its pixels and orientation, and says so`, async () => {
      const original = await phonePhoto(format);
      const file = path.join(dir, `portrait.${extension}`);
      await writeFile(file, original);
      expect(original.includes(SERIAL)).toBe(true);

      const { cleaned } = await renderImages(withPortrait(), dir);
      expect(cleaned).toEqual([
        `${path.relative(PROJECT_ROOT, file)}: removed its metadata (EXIF with a GPS position, XMP); the picture and its orientation are unchanged`,
      ]);

      const stripped = await readFile(file);
      for (const secret of [SERIAL, 'GPSLatitude', 'Phone']) expect({ secret, found: stripped.includes(secret) }).toEqual({ secret, found: false });
      const meta = await sharp(stripped).metadata();
      // Nothing left but the orientation: an EXIF of one tag (26 bytes, and JPEG's "Exif\0\0").
      expect({ orientation: meta.orientation, xmp: meta.xmp, exifBytes: (meta.exif?.length ?? 0) <= 32, icc: meta.icc !== undefined }).toEqual({ orientation: 6, xmp: undefined, exifBytes: true, icc: true });
      // What the renders are made from, and so the page's pictures, is the camera's picture as it was.
      expect((await shownPixels(stripped)).equals(await shownPixels(original))).toBe(true);

      // The renders are of the upright picture, and a second run finds nothing more to take out.
      const render = await sharp(path.join(dir, 'portrait-480.webp')).metadata();
      expect([render.width, render.height, render.exif]).toEqual([480, 480, undefined]);
      expect((await renderImages(withPortrait(), dir)).cleaned).toEqual([]);
      expect((await readFile(file)).equals(stripped)).toBe(true);
      // Two renders of a phone-sized photo: 1 s each on a quiet machine, 6 to 7 s with the noise of sigma 40.
    }, 60_000);
  }
});

describe('npm run check:content and the original photos', () => {
  it('refuses a photo that still has a GPS position, naming it and the fix, and accepts it once npm run images has run', async () => {
    const paths = { ...contentPaths('fixtures/sample'), images: dir };
    await cp(contentPaths('fixtures/sample').images, dir, { recursive: true });
    await writeFile(path.join(dir, 'holiday.jpg'), await phonePhoto('jpeg'));
    const before = checkContent(sample, paths);
    expect(before.ok ? [] : before.errors).toEqual([
      'fixtures/sample/images/holiday.jpg has a GPS position in its metadata, and committing it publishes where it was taken: run npm run images to remove it',
    ]);
    await renderImages(sample, dir);
    expect(checkContent(sample, paths).ok).toBe(true);
    // Rendering every picture of the sample (AVIF and WebP, two widths each) is seconds of CPU.
  }, 90_000);
});
