import path from 'node:path';
import sharp from 'sharp';
import { SOURCE_EXTENSIONS } from '../content-files/missing-images';

/** A picture's source in `dir` by name, and its size; undefined when there is none. */
export async function imageSize(dir: string, name: string): Promise<{ file: string; width: number; height: number } | undefined> {
  for (const extension of SOURCE_EXTENSIONS) {
    const file = path.join(dir, `${name}.${extension}`);
    const meta = await sharp(file).metadata().catch(() => undefined);
    if (meta?.width && meta.height) return { file, width: meta.width, height: meta.height };
  }
  return undefined;
}
