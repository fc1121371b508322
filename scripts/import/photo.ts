/**
 * The owner's photo from the address a résumé gives, saved into content/images/ so `npm run images`
 * renders it like any picture; or the reason it could not be, for the report.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { hasSource } from '../content-files/missing-images';
import { boundedFetch, FetchRefused, type FetchLimits } from '../fetch/bounded-fetch';

const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
// A photo that takes longer than this is a server in trouble; the initials stand in for it.
const TIMEOUT_MS = 10_000;
// A portrait is a few hundred kB; a body past this is not read on. (At 10 MB, the socket reads' garbage
// alone took the import to 196 MB at its peak: issue 40 holds it under 200.)
export const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The first of `base`, `base-2`, `base-3`… with no picture of any kind in `dir`: `npm run images`
 * refuses a name with two sources, and an owner's existing picture is not ours to overwrite.
 */
export async function freeImageName(dir: string, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!hasSource(name, dir)) return name;
  }
}

export type Download = { ok: true; file: string } | { ok: false; reason: string };

/** How each kind of picture's file begins: bytes sent as image/png that are not a PNG are not saved. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  jpg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
};

export type PhotoOptions = { allowPrivate?: FetchLimits['allowPrivate'] };

/** Saves the photo at `url` as `<name>.<jpg|png|webp>` in `dir`. */
export async function downloadPhoto(url: string, dir: string, name: string, options: PhotoOptions = {}): Promise<Download> {
  if (!/^https?:\/\//iu.test(url)) return { ok: false, reason: `${JSON.stringify(url)} is not a web address` };
  // Saved as it arrives (a large answer is never held whole), under a name no picture has, and
  // named for its kind only once its status, type and first bytes say it is a picture.
  const partial = path.join(dir, `${name}.download`);
  try {
    const response = await boundedFetch(url, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, allowPrivate: options.allowPrivate ?? false, contentTypes: Object.keys(TYPES) }, partial);
    const refused = (reason: string) => rm(partial, { force: true }).then((): Download => ({ ok: false, reason }));
    if (response.status < 200 || response.status > 299) return await refused(`${url} answered ${response.status}`);
    const ext = TYPES[response.contentType];
    if (!ext) return await refused(`${url} is not a JPEG, PNG or WebP picture (${response.contentType || 'no content type'})`);
    if (response.size === 0) return await refused(`${url} sent no bytes`);
    if (!SIGNATURES[ext]?.(response.body)) return await refused(`${url} is sent as ${response.contentType}, but its bytes are not a ${ext.toUpperCase()} picture`);
    const file = path.join(dir, `${name}.${ext}`);
    await rename(partial, file);
    return { ok: true, file };
  } catch (error) {
    if (error instanceof FetchRefused) return { ok: false, reason: error.message };
    throw error;
  }
}
