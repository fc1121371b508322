import { expect, test } from '@playwright/test';
import { siteOf } from './sites';
import { storedMessages as storedIn } from './stored-messages';
import { gotoHydrated } from './support';

const storedMessages = () => storedIn(siteOf('sample'));

test('a message sent from the page is stored and shown by npm run messages', async ({ page }) => {
  const text = `Hello from the browser test ${Date.now()} — ¿qué tal? 👋`;
  await gotoHydrated(page);
  await page.getByLabel(/^Email/u).fill('hiring.manager@company.example');
  await page.getByLabel(/^Message/u).fill(text);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');

  const stored = storedMessages().find((m) => m.message === text);
  // Not spam: the page solved the service's proof of work and waited out its least time.
  expect(stored).toMatchObject({ email: 'hiring.manager@company.example', message: text, spam: false, spamReason: null });
});

test('a visitor who sends at once sees "Sending…" until the challenge\'s least time has passed, and the message is not spam', async ({ page }) => {
  const text = `Sent straight away ${Date.now()}`;
  // The page's own clock: when the challenge's answer arrived, and when the message left.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { fetchTimes: Record<string, number> }).fetchTimes = times;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST') times.sent = performance.now();
      const response = await original(input, init);
      if (url.endsWith('/v1/challenge')) times.issued = performance.now();
      return response;
    };
  });
  await gotoHydrated(page);
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/v1/challenge'));
  await page.getByLabel(/^Email/u).fill('quick@company.example');
  const { waitMs } = (await (await challenge).json()) as { waitMs: number };
  expect(waitMs).toBeGreaterThan(0);
  await page.getByLabel(/^Message/u).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: /Sending/u })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
  const { issued, sent } = await page.evaluate(() => (window as unknown as { fetchTimes: Record<string, number> }).fetchTimes);
  expect((sent ?? Number.NaN) - (issued ?? Number.NaN)).toBeGreaterThanOrEqual(waitMs);
  expect(storedMessages().find((m) => m.message === text)).toMatchObject({ spam: false, spamReason: null });
});

test('a script that posts without the page\'s proof of work gets the same 201, and its message waits as spam', async ({ request }) => {
  const text = `Posted by a script ${Date.now()}`;
  const response = await request.post('/api/v1', { data: { email: 'script@spam.example', message: text } });
  expect(response.status()).toBe(201);
  expect(storedMessages().find((m) => m.message === text)).toMatchObject({ spam: true, spamReason: 'no proof of work' });
});

test('a bot that fills the honeypot sees success but is filed as spam', async ({ page }) => {
  const text = `Cheap followers ${Date.now()}`;
  await gotoHydrated(page);
  await page.getByLabel(/^Email/u).fill('bot@spam.example');
  await page.getByLabel(/^Message/u).fill(text);
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
  expect(storedMessages().find((m) => m.message === text)).toMatchObject({ spam: true });
});

test('the page is served with its security headers and no inline script beyond the hashed ones', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'/u);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const asset = await page.request.get(await page.locator('#app-loader').evaluate((el) => /s\.src="([^"]+)"/u.exec(el.textContent ?? '')?.[1] ?? ''));
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
