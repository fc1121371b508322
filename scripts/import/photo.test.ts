import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { checkContent } from '../content/load-content';
import { contentFolder, FIXTURES, importInto, writtenSite } from './test-helpers';

// The server below is on this machine, which the import refuses unless told (photo-limits.test.ts).
const ALLOW = '--allow-private-addresses';

// A local stand-in for the web: a photo at /me.jpg, a page that is not a picture, and 404 elsewhere.
let server: Server;
let origin: string;

beforeAll(async () => {
  // As a phone takes it: where it was taken rides in its EXIF.
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/me.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (request.url === '/page') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The sample résumé with `image` set, written into a new content folder. */
async function cvWithImage(image: string | undefined): Promise<{ dir: string; file: string }> {
  const resume = JSON.parse(await readFile(path.join(FIXTURES, 'json-resume/new-grad.resume.json'), 'utf8')) as { basics: { image?: string } };
  resume.basics.image = image;
  const dir = await contentFolder();
  const file = path.join(dir, 'resume.json');
  await writeFile(file, JSON.stringify(resume));
  return { dir, file };
}

describe('npm run import: the photo', () => {
  it('downloads basics.image into images/ without its GPS position and names it as the avatar, rendered like any picture', async () => {
    const { dir, file } = await cvWithImage(`${origin}/me.jpg`);
    const run = await importInto(dir, file, ALLOW);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`  - photo: downloaded ${origin}/me.jpg as ${contentPaths(dir).label}/images/avatar.jpg`);
    const site = await writtenSite(dir);
    expect(site.owner.avatar).toEqual({ name: 'avatar', alt: 'Portrait of Maya Okonkwo', width: 480, height: 480 });
    expect((await sharp(path.join(dir, 'images/avatar-480.webp')).metadata()).width).toBe(480);
    expect((await readFile(path.join(dir, 'images/avatar.jpg'))).includes('GPS')).toBe(false);
    expect(run.out.join('\n')).toMatch(/images\/avatar\.jpg: removed its metadata \(EXIF with a GPS position\)/u);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });

  it('names no photo, and draws no picture in its place, when the résumé has none, and says so', async () => {
    const { dir, file } = await cvWithImage(undefined);
    const run = await importInto(dir, file);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`  - photo: the source has no photo, so site.ts names none and the page shows no picture of you: put your photo in ${contentPaths(dir).label}/images/ and name it as owner.avatar when you like`);
    const site = await writtenSite(dir);
    expect(site.owner).not.toHaveProperty('avatar');
    // Nothing drawn: the folder has no picture of any kind.
    expect(await readdir(path.join(dir, 'images'))).toEqual([]);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });

  it('names no photo when the photo cannot be fetched or is not a picture, saying why', async () => {
    for (const [url, why] of [
      [`${origin}/missing.jpg`, `${origin}/missing.jpg answered 404`],
      [`${origin}/page`, `${origin}/page is not a JPEG, PNG or WebP picture (text/html)`],
    ] as const) {
      const { dir, file } = await cvWithImage(url);
      const run = await importInto(dir, file, ALLOW);
      expect(run.code).toBe(0);
      expect(run.out).toContain(`  - photo: ${why}, so site.ts names none and the page shows no picture of you: put your photo in ${contentPaths(dir).label}/images/ and name it as owner.avatar when you like`);
      expect((await writtenSite(dir)).owner).not.toHaveProperty('avatar');
      expect(await readdir(path.join(dir, 'images'))).toEqual([]);
    }
  });

  it("keeps the owner's own avatar when replacing a site with --force and the photo cannot be fetched", async () => {
    const dir = await contentFolder('fixtures/other-owner');
    const before = (await import('../../fixtures/other-owner/site')).site.owner.avatar;
    expect(before, 'the other owner has a photo').toBeDefined();
    const resume = JSON.parse(await readFile(path.join(FIXTURES, 'json-resume/new-grad.resume.json'), 'utf8')) as { basics: { image?: string } };
    resume.basics.image = `${origin}/missing.jpg`;
    await writeFile(path.join(dir, 'resume.json'), JSON.stringify(resume));
    const pictures = await readdir(path.join(dir, 'images'));
    const run = await importInto(dir, path.join(dir, 'resume.json'), '--force', ALLOW);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`  - photo: ${origin}/missing.jpg answered 404, so your avatar "${before?.name}" is kept`);
    const site = await writtenSite(dir);
    expect(site.owner.avatar).toEqual(before);
    // No picture added beside the owner's.
    expect((await readdir(path.join(dir, 'images'))).filter((file) => !pictures.includes(file))).toEqual([]);
  });
});
