import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { generatedBody, localServer, runMeasured, type LocalServer } from '../fetch/test-servers';
import { downloadPhoto } from './photo';
import { contentFolder, FIXTURES, importInto } from './test-helpers';

// Issue 40: a photo address is the résumé author's to choose, and so is what it sends back.
const ALLOW = '--allow-private-addresses';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
let web: LocalServer;
// 16,000 × 16,000 pixels of one colour: 256 million pixels in under 1 MB of PNG.
let pixelBomb: Buffer;
let elsewhere: LocalServer;

beforeAll(async () => {
  pixelBomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
  elsewhere = await localServer({ '/secret.jpg': (_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG_START) });
  web = await localServer({
    '/pixels.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(pixelBomb),
    '/huge.jpg': generatedBody(600 * 1024 * 1024, 'image/jpeg', JPEG_START),
    '/page.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>'),
    // A drawing that can carry script, under a photo's type: it would be saved as avatar.png.
    '/drawing.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>'),
    '/to-local': (_request, response) => response.writeHead(302, { location: `${elsewhere.origin}/secret.jpg` }).end(),
    '/to-metadata': (_request, response) => response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  });
});

afterAll(async () => {
  await web.close();
  await elsewhere.close();
});

/** The fixture résumé in a new content folder, with `image` as its photo (none when it is empty). */
async function cvWithImage(image: string): Promise<{ dir: string; file: string }> {
  const resume = JSON.parse(await readFile(path.join(FIXTURES, 'json-resume/new-grad.resume.json'), 'utf8')) as { basics: { image?: string } };
  if (image) resume.basics.image = image;
  else delete resume.basics.image;
  const dir = await contentFolder();
  const file = path.join(dir, 'resume.json');
  await writeFile(file, JSON.stringify(resume));
  return { dir, file };
}

/** The report of a photo left out: the page has none, and no picture stands in for it. */
const noPhotoAfter = (dir: string, why: string) => `  - photo: ${why}, so site.ts names none and the page shows no picture of you: put your photo in ${contentPaths(dir).label}/images/ and name it as owner.avatar when you like`;

describe('npm run import: a photo from outside is bounded', () => {
  it('stops reading a 600 MB photo at 5 MB, in about the memory of an import with no photo, and names no photo instead', async () => {
    const { dir, file } = await cvWithImage(`${web.origin}/huge.jpg`);
    const run = await runMeasured('scripts/import/import.ts', [file, ALLOW], { CONTENT_DIR: dir, INIT_CWD: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${noPhotoAfter(dir, `${web.origin}/huge.jpg sent more than the 5 MB folio reads`)}\n`);
    // Measured by the child itself: process.resourceUsage().maxRSS. The reference is the same import
    // with no photo, run here: on a quiet machine it peaks at 157 to 172 MB and this one under 190
    // (the 200 MB the issue asks), but at load average 7 the reference alone reached 195 MB, as the
    // collector falls behind, so the photo is held to what it adds: the 5 MB read and its drawing.
    const reference = await cvWithImage('');
    const bare = await runMeasured('scripts/import/import.ts', [reference.file, ALLOW], { CONTENT_DIR: reference.dir, INIT_CWD: reference.dir });
    expect(bare.code).toBe(0);
    console.log(`photo: peak RSS ${String(run.peakRssMb)} MB, ${String(bare.peakRssMb)} MB with no photo`);
    expect(run.peakRssMb).toBeLessThan((bare.peakRssMb ?? 0) + 40);
  }, 120_000);

  it('does not render a small PNG of 256 million pixels, in under 200 MB of memory, and names no photo instead', async () => {
    const { dir, file } = await cvWithImage(`${web.origin}/pixels.png`);
    const run = await runMeasured('scripts/import/import.ts', [file, ALLOW], { CONTENT_DIR: dir, INIT_CWD: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${noPhotoAfter(dir, `${web.origin}/pixels.png is 16000 × 16000 pixels, more than the 64 million folio renders`)}\n`);
    expect(run.peakRssMb).toBeLessThan(200);
    console.log(`pixel bomb: peak RSS ${String(run.peakRssMb)} MB`);
  }, 120_000);

  it('refuses bytes sent as image/png that are not a PNG with one line, no stack trace', async () => {
    for (const sent of ['page.png', 'drawing.png']) {
      const { dir, file } = await cvWithImage(`${web.origin}/${sent}`);
      const run = await importInto(dir, file, ALLOW);
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.out).toContain(noPhotoAfter(dir, `${web.origin}/${sent} is sent as image/png, but its bytes are not a PNG picture`));
      await expect(readFile(path.join(dir, 'images/avatar.png'))).rejects.toThrow();
    }
  });

  it('does not fetch a loopback address unless the owner says so', async () => {
    const { dir, file } = await cvWithImage(`${elsewhere.origin}/secret.jpg`);
    const before = elsewhere.hits.length;
    const run = await importInto(dir, file);
    expect(run.code).toBe(0);
    expect(run.out).toContain(noPhotoAfter(dir, `${elsewhere.origin} is a loopback or private address (add --allow-private-addresses if you mean it)`));
    expect(elsewhere.hits.length).toBe(before);
  });

  it('does not fetch a name that resolves to a loopback address, checked where it connects', async () => {
    const images = await mkdtemp(path.join(tmpdir(), 'folio-photo-'));
    const before = elsewhere.hits.length;
    const port = new URL(elsewhere.origin).port;
    const download = await downloadPhoto(`http://localhost:${port}/secret.jpg`, images, 'avatar');
    expect(download).toMatchObject({ ok: false, reason: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a loopback or private address \(add --allow-private-addresses if you mean it\)$/u) });
    expect(elsewhere.hits.length).toBe(before);
  });

  it('checks each redirect: one to a loopback or link-local address is refused before it is asked', async () => {
    const images = await mkdtemp(path.join(tmpdir(), 'folio-photo-'));
    // Only the first server is let through, as a public address would be.
    const allowPrivate = (url: URL) => url.origin === web.origin;
    const before = elsewhere.hits.length;
    expect(await downloadPhoto(`${web.origin}/to-local`, images, 'avatar', { allowPrivate })).toEqual({ ok: false, reason: `${elsewhere.origin} is a loopback or private address (add --allow-private-addresses if you mean it)` });
    expect(elsewhere.hits.length).toBe(before);
    expect(await downloadPhoto(`${web.origin}/to-metadata`, images, 'avatar', { allowPrivate })).toEqual({ ok: false, reason: 'http://169.254.169.254 is a loopback or private address (add --allow-private-addresses if you mean it)' });
  });
});
