import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchConsole } from './support';
import { site } from '../fixtures/sample/site';

const BASE = '/folio/';
const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.avif': 'image/avif', '.webp': 'image/webp', '.png': 'image/png', '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml', '.txt': 'text/plain',
};

let server: Server;
let origin = '';

// A project page on a static host: the site lives under /folio/ and nothing is at the root.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'folio-base-')), 'dist');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/build.ts'], {
    env: { ...process.env, CONTENT_DIR: 'fixtures/sample', BASE_PATH: BASE, OUT_DIR: out },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(BASE)) return void res.writeHead(404).end('not here');
    const rel = url.pathname.slice(BASE.length) || 'index.html';
    const file = path.join(out, path.normalize(rel));
    if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a build under a base path serves a working page there', async ({ page }) => {
  const problems = watchConsole(page);
  const missing: string[] = [];
  page.on('response', (r) => r.status() >= 400 && missing.push(r.url()));
  await page.goto(`${origin}${BASE}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name);
  await page.locator('#work').getByRole('button', { name: 'Development' }).click();
  await expect(page.locator('#work').getByRole('listitem')).toHaveCount(3);
  const avatarLoaded = await page.locator('#home img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(avatarLoaded).toBe(true);
  await expect(page.getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', `${BASE}resume.pdf`);
  expect((await page.request.get(`${origin}${BASE}resume.pdf`)).ok()).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('folio/', site.siteUrl).href);
  expect(missing).toEqual([]);
  expect(problems).toEqual([]);
});
