import { SERVED_BY_FOLIO } from '../../contract/owner-api';
import { FALLBACK_404 } from '../site/not-found-page';
import { securityHeaders } from '../site/security-headers';
import type { StaticSite } from '../site/static-site';
import type { AssetsBinding } from './worker-owner-page';

// Vite names what it hashes under assets/: a changed file gets a new name (as static-files.ts says).
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The whole site on the Worker (`npm run deploy -- cloudflare`): its files are dist/, uploaded as
 * the Worker's static assets, and the Worker runs first for every request, so each answer carries
 * the headers `npm start` sends. A page's policy allows its own inline code and no other page's,
 * worked out from the page itself by the code `npm start` uses (security-headers.ts), once per
 * isolate and version of the page, not per request. The binding does the rest: the file's type and
 * ETag, a language's folder (/de/ is de/index.html), and the 404 page (wrangler's
 * `not_found_handling`).
 */
export function assetsSite(assets: AssetsBinding): StaticSite {
  const policies = new Map<string, Record<string, string>>();
  const noPage = securityHeaders('');

  /**
   * A page's policy, read from the page itself: from this answer when it holds the whole page, else
   * from a plain GET of it (a HEAD or a range has no whole page to read). Cached by the page's ETag,
   * so a path that does not exist (404.html, one ETag) adds nothing however many are asked for.
   */
  async function pagePolicy(etag: string | null, request: Request, answer: Response): Promise<Record<string, string>> {
    const known = etag === null ? undefined : policies.get(etag);
    if (known) return known;
    const whole = request.method === 'GET' && (answer.status === 200 || answer.status === 404);
    const page = whole ? answer.clone() : await assets.fetch(new Request(request.url));
    const policy = securityHeaders(await page.text());
    if (etag !== null) policies.set(etag, policy);
    return policy;
  }

  return {
    async serve(request) {
      const pathname = new URL(request.url).pathname;
      // The owner's page is the service's, with its own policy (owner-page.ts): never a site file.
      if (pathname === '/owner' || pathname.startsWith('/owner/')) return new Response('Not Found', { status: 404, headers: noPage });
      const answer = await assets.fetch(request);
      // A 304's headers replace the stored answer's: it carries the page's own policy when this
      // isolate has read the page, and none otherwise (never another one).
      if (answer.status === 304) {
        const known = policies.get(answer.headers.get('etag') ?? '');
        if (!known) return answer;
        const headers = new Headers(answer.headers);
        for (const [name, value] of Object.entries(known)) headers.set(name, value);
        headers.set('Server-Timing', SERVED_BY_FOLIO);
        return new Response(null, { status: 304, headers });
      }
      // No file and no 404.html of the build's: the page `npm start` sends, never cached.
      if (answer.status === 404 && !(answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        await answer.body?.cancel();
        const headers = { ...noPage, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
        return new Response(request.method === 'HEAD' ? null : FALLBACK_404, { status: 404, headers });
      }
      const headers = new Headers(answer.headers);
      const type = headers.get('content-type') ?? '';
      let policy = noPage;
      if (type.startsWith('text/html')) {
        policy = await pagePolicy(headers.get('etag'), request, answer);
        // The page's insights beacon reports only to a service that is there (src/lib/beacon.ts).
        headers.set('Server-Timing', SERVED_BY_FOLIO);
      }
      for (const [name, value] of Object.entries(policy)) headers.set(name, value);
      if (answer.status !== 200) headers.set('Cache-Control', 'no-cache');
      else if (pathname.startsWith('/assets/')) headers.set('Cache-Control', IMMUTABLE);
      return new Response(answer.body, { status: answer.status, headers });
    },
  };
}
