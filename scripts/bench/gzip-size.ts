import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * gzip -9 sizes of built files by URL path, as the server's gzip copy would be. Cached: every
 * run loads the same few files. A path outside the folder or a missing file gives NaN, which the
 * report shows instead of a flattering zero.
 */
export function createGzipSizer(distDir: string): (urlPath: string) => number {
  const root = path.resolve(distDir);
  const cache = new Map<string, number>();
  return (urlPath) => {
    const cached = cache.get(urlPath);
    if (cached !== undefined) return cached;
    const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    let size = Number.NaN;
    if (file.startsWith(`${root}${path.sep}`)) {
      try {
        size = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
      } catch {
        // Left as NaN: the page loaded something the build folder does not hold.
      }
    }
    cache.set(urlPath, size);
    return size;
  };
}
