import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServerProcess, tempDir, type ServerProcess } from '../testing/test-support';

let dir: ReturnType<typeof tempDir>;
let dist: string;
beforeEach(() => {
  dir = tempDir();
  dist = join(dir.path, 'dist');
});
afterEach(() => dir.remove());

/** `npm start`'s process serving the fixture site from `dist`; resolves once it listens (after any build). */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const settings = { SERVE_STATIC: '1', STATIC_DIR: dist, CONTENT_DIR: 'fixtures/sample', DATABASE_PATH: join(dir.path, 'folio.db') };
  return startServerProcess({ ...settings, ...env }, 120_000);
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('npm start builds the site when it is missing or stale, and serves it under its base path', () => {
  it('builds a missing site, serves it as it is next time, and rebuilds it for another base path', async () => {
    const first = await start({ BASE_PATH: '/my-repo/' });
    try {
      expect(first.output()).toContain(`folio: rebuilding the site because ${dist}/index.html is missing (npm run build)…`);
      expect(first.output()).toContain(`on http://127.0.0.1:${first.port}/my-repo/ `);
      const origin = `http://127.0.0.1:${first.port}`;
      const root = await fetch(`${origin}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/my-repo/');
      const html = await (await fetch(`${origin}/my-repo/`)).text();
      // The page's own files are under the base.
      const script = /\/my-repo\/assets\/[^"' ,]+\.js(?=")/u.exec(html)?.[0];
      expect(script).toBeDefined();
      expect((await fetch(`${origin}${script}`)).status).toBe(200);
    } finally {
      await stop(first);
    }

    // Unset, BASE_PATH keeps what the build used: served as it is.
    const second = await start();
    try {
      expect(second.output()).not.toContain('rebuilding');
      expect(second.output()).toContain(`on http://127.0.0.1:${second.port}/my-repo/ `);
    } finally {
      await stop(second);
    }

    const third = await start({ BASE_PATH: '/' });
    try {
      expect(third.output()).toContain(`folio: rebuilding the site because ${dist}/ was built for base /my-repo/, not / (npm run build)…`);
      expect((await fetch(`http://127.0.0.1:${third.port}/`)).status).toBe(200);
    } finally {
      await stop(third);
    }
    // Two builds of the site and three starts, each allowed 120 s on a busy machine.
  }, 300_000);
});
