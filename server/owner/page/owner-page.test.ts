import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadOwnerPage } from './load-owner-page';
import { ownerPage, type OwnerPageFile } from './owner-page';

const text = (body: string, type: string): OwnerPageFile => ({ body: new TextEncoder().encode(body), type });
const files = new Map([
  ['/index.html', text('<!doctype html><title>Inbox</title><script type="module" src="/owner/assets/index-abc.js"></script>', 'text/html; charset=utf-8')],
  ['/assets/index-abc.js', text('console.log(1)', 'text/javascript; charset=utf-8')],
]);
const page = ownerPage(files);
const get = (url: string, method = 'GET') => page.serve(new Request(`http://localhost${url}`, { method }));

describe('the owner page', () => {
  it('serves index.html at /owner/ with a strict policy: no inline code, no framing, no referrer, not cached, not indexed', async () => {
    const response = await get('/owner/');
    expect(response?.status).toBe(200);
    const headers = Object.fromEntries(response?.headers ?? []);
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"]) {
      expect(csp.split('; ')).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|sha256-|nonce-/u);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toMatch(/noindex/u);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await response?.text()).toContain('<title>Inbox</title>');
  });

  it('sends /owner to /owner/ (301), keeping the query', async () => {
    const response = await get('/owner?x=1');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('/owner/?x=1');
  });

  it('caches hashed assets for good, under the same policy', async () => {
    const response = await get('/owner/assets/index-abc.js');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toContain('immutable');
    expect(response?.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 for anything else under /owner/, and HEAD without a body', async () => {
    expect((await get('/owner/assets/missing-123.js'))?.status).toBe(404);
    expect((await get('/owner/index.js'))?.status).toBe(404);
    const head = await get('/owner/', 'HEAD');
    expect(head?.status).toBe(200);
    expect(await head?.text()).toBe('');
  });

  it('leaves the API, other paths and other methods to the rest of the service', async () => {
    expect(await get('/owner/api/session')).toBeNull();
    expect(await get('/')).toBeNull();
    expect(await get('/owners')).toBeNull();
    expect(await get('/owner/', 'POST')).toBeNull();
  });
});

describe('the owner page in the service', () => {
  it('is read from the build folder at start and served beside the API, which keeps its own answers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-owner-page-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inbox</title>');
    writeFileSync(path.join(dir, 'assets', 'index-xyz.css'), 'body{}');
    const loaded = await loadOwnerPage(dir);
    const app = createApp({
      store: { add: () => Promise.reject(new Error('not in this test')), sql: undefined as never },
      config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false },
      source: { peer: () => '127.0.0.1' },
      ...(loaded ? { ownerPage: loaded } : {}),
    });
    const html = await app.request('/owner/');
    expect(html.status).toBe(200);
    expect(html.headers.get('x-frame-options')).toBe('DENY');
    const css = await app.request('/owner/assets/index-xyz.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    // The API's own answer (no session here: the sign-in's 401), never the page.
    const api = await app.request('/owner/api/nothing-here');
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/u);
  });

  it('is not there when nothing was built', async () => {
    expect(await loadOwnerPage(mkdtempSync(path.join(tmpdir(), 'folio-owner-none-')))).toBeUndefined();
  });
});
