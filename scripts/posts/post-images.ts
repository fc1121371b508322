import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SOURCE_EXTENSIONS } from '../content-files/missing-images';
import type { PictureFiles } from './render-markdown';

/** The widths a post's picture is made in: the text's measure (about 46 rem) at 1x and 2x. */
export const POST_PICTURE_WIDTHS = [736, 1472] as const;

const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 75, effort: 6 } as const;

/**
 * Pictures of content/images for posts and case studies (issue 24), made by the build as AVIF and
 * WebP at the measure's widths (never wider than the source), named by their bytes' hash so they
 * cache forever like the other assets. `files` holds what to write into dist/assets/ once the
 * client builds (which empty dist/) are done.
 */
export function postImages(imagesDir: string, base: string) {
  const files = new Map<string, Buffer>();
  const made = new Map<string, Promise<PictureFiles | undefined>>();

  async function make(name: string): Promise<PictureFiles | undefined> {
    const source = SOURCE_EXTENSIONS.map((extension) => path.join(imagesDir, `${name}.${extension}`));
    const found = (await Promise.all(source.map((file) => readFile(file).then((bytes) => ({ file, bytes }), () => undefined)))).find((entry) => entry !== undefined);
    if (found === undefined) return undefined;
    const vector = found.file.endsWith('.svg');
    const meta = await sharp(found.bytes).metadata();
    const intrinsic = meta.width ?? POST_PICTURE_WIDTHS[0];
    const widths = vector ? [...POST_PICTURE_WIDTHS] : [...new Set(POST_PICTURE_WIDTHS.map((width) => Math.min(width, intrinsic)))];
    const ratio = (meta.height ?? intrinsic) / (meta.width ?? intrinsic);
    const variants: { width: number; avif: string; webp: string }[] = [];
    for (const width of widths) {
      const density = vector ? 72 * Math.max(1, width / intrinsic) : undefined;
      const resized = (density ? sharp(found.bytes, { density }) : sharp(found.bytes).rotate()).resize(width, Math.round(width * ratio), { fit: 'cover' });
      const names = {} as { avif: string; webp: string };
      for (const [format, buffer] of [['avif', await resized.clone().avif(AVIF).toBuffer()], ['webp', await resized.clone().webp(WEBP).toBuffer()]] as const) {
        const file = `${name}-${width}-${createHash('sha256').update(buffer).digest('hex').slice(0, 8)}.${format}`;
        files.set(file, buffer);
        names[format] = `${base}assets/${file}`;
      }
      variants.push({ width, ...names });
    }
    const largest = variants.at(-1);
    if (largest === undefined) return undefined;
    const srcset = (format: 'avif' | 'webp') => variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
    return { avif: srcset('avif'), webp: srcset('webp'), src: largest.webp, width: largest.width, height: Math.round(largest.width * ratio) };
  }

  return {
    files,
    picture(name: string): Promise<PictureFiles | undefined> {
      let promise = made.get(name);
      if (promise === undefined) {
        promise = make(name);
        made.set(name, promise);
      }
      return promise;
    },
  };
}
