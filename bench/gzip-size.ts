import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineBlocks } from '../server/site/inline-blocks';
import { gzipBytes } from '../scripts/site/size-budget';

export type GzipSizer = {
  /** gzip -9 size of a built file by URL path, as the server's gzip copy would be. */
  file(urlPath: string): number;
  /** gzip -9 sizes of the inline JS and CSS of the HTML page at `urlPath` ('/' is index.html). */
  inline(urlPath: string): { js: number; css: number };
};

// Nothing costs nothing (gzip would still write its ~20-byte frame around it).
const gzipSize = (data: Buffer | string): number => (data.length === 0 ? 0 : gzipBytes(data));

/**
 * Sizes read from the build folder, cached (every run loads the same few files). A path outside
 * the folder or a missing file gives NaN, which the report shows instead of a flattering zero.
 */
export function createGzipSizer(distDir: string): GzipSizer {
  const root = path.resolve(distDir);
  const read = (urlPath: string): Buffer | undefined => {
    const file = path.resolve(root, `.${decodeURIComponent(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath)}`);
    if (!file.startsWith(`${root}${path.sep}`)) return undefined;
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  };
  const files = new Map<string, number>();
  const pages = new Map<string, { js: number; css: number }>();
  return {
    file(urlPath) {
      let size = files.get(urlPath);
      if (size === undefined) {
        const body = read(urlPath);
        size = body ? gzipSize(body) : Number.NaN;
        files.set(urlPath, size);
      }
      return size;
    },
    inline(urlPath) {
      let sizes = pages.get(urlPath);
      if (sizes === undefined) {
        const body = read(urlPath);
        const code = body ? inlineBlocks(body.toString('utf8')) : undefined;
        sizes = code ? { js: gzipSize(code.scripts.join('\n')), css: gzipSize(code.styles.join('\n')) } : { js: Number.NaN, css: Number.NaN };
        pages.set(urlPath, sizes);
      }
      return sizes;
    },
  };
}
