import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, killGroup, readDatabase, startNpmScript, tempDir, type NpmScript } from '../server/testing/test-support';
import { gotoHydrated, watchConsole } from './support';

// The one spec that is not about the production build: `npm run dev` as the owner runs it, started
// here on its own port and database (the config's webServer is `npm start`).
let dir: ReturnType<typeof tempDir>;
let dev: NpmScript | undefined;
let origin = '';
let dbPath = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = tempDir('folio-dev-');
  dbPath = join(dir.path, 'dev.db');
  const port = await freePort();
  dev = await startNpmScript('dev', ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { CONTENT_DIR: 'fixtures/sample', DATABASE_PATH: dbPath }, /Local:/u);
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (dev) {
    process.kill(dev.group, 'SIGTERM');
    await dev.exited;
    killGroup(dev.group);
  }
  dir.remove();
});

test('the dev page runs without console errors and its form reaches the message service', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  await gotoHydrated(page, `${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(/^Email/u).fill('dev-visitor@example.com');
  await page.getByLabel(/^Message/u).fill('Sent from the dev page');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
  expect(readDatabase(dbPath).messages.map(({ email, message }) => ({ email, message }))).toEqual([
    { email: 'dev-visitor@example.com', message: 'Sent from the dev page' },
  ]);
  expect(problems).toEqual([]);
});
