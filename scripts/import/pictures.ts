/**
 * The pictures an import names: the owner's photo downloaded, or their initials drawn on the accent
 * when there is none (or it cannot be fetched), and a stand-in for projects with no picture.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentPaths } from '../../contract/content-paths';
import type { ImageRef } from '../../contract/content-schema';
import type { Imported } from './imported';
import { AVATAR_SIZE, initialsAvatarSvg, projectPlaceholderSvg } from './initials-avatar';
import { downloadPhoto, freeImageName, type PhotoOptions } from './photo';
import { initialsOf, pageLanguage } from './to-site';
import { composedWords } from './composed-words';

export const PROJECT_PLACEHOLDER = 'project-placeholder';
/** A 50-megapixel camera's photo, and then some; the avatar is drawn at 480 × 480. */
export const MAX_PHOTO_PIXELS = 64_000_000;

export type Pictures = {
  avatar: ImageRef;
  /** Whether the avatar is a new file that needs rendering (not the owner's existing one). */
  newAvatar: boolean;
  /** Which happened, for the report. */
  note: string;
  projectImage: ImageRef;
  writeProjectPlaceholder: () => Promise<void>;
};

export async function choosePictures(imported: Imported, existing: Record<string, unknown> | undefined, accent: string, paths: ContentPaths, options: PhotoOptions = {}): Promise<Pictures> {
  const { name, photo } = imported.owner;
  const initials = initialsOf(name);
  // Alt texts in the page's language, as the page reads them out.
  const words = composedWords(pageLanguage(imported, existing));
  const projectImage: ImageRef = { name: PROJECT_PLACEHOLDER, alt: 'Placeholder picture of a project', width: 800, height: 500 };
  // Ours to overwrite: it is only ever written by an import.
  const writeProjectPlaceholder = () => writeFile(path.join(paths.images, `${PROJECT_PLACEHOLDER}.svg`), projectPlaceholderSvg(accent));
  const shown = (file: string) => `${paths.label}/images/${path.basename(file)}`;
  const base = { projectImage, writeProjectPlaceholder };

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
        return { ...base, avatar: { name: fileName, alt: words.portrait(name), width: AVATAR_SIZE, height: AVATAR_SIZE }, newAvatar: true, note: `photo: downloaded ${photo} as ${shown(download.file)}` };
      }
      await rm(download.file);
      why = size === undefined ? `${photo} is not a picture that can be read` : `${photo} is ${size.width} × ${size.height} pixels, more than the ${MAX_PHOTO_PIXELS / 1_000_000} million folio renders`;
    } else why = download.reason;
  }
  const owned = (existing?.owner as { avatar?: ImageRef } | undefined)?.avatar;
  if (!photo && owned) return { ...base, avatar: owned, newAvatar: false, note: `photo: the source has none, so your avatar "${owned.name}" is kept` };
  const fileName = await freeImageName(paths.images, 'avatar');
  await writeFile(path.join(paths.images, `${fileName}.svg`), initialsAvatarSvg(initials, accent));
  return {
    ...base,
    avatar: { name: fileName, alt: words.initials(name), width: AVATAR_SIZE, height: AVATAR_SIZE },
    newAvatar: true,
    note: `photo: ${why}, so ${paths.label}/images/${fileName}.svg draws your initials (${initials}) in ${accent}: put a photo in its place when you like`,
  };
}
