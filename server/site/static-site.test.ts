import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { nodeRequestSource } from '../http/node-request';
import { SERVED_BY_FOLIO } from '../../contract/owner-api';
import { loadStaticSite } from './static-site';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import type { MessageStore } from '../stores/message-store';
import { tempDir } from '../testing/test-support';

const THEME = "(function(){document.documentElement.classList.add('dark-theme')})()";
const INDEX = `<!doctype html><html><head><script>${THEME}</script><title>Ana</title></head><body>${'<p>Portfolio</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const x = ${JSON.stringify('lorem ipsum '.repeat(500))};`;
const PDF = Buffer.from('%PDF-1.4 binary\u0000\u00ff');
let dir: ReturnType<typeof tempDir>;
let store: MessageStore;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = tempDir();
  const dist = join(dir.path, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'photo-77aa.avif'), Buffer.from([0, 1, 2, 3]));
  writeFileSync(join(dist, 'assets', 'photo-77aa.webp'), Buffer.from([0, 1, 2, 3]));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'resume.pdf'), PDF);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, 'sitemap.xml'), '<urlset/>');
  writeFileSync(join(dist, 'site.webmanifest'), '{"name":"Ana"}');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dir.path, 'secret.txt'), 'outside dist');
  symlinkSync(join(dir.path, 'secret.txt'), join(dist, 'linked.txt'));
  store = openSqliteStore(join(dir.path, 'folio.db'));
  app = createApp({ store, source: nodeRequestSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false }, site: await loadStaticSite(dist) });
});
afterAll(() => {
  store.close();
  dir.remove();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('static site', () => {
  it('serves the pre-rendered page at / and /index.html, never cached without revalidation, with the CSP', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      // The page's insights beacon reports only where this says a folio service served it.
      expect(res.headers.get('server-timing')).toBe(SERVED_BY_FOLIO);
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-3f9a1c.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('server-timing')).toBeNull();
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/resume.pdf', 'application/pdf'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/assets/photo-77aa.avif', 'image/avif'],
    ['/assets/photo-77aa.webp', 'image/webp'],
  ])('%s is served as %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it('serves binary files byte-exact', async () => {
    expect(Buffer.from(await (await get('/resume.pdf')).arrayBuffer())).toEqual(PDF);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(INDEX);

    const refused = await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('/resume.pdf', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(PDF.length));
    expect(await res.text()).toBe('');
  });

  it.each(['/nope', '/assets/', '/index.htm', '/.env', '/linked.txt', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets%2f..%2f..%2fsecret.txt', '/%E0%A4%A'])(
    '404 for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('Page not found');
      expect(text).not.toContain('outside dist');
    },
  );

  it('keeps the API working next to the site', async () => {
    const res = await app.request('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', message: 'hi' }) });
    expect(res.status).toBe(201);
  });
});

describe('static site built for a base path', () => {
  let site: Awaited<ReturnType<typeof loadStaticSite>>;
  beforeAll(async () => {
    site = await loadStaticSite(join(dir.path, 'dist'), '/my-repo/');
  });
  const serve = (path: string) => site.serve(new Request(`http://localhost${path}`));

  it('sends the root, and the base without its slash, to the base', () => {
    for (const path of ['/', '/my-repo']) {
      const res = serve(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/my-repo/');
    }
  });

  it('serves the page and its files under the base, and nothing outside it', async () => {
    const page = serve('/my-repo/');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
    expect(serve('/my-repo/favicon.svg').status).toBe(200);
    expect(serve('/favicon.svg').status).toBe(404);
    expect(serve('/my-repository/favicon.svg').status).toBe(404);
  });
});

describe('static site in several languages', () => {
  const GERMAN = `<!doctype html><html lang="de"><head><script>document.documentElement.dataset.page='de'</script></head><body><p>Portfolio</p></body></html>`;
  let site: Awaited<ReturnType<typeof loadStaticSite>>;
  beforeAll(async () => {
    const dist = join(dir.path, 'dist-languages');
    mkdirSync(join(dist, 'de'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'de', 'index.html'), GERMAN);
    writeFileSync(join(dist, 'de', 'resume.pdf'), PDF);
    site = await loadStaticSite(dist, '/folio/');
  });
  const serve = (path: string) => site.serve(new Request(`http://localhost${path}`));

  it('serves each language\'s page at its folder, never cached without revalidation', async () => {
    const page = serve('/folio/de/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(GERMAN);
    expect(serve('/folio/de/index.html').status).toBe(200);
    expect(serve('/folio/de/resume.pdf').headers.get('content-type')).toBe('application/pdf');
    expect(serve('/folio/fr/').status).toBe(404);
  });

  it('sends a language folder asked for without its slash to it, keeping the query', () => {
    const res = serve('/folio/de?ref=cv');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/folio/de/?ref=cv');
    // A file is never taken for a folder.
    expect(serve('/folio/de/resume.pdf/').status).toBe(404);
  });

  it('allows each page its own inline scripts and no other page\'s; a file or a redirect allows none', () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const scriptsOf = (path: string) => /script-src ([^;]*)/u.exec(serve(path).headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptsOf('/folio/')).toEqual(["'self'", hash(THEME)]);
    expect(scriptsOf('/folio/index.html')).toEqual(["'self'", hash(THEME)]);
    expect(scriptsOf('/folio/de/')).toEqual(["'self'", hash("document.documentElement.dataset.page='de'")]);
    expect(scriptsOf('/folio/de/resume.pdf')).toEqual(["'self'"]);
    expect(scriptsOf('/folio/de')).toEqual(["'self'"]);
    expect(scriptsOf('/folio/fr/')).toEqual(["'self'"]);
  });
});
