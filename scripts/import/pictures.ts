/**
 * The photo an import names: the owner's, downloaded from the address the résumé gives; else the
 * avatar the owner's site.ts already names; else none. No picture is drawn to stand in for a photo
 * (the page shows the initials small, or nothing), nor for a project's picture (the page tells a
 * project with none in words).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentPaths } from '../../contract/content-paths';
import type { ImageRef } from '../../contract/content-schema';
import type { Imported } from './imported';
import { downloadPhoto, freeImageName, type PhotoOptions } from './photo';
import { pageLanguage } from './to-site';
import { composedWords } from './composed-words';

/** The avatar's size in site.ts, as the sample's: a square that the page shows round. */
export const AVATAR_SIZE = 480;
/** A 50-megapixel camera's photo, and then some; the avatar is drawn at 480 × 480. */
export const MAX_PHOTO_PIXELS = 64_000_000;

export type Photo = {
  /** The owner's photo, if there is one. */
  avatar?: ImageRef;
  /** Whether the avatar is a new file that needs rendering (not the owner's existing one). */
  newAvatar: boolean;
  /** Which happened, for the report. */
  note: string;
};

export async function choosePhoto(imported: Imported, existing: Record<string, unknown> | undefined, paths: ContentPaths, options: PhotoOptions = {}): Promise<Photo> {
  const { name, photo } = imported.owner;
  const shown = (file: string) => `${paths.label}/images/${path.basename(file)}`;

  let why = 'the source has no photo';
  if (photo) {
    const fileName = await freeImageName(paths.images, 'avatar');
    const download = await downloadPhoto(photo, paths.images, fileName, options);
    if (download.ok) {
      // A download that is not a picture sharp can read would stop `npm run images` later; one of
      // more pixels than any camera takes (a small PNG can say 16,000 × 16,000) would take
      // gigabytes to render, and is read no further than its size.
      const size = await sharp(download.file).metadata().then(({ width, height }) => ({ width, height }), () => undefined);
      const pixels = (size?.width ?? 0) * (size?.height ?? 0);
      if (size !== undefined && pixels <= MAX_PHOTO_PIXELS) {
        // The alt text in the page's language, as the page reads it out.
        const alt = composedWords(pageLanguage(imported, existing)).portrait(name);
        return { avatar: { name: fileName, alt, width: AVATAR_SIZE, height: AVATAR_SIZE }, newAvatar: true, note: `photo: downloaded ${photo} as ${shown(download.file)}` };
      }
      await rm(download.file);
      why = size === undefined ? `${photo} is not a picture that can be read` : `${photo} is ${size.width} × ${size.height} pixels, more than the ${MAX_PHOTO_PIXELS / 1_000_000} million folio renders`;
    } else why = download.reason;
  }
  const owned = (existing?.owner as { avatar?: ImageRef } | undefined)?.avatar;
  if (owned) return { avatar: owned, newAvatar: false, note: `photo: ${photo ? why : 'the source has none'}, so your avatar "${owned.name}" is kept` };
  return {
    newAvatar: false,
    note: `photo: ${why}, so site.ts names none and the page shows no picture of you: put your photo in ${paths.label}/images/ and name it as owner.avatar when you like`,
  };
}
