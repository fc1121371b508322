import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ownerPage, type OwnerPage, type OwnerPageFile, type OwnerPageFiles } from './owner-page';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Every file of the built page in `dir` (`<staticDir>/owner/`), by its path there; undefined when nothing was built. */
export async function readOwnerPageFiles(dir: string): Promise<OwnerPageFiles | undefined> {
  if (!existsSync(path.join(dir, 'index.html'))) return undefined;
  const files = new Map<string, OwnerPageFile>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`;
    files.set(urlPath, { body: new Uint8Array(await readFile(full)), type: TYPES[path.extname(entry.name)] ?? 'application/octet-stream' });
  }
  return files;
}

/**
 * Node's part: reads the built page (`<staticDir>/owner/`) once at start into the map the page's
 * server takes. Undefined when there is none (a service started without a build, the API alone).
 */
export async function loadOwnerPage(dir: string): Promise<OwnerPage | undefined> {
  const files = await readOwnerPageFiles(dir);
  return files && ownerPage(files);
}
