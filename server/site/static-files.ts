import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** One file of the built site, read and compressed once at start-up. */
export type StaticFile = {
  /** Path on disk, for files too large to hold in memory. */
  file: string;
  type: string;
  cacheControl: string;
  etag: string;
  size: number;
  body: Buffer | undefined;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json|xml)|image\/svg\+xml|image\/x-icon|font\/(?:ttf|otf))/u;
// Vite puts content-hashed names under assets/: a changed file gets a new name, so caching forever is safe.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else keeps its name across builds: always revalidate (cheap, thanks to the ETag).
const REVALIDATE = 'no-cache';
const IN_MEMORY_MAX_BYTES = 2 * 1024 * 1024;
const COMPRESS_MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Indexes every file under `dir` by its URL path ('/assets/app-1a2b.js'). Only files found here are
 * ever served, so no request path can reach outside `dir`. Dotfiles and a CDN's `_headers` /
 * `_redirects` are left out.
 */
export async function indexStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = listFiles(dir).filter((file) => !/^_(?:headers|redirects)$/u.test(relative(dir, file)));
  await Promise.all(
    paths.map(async (file) => {
      const urlPath = `/${relative(dir, file).split(sep).join('/')}`;
      files.set(urlPath, await loadFile(file, urlPath));
    }),
  );
  return files;
}

function listFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    // Dirent does not follow symbolic links, so a link cannot pull in a file from elsewhere.
    if (entry.isDirectory()) found.push(...listFiles(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

async function loadFile(file: string, urlPath: string): Promise<StaticFile> {
  const stat = statSync(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const cacheControl = urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
  if (stat.size > IN_MEMORY_MAX_BYTES) {
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    return { file, type, cacheControl, etag, size: stat.size, body: undefined, br: undefined, gzip: undefined };
  }
  const body = readFileSync(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const compress = COMPRESSIBLE.test(type) && body.length >= COMPRESS_MIN_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ])
    : [undefined, undefined];
  return {
    file,
    type,
    cacheControl,
    etag,
    size: body.length,
    body,
    // A compressed copy that is not smaller is not worth the client's CPU.
    br: br && br.length < body.length ? br : undefined,
    gzip: gz && gz.length < body.length ? gz : undefined,
  };
}

/** 'br' or 'gzip' if the client accepts it (q > 0), preferring br; undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/u.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.br && wants('br')) return 'br';
  if (file.gzip && (wants('gzip') || wants('x-gzip'))) return 'gzip';
  return undefined;
}
