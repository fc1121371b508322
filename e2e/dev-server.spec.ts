import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { site as otherOwner } from '../fixtures/other-owner/site';
import { readDatabase, tempDir } from '../server/testing/test-support';
import { startDevServer, stopDevServer, type DevServer } from './dev-server-process';
import { gotoHydrated, watchConsole } from './support';

// The one spec that is not about the production build: `npm run dev` as the owner runs it, started
// here on its own port and database (the config's webServer is `npm start`).
let dir: ReturnType<typeof tempDir>;
let dev: DevServer | undefined;
let origin = '';
let dbPath = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = tempDir('folio-dev-');
  dbPath = join(dir.path, 'dev.db');
  dev = await startDevServer({ CONTENT_DIR: 'fixtures/sample', DATABASE_PATH: dbPath });
  origin = dev.origin;
});

test.afterAll(async () => {
  await stopDevServer(dev);
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
  // The dev server compiles the sender, its schema and the proof's worker on their first request, which
  // on a busy machine takes longer than a built page's send (CI once saw more than 5 s): the outcome is
  // what counts here, not its speed.
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!', { timeout: 30_000 });
  expect(readDatabase(dbPath).messages.map(({ email, message }) => ({ email, message }))).toEqual([
    { email: 'dev-visitor@example.com', message: 'Sent from the dev page' },
  ]);
  expect(problems).toEqual([]);
});

/** The light theme's --accent as the page computes it, and the Send button's background. */
async function accentShown(page: Page): Promise<{ accent: string; button: string }> {
  return page.evaluate(() => ({
    accent: getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    button: getComputedStyle(document.querySelector('#contact button[type="submit"]') as Element).backgroundColor,
  }));
}

/** "#0f766e" as the browser writes a computed colour. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test.describe('an owner with an accent of their own (issue 23, item 1)', () => {
  // A copy of another owner's folder inside the project (Vite watches it there; test-results/ it
  // does not), so the test can change its accent while the dev server runs, as an owner would.
  let folder = '';
  let devOwner: DevServer | undefined;
  let ownerOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = mkdtempSync('.dev-content-');
    cpSync('fixtures/other-owner', folder, { recursive: true });
    devOwner = await startDevServer({ CONTENT_DIR: folder, DATABASE_PATH: join(folder, 'dev.db') });
    ownerOrigin = devOwner.origin;
  });

  test.afterAll(async () => {
    await stopDevServer(devOwner);
    if (folder !== '') rmSync(folder, { recursive: true, force: true });
  });

  test('the dev page wears the content\'s accent, and a changed accent after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'light' });
    // In the light theme the accent is the owner's colour itself.
    const first = (otherOwner.accent as string).toLowerCase();
    await gotoHydrated(page, `${ownerOrigin}/`);
    expect(await accentShown(page)).toEqual({ accent: first, button: rgbOf(first) });

    const changed = '#9d174d';
    const file = join(folder, 'site.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`accent: '${otherOwner.accent}'`, `accent: '${changed}'`));
    const next = changed;
    // The dev client reloads the page itself on the change, and may abort a navigation of ours: retried.
    await expect.poll(async () => {
      try {
        await gotoHydrated(page, `${ownerOrigin}/`);
        return await accentShown(page);
      } catch {
        return undefined;
      }
    }, { timeout: 20_000 }).toEqual({ accent: next, button: rgbOf(next) });
  });
});
