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
  expect(stored).toMatchObject({ email: 'hiring.manager@company.example', message: text, spam: false });
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
