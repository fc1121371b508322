/**
 * The owner's photo from the address a résumé gives, saved into content/images/ so `npm run images`
 * renders it like any picture; or the reason it could not be, for the report.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasSource } from '../content/missing-images';

const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
// A photo that takes longer than this is a server in trouble; the initials stand in for it.
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 20 * 1024 * 1024;

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

/** Saves the photo at `url` as `<name>.<jpg|png|webp>` in `dir`. */
export async function downloadPhoto(url: string, dir: string, name: string): Promise<Download> {
  if (!/^https?:\/\//iu.test(url)) return { ok: false, reason: `${JSON.stringify(url)} is not a web address` };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) return { ok: false, reason: `${url} answered ${response.status}` };
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const ext = TYPES[type];
    if (!ext) return { ok: false, reason: `${url} is not a JPEG, PNG or WebP picture (${type || 'no content type'})` };
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_BYTES) return { ok: false, reason: `${url} sent ${bytes.length} bytes` };
    const file = path.join(dir, `${name}.${ext}`);
    await writeFile(file, bytes);
    return { ok: true, file };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, reason: `${url} could not be fetched (${cause})` };
  }
}
