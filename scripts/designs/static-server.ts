import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

/**
 * A built site's files on a free loopback port, for the gallery's screenshots: what a page loads
 * to be drawn, and nothing of the message service (the gallery sends nothing).
 */
export async function serveFolder(dir: string): Promise<{ origin: string; server: Server }> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? '/');
    if (file === undefined) {
      response.writeHead(400).end();
      return;
    }
    if (file === null || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    // A file that cannot be read after all (a folder without index.html, a permission) ends this
    // answer, not the server: an unhandled stream error would stop every screenshot after it.
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The file a request's path names under `root`: undefined when the path is not a path at all (a
 * bad escape such as `/%`, which decodeURIComponent throws on), null when it names something
 * outside `root`. The URL parser folds `..` but not an escaped slash (`/..%2fsibling/file`), so
 * containment is judged on the decoded path, by `path.relative`: a prefix check would take the
 * folder `/x/gallery-secret` for part of `/x/gallery`.
 */
function fileFor(root: string, url: string): string | null | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const file = path.join(root, pathname);
  const inside = path.relative(root, file);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return null;
  return existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
}
