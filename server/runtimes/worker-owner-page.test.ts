import { describe, expect, it } from 'vitest';
import { assetsOwnerPage, type AssetsBinding } from './worker-owner-page';

// As Workers Static Assets answers with its default html_handling: the folder's index.html at the
// folder, a redirect for index.html itself, 404 for what was not uploaded.
const uploaded: Record<string, [string, string]> = {
  '/owner/': ['<!doctype html><title>Inbox</title>', 'text/html'],
  '/owner/assets/index-abc.js': ['console.log(1)', 'text/javascript'],
};
const asked: string[] = [];
const assets: AssetsBinding = {
  fetch(request) {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    if (pathname === '/owner/index.html') return Promise.resolve(new Response(null, { status: 307, headers: { Location: '/owner/' } }));
    const file = uploaded[pathname];
    return Promise.resolve(file ? new Response(file[0], { headers: { 'Content-Type': file[1], 'Cache-Control': 'public, max-age=0, must-revalidate' } }) : new Response('', { status: 404 }));
  },
};
const page = assetsOwnerPage(assets);
const get = (url: string) => page.serve(new Request(`https://folio.example${url}`));

describe("the owner page from the Worker's static assets", () => {
  it('answers /owner/ and /owner/index.html with the HTML under the page’s own headers, not the binding’s', async () => {
    for (const url of ['/owner/', '/owner/index.html']) {
      const response = await get(url);
      expect(response?.status).toBe(200);
      expect(await response?.text()).toBe('<!doctype html><title>Inbox</title>');
      expect(response?.headers.get('cache-control')).toBe('no-store');
      expect(response?.headers.get('x-frame-options')).toBe('DENY');
      expect(response?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    // The HTML is always asked for as the folder, which the binding answers without a redirect.
    expect(asked.filter((pathname) => pathname.endsWith('index.html'))).toEqual([]);
  });

  it('answers a hashed asset with its type, cached for good; anything missing is the page’s 404', async () => {
    const script = await get('/owner/assets/index-abc.js');
    expect(script?.status).toBe(200);
    expect(script?.headers.get('content-type')).toBe('text/javascript');
    expect(script?.headers.get('cache-control')).toContain('immutable');
    const missing = await get('/owner/assets/gone-123.js');
    expect(missing?.status).toBe(404);
    expect(missing?.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('leaves the owner API and the rest to the service', async () => {
    expect(await get('/owner/api/session')).toBeNull();
    expect(await get('/api/v1')).toBeNull();
  });
});
