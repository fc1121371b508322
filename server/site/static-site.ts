import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { SERVED_BY_FOLIO } from '../../contract/owner-api';
import { apiOrigin } from './form-target';
import { FALLBACK_404 } from './not-found-page';
import { securityHeaders } from './security-headers';
import { indexStaticFiles, pickEncoding, type StaticFile } from './static-files';

export type StaticSite = {
  /** The answer for a GET or HEAD of `pathname`, a 404 page if there is no such file. */
  serve(request: Request): Response | Promise<Response>;
};

/** The site from a folder on disk, which answers at once. */
export type LocalSite = { serve(request: Request): Response };


/**
 * Serves a Vite build from `dir` at `base` ("/" or "/my-repo/", the build's BASE_PATH): the base is
 * the pre-rendered index.html, hashed files under assets/ are cached for a year, everything else is
 * revalidated. Files are indexed, hashed and compressed (br, gzip) once here, so a request costs a
 * map lookup. A rebuild needs a restart. `apiHost` is the build's VITE_API_HOST: the policy lets the
 * page's form reach it, as the build's `_headers` does.
 */
export async function loadStaticSite(dir: string, base = '/', apiHost: string | null = null): Promise<LocalSite> {
  const files = await indexStaticFiles(dir);
  // The owner's page (dist/owner/) is the service's, served with its own policy (server/owner/page/):
  // never as one of the site's files, nor read into the site's CSP.
  for (const urlPath of [...files.keys()]) if (urlPath.startsWith('/owner/')) files.delete(urlPath);
  const origin = apiOrigin(apiHost);
  const policyOf = (html: string) => securityHeaders(html, { connectSrc: origin ? [origin] : [] });
  // Each page (index.html, de/index.html, posts/<slug>/index.html, ...) allows its own inline code
  // and no other page's: one policy for all would grow by a hash or two with every post, on every
  // answer, past what proxies and CDNs take in a header. Read from the index, which holds the pages
  // already (a page too large to hold is read from its file).
  const pagePolicies = new Map(
    [...files.entries()].filter(([urlPath]) => urlPath.endsWith('.html')).map(([, page]) => [page, policyOf((page.body ?? readFileSync(page.file)).toString('utf8'))]),
  );
  // Any other answer (a script, a picture, a redirect) is no page: it allows no inline code at all.
  const security = policyOf('');
  const notFoundPage = files.get('/404.html')?.body ?? Buffer.from(FALLBACK_404);

  function answer(file: StaticFile, request: Request, status: 200 | 404): Response {
    const policy = pagePolicies.get(file) ?? (file === notFound ? notFoundPolicy : security);
    const headers: Record<string, string> = { ...policy, 'Content-Type': file.type, 'Cache-Control': file.cacheControl };
    // The page's insights beacon reports only to a service that is there (src/lib/beacon.ts).
    if (file.type.startsWith('text/html')) headers['Server-Timing'] = SERVED_BY_FOLIO;
    if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
    const encoding = pickEncoding(request.headers.get('accept-encoding') ?? undefined, file);
    // Each encoding is a different byte sequence, so each gets its own (strong) ETag.
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    if (status === 200) {
      headers.ETag = etag;
      if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    }
    const bytes = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(bytes?.length ?? file.size);
    if (request.method === 'HEAD') return new Response(null, { status, headers });
    const body = bytes ? (bytes as Uint8Array<ArrayBuffer>) : (Readable.toWeb(createReadStream(file.file)) as ReadableStream<Uint8Array<ArrayBuffer>>);
    return new Response(body, { status, headers });
  }

  const notFound: StaticFile = {
    file: '',
    type: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    etag: '""',
    size: notFoundPage.length,
    body: notFoundPage,
    br: undefined,
    gzip: undefined,
  };
  const notFoundPolicy = policyOf(notFoundPage.toString('utf8'));

  return {
    serve(request) {
      const pathname = new URL(request.url).pathname;
      // A site built for a sub-path is only there; the root (and the base without its slash)
      // sends the visitor to it, as a person previewing a GitHub Pages build would expect.
      if (base !== '/' && (pathname === '/' || pathname === base.slice(0, -1))) {
        return new Response(null, { status: 302, headers: { ...security, Location: base } });
      }
      const inBase = pathname.startsWith(base) ? filePathOf(pathname.slice(base.length - 1)) : undefined;
      const file = inBase === undefined ? undefined : files.get(inBase);
      if (file) return answer(file, request, 200);
      // A language's page asked for without its slash (/de): sent to /de/, where its links resolve.
      if (inBase !== undefined && !inBase.endsWith('/') && files.has(`${inBase}/index.html`)) {
        return new Response(null, { status: 301, headers: { ...security, Location: `${pathname}/${new URL(request.url).search}` } });
      }
      return answer(notFound, request, 404);
    },
  };
}

/** The file a path names: a folder's (the base's, a language's: /de/) is its index.html. */
function filePathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: looked up as it is, and not found.
  }
  return decoded.endsWith('/') ? `${decoded}index.html` : decoded;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//u, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === bare);
}
