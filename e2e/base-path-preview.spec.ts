import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BEACON_PATH } from '../contract/owner-api';
import { readDatabase, startServerProcess, tempDir, type ServerProcess } from '../server/testing/test-support';
import { watchConsole } from './support';

// Previewing a GitHub Pages project build locally: `BASE_PATH=/my-repo/ npm start` builds into its
// own folder here (the shared dist/ stays as the other specs need it) and serves it under the path.
let dir: ReturnType<typeof tempDir>;
let server: ServerProcess | undefined;
let dbPath = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = tempDir('folio-base-preview-');
  dbPath = join(dir.path, 'folio.db');
  server = await startServerProcess(
    { SERVE_STATIC: '1', STATIC_DIR: join(dir.path, 'dist'), CONTENT_DIR: 'fixtures/sample', BASE_PATH: '/my-repo/', DATABASE_PATH: dbPath },
    150_000,
  );
});

test.afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  dir.remove();
});

test('npm start serves a BASE_PATH build under its path, and its form reaches the service', async ({ page }) => {
  const problems = watchConsole(page);
  const port = server?.port ?? 0;
  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/my-repo/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel(/^Email/u).fill('base-path@example.com');
  await page.getByLabel(/^Message/u).fill('Sent from a page under /my-repo/');
  // The message's POST, not the insights' beacon the page may send meanwhile.
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname !== BEACON_PATH);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
  expect((await posted).url()).toBe(`http://127.0.0.1:${port}/api/v1`);
  expect(readDatabase(dbPath).messages.map((m) => m.email)).toEqual(['base-path@example.com']);
  expect(problems).toEqual([]);
});
