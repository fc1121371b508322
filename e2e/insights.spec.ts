import Database from 'better-sqlite3';
import { expect, test, type Request } from '@playwright/test';
import { BEACON_PATH, type Beacon } from '../contract/owner-api';
import { databaseOf, siteOf } from './sites';

// Chromium headless says "HeadlessChrome", which the service counts as a robot: this visitor's
// browser says what a person's Chrome says.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36' });

const beaconOf = (request: Request) => JSON.parse(request.postData() ?? 'null') as Beacon;

test('the built page sends one view beacon after it loads, a CV download its own, and sets no cookie', async ({ page, context }) => {
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BEACON_PATH) beacons.push(request);
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === BEACON_PATH);
  await page.goto('./');
  const view = await answered;
  expect(view.status()).toBe(204);
  expect(beaconOf(view.request())).toEqual({ kind: 'view', path: new URL(page.url()).pathname, lang: await page.locator('html').getAttribute('lang') });
  expect(view.request().headers()['content-type']).toMatch(/^text\/plain/u);

  const cv = page.waitForResponse((response) => new URL(response.url()).pathname === BEACON_PATH && beaconOf(response.request()).kind === 'cv');
  await page.locator('a[download]').first().click();
  expect((await cv).status()).toBe(204);
  expect(beacons.map((request) => beaconOf(request).kind)).toEqual(['view', 'cv']);
  expect(await context.cookies()).toEqual([]);

  // Counted, and no address kept: the visitor is a salted hash in the database, and only for today.
  const db = new Database(databaseOf(siteOf('sample')), { readonly: true });
  try {
    const views = db.prepare("SELECT CAST(sum(count) AS INTEGER) AS n FROM insight_counts WHERE metric = 'page'").get() as { n: number };
    expect(views.n).toBeGreaterThanOrEqual(1);
    const everything = JSON.stringify([db.prepare('SELECT * FROM insight_counts').all(), db.prepare('SELECT * FROM insight_visitors').all()]);
    expect(everything).not.toContain('127.0.0.1');
  } finally {
    db.close();
  }
});
