import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where an owner's content lives; `CONTENT_DIR` names another folder of the same shape. */
export type ContentPaths = {
  /** Absolute path of the folder. */
  dir: string;
  /** The folder as the owner would type it (`content`, `fixtures/sample`), for messages. */
  label: string;
  site: string;
  images: string;
  /** The owner's own CV, used instead of the generated one when it exists. */
  resume: string;
};

/**
 * The owner's folder: `content/` unless `CONTENT_DIR` (or `dir`) names another one with the same
 * shape (site.ts, images/, optional resume.pdf). Tests build the site from fixture folders this way,
 * so what they assert never depends on the owner's own content.
 */
export function contentPaths(dir: string | undefined = process.env.CONTENT_DIR, root = PROJECT_ROOT): ContentPaths {
  const absolute = path.resolve(root, dir === undefined || dir.trim() === '' ? 'content' : dir.trim());
  const label = path.relative(root, absolute) || '.';
  return {
    dir: absolute,
    label: label.split(path.sep).join('/'),
    site: path.join(absolute, 'site.ts'),
    images: path.join(absolute, 'images'),
    resume: path.join(absolute, 'resume.pdf'),
  };
}
