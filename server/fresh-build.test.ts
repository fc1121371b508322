import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, tempDir, type ServerProcess } from './test-support';

let dir: ReturnType<typeof tempDir>;
let dist: string;
beforeAll(() => {
  dir = tempDir();
  dist = join(dir.path, 'dist');
});
afterAll(() => dir.remove());

/** `npm start`'s process serving the site from `dist`; resolves once it listens (after any build). */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ SERVE_STATIC: '1', STATIC_DIR: dist, DATABASE_PATH: join(dir.path, 'folio.db'), ...env }, 120_000);
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

// One sequence, because each step starts from the build the step before left.
describe('npm start builds the site when it is missing or stale, and serves it under its base path', () => {
  it('builds a missing site, saying why, and serves a BASE_PATH build under its path', async () => {
    const server = await start({ BASE_PATH: '/my-repo/' });
    try {
      expect(server.output()).toContain(`folio: rebuilding the site because ${dist}/index.html is missing (npm run build)…`);
      expect(server.output()).toContain(`on http://127.0.0.1:${server.port}/my-repo/ `);
      const origin = `http://127.0.0.1:${server.port}`;
      const root = await fetch(`${origin}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/my-repo/');
      const page = await fetch(`${origin}/my-repo/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<h1[^>]*>/u);
      // The page's own files are under the base, and the form's API is where the page posts it.
      const script = /\/my-repo\/assets\/[^"' ,]+\.js/u.exec(html)?.[0];
      expect(script).toBeDefined();
      expect((await fetch(`${origin}${script}`)).status).toBe(200);
      const posted = await fetch(`${origin}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', message: 'hi' }) });
      expect(posted.status).toBe(201);
    } finally {
      await stop(server);
    }
  });

  it('serves an up-to-date build as it is, at the base it was built for', async () => {
    const server = await start();
    try {
      expect(server.output()).not.toContain('rebuilding');
      expect(server.output()).toContain(`on http://127.0.0.1:${server.port}/my-repo/ `);
    } finally {
      await stop(server);
    }
  });

  it('rebuilds a build made for another base path', async () => {
    const server = await start({ BASE_PATH: '/' });
    try {
      expect(server.output()).toContain(`folio: rebuilding the site because ${dist}/ was built for base /my-repo/, not / (npm run build)…`);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(200);
    } finally {
      await stop(server);
    }
  });
});
