import { OWNER_API, OWNER_PAGE_PATH } from '../../../contract/owner-api';

/**
 * Serves the owner's page (/owner/, built by scripts/site/owner-page.ts into dist/owner/) from
 * files given as a map or fetched one by one, so every runtime can use it: Node reads the folder
 * at start (load-owner-page.ts), the functions bundle the files (bundled-owner-page.ts), the
 * Worker fetches them from its static assets (worker-owner-page.ts). Whichever the source, the
 * answer and its headers are made here. Web Request in, Web Response out; no node: import here.
 *
 * Its headers are its own, stricter than the site's: no inline script or style at all (the theme's
 * boot code and the accent palette are files), no framing, no referrer, never indexed, and the
 * HTML never cached (it names the current build's assets; a stale copy would load old code
 * against a new API).
 */

/** One built file: its bytes and its Content-Type. */
export type OwnerPageFile = { body: Uint8Array; type: string };

/** Paths as the build folder has them: '/index.html', '/assets/index-1a2b3c.js'. */
export type OwnerPageFiles = ReadonlyMap<string, OwnerPageFile>;

/** A file by its path in the build folder, looked up when asked (the Worker's assets); undefined when there is none. */
export type OwnerPageSource = (file: string) => Promise<OwnerPageFile | undefined>;

export type OwnerPage = {
  /** The answer for `request`, or null when it is not the page's (the API, another path). */
  serve(request: Request): Promise<Response | null>;
};

export const OWNER_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  // The design's faces, cut for the page at build time (scripts/site/owner-page.ts).
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with everything under /owner/ the page answers, its 404 and redirect included. */
export const OWNER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': OWNER_PAGE_CSP,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Not `interest-cohort`, a feature no browser knows any more (server/site/security-headers.ts).
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

// Vite names what it builds by content: a changed file gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_STORE = 'no-store';

const BARE = OWNER_PAGE_PATH.slice(0, -1);

/** The page from a map of every built file; throws when the map has no index.html (nothing was built). */
export function ownerPage(files: OwnerPageFiles): OwnerPage {
  if (!files.has('/index.html')) throw new Error('The owner page has no index.html: run npm run build.');
  return ownerPageFrom((file) => Promise.resolve(files.get(file)));
}

/** The page from files looked up per request: the same paths, answers and headers as from a map. */
export function ownerPageFrom(source: OwnerPageSource): OwnerPage {
  const answer = (request: Request, status: number, file: OwnerPageFile, cacheControl: string) => {
    const headers = { ...OWNER_PAGE_HEADERS, 'Content-Type': file.type, 'Cache-Control': cacheControl, 'Content-Length': String(file.body.byteLength) };
    return new Response(request.method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), { status, headers });
  };
  const notFound = { body: new TextEncoder().encode('Not found'), type: 'text/plain; charset=utf-8' };

  return {
    async serve(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const url = new URL(request.url);
      const { pathname } = url;
      if (pathname === BARE) return new Response(null, { status: 301, headers: { ...OWNER_PAGE_HEADERS, Location: `${OWNER_PAGE_PATH}${url.search}` } });
      if (!pathname.startsWith(OWNER_PAGE_PATH) || pathname === OWNER_API || pathname.startsWith(`${OWNER_API}/`)) return null;
      const inside = pathname.slice(BARE.length);
      // Only the HTML and the hashed assets are the page's: nothing else in the folder is looked up.
      const html = inside === '/' || inside === '/index.html';
      const file = html || inside.startsWith('/assets/') ? await source(html ? '/index.html' : inside) : undefined;
      if (file === undefined) return answer(request, 404, notFound, NO_STORE);
      return answer(request, 200, file, html ? NO_STORE : IMMUTABLE);
    },
  };
}
