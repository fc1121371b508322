import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated, watchConsole } from './support';
import { site } from '../fixtures/sample/site';

async function fill(page: Page, email = 'recruiter@company.com', message = 'We would love to talk about a role.') {
  await page.getByLabel(/^Email/u).fill(email);
  await page.getByLabel(/^Message/u).fill(message);
}

test.describe('contact form', () => {
  test('shows the four info cards with mailto and tel links', async ({ page }) => {
    await gotoHydrated(page);
    const contact = page.locator('#contact');
    for (const title of ['Address', 'Open To Work', 'Email', 'Phone']) {
      await expect(contact.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(contact).toContainText(site.owner.city!);
    await expect(contact).toContainText('Available for full-time W-2 employment');
    await expect(contact.getByRole('link', { name: /@/u })).toHaveAttribute('href', /^mailto:/u);
    await expect(contact.getByRole('link', { name: /\+1/u })).toHaveAttribute('href', /^tel:\+1\d{10}$/u);
  });

  test('success: POSTs JSON to /api/v1, announces it and clears both fields', async ({ page }) => {
    let request: Request | undefined;
    await page.route('**/api/v1', async (route) => {
      request = route.request();
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
    await expect(page.getByLabel(/^Email/u)).toHaveValue('');
    await expect(page.getByLabel(/^Message/u)).toHaveValue('');
    expect(request?.method()).toBe('POST');
    expect(request?.headers()['content-type']).toBe('application/json');
    // The spec's two fields, and the proof of work: ALTCHA's payload, base64 of its JSON.
    const { altcha, ...fields } = request?.postDataJSON() as Record<string, string>;
    expect(fields).toEqual({ email: 'recruiter@company.com', message: 'We would love to talk about a role.' });
    expect(JSON.parse(atob(altcha ?? ''))).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number), salt: expect.any(String), signature: expect.any(String) });
  });

  test('sending breaks no rule of the page\'s Content-Security-Policy (nothing for a report endpoint to flood)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      window.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.route('**/api/v1', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel(/^Email/u)).toHaveAttribute('aria-invalid', 'true');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('what a visitor types before the script has loaded is kept, and sent', async ({ page }) => {
    const problems = watchConsole(page);
    let request: Request | undefined;
    await page.route('**/api/v1', async (route) => {
      request = route.request();
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    // A slow phone: the page is readable and its fields take typing long before the script is in.
    let release: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/u, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Email/u).pressSequentially('early@company.com');
    await page.getByLabel(/^Message/u).pressSequentially('Typed before the script arrived.');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByLabel(/^Email/u)).toHaveValue('early@company.com');
    await expect(page.getByLabel(/^Message/u)).toHaveValue('Typed before the script arrived.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
    const { altcha, ...fields } = request?.postDataJSON() as Record<string, string>;
    expect(fields).toEqual({ email: 'early@company.com', message: 'Typed before the script arrived.' });
    // No focus came after the script did: the proof was fetched and solved at the click instead.
    expect(altcha).toEqual(expect.any(String));
    expect(problems).toEqual([]);
  });

  test('failure status: says so and keeps the values', async ({ page }) => {
    await page.route('**/api/v1', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(`Failed to submit formYou can also write to ${site.owner.email}.`);
    await expect(page.getByLabel(/^Email/u)).toHaveValue('recruiter@company.com');
    await expect(page.getByLabel(/^Message/u)).toHaveValue('We would love to talk about a role.');
  });

  test('no API behind a static host: says so and offers the owner\'s address in the same result', async ({ page }) => {
    await page.route('**/api/v1', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }));
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Failed to submit form');
    await expect(status.getByRole('link', { name: site.owner.email })).toHaveAttribute('href', `mailto:${site.owner.email}`);
  });

  test('network error: logs it, says so and keeps the values', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/v1', (route) => route.abort('connectionrefused'));
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(`An error occurred while submitting the formYou can also write to ${site.owner.email}.`);
    await expect(page.getByLabel(/^Email/u)).toHaveValue('recruiter@company.com');
    expect(logged.some((text) => /TypeError|Failed to fetch/u.test(text))).toBe(true);
  });

  test('invalid fields are marked, explained, and nothing is sent', async ({ page }) => {
    let posts = 0;
    await page.route('**/api/v1', (route) => {
      posts += 1;
      return route.fulfill({ status: 201, body: '{}' });
    });
    await gotoHydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByLabel(/^Email/u);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please write a message.')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('not-an-email');
    await page.getByLabel(/^Message/u).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(page.getByLabel(/^Message/u)).toHaveAttribute('aria-invalid', 'false');
    expect(posts).toBe(0);
  });

  test('one click sends one message: the button is disabled while sending', async ({ page }) => {
    let posts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1', async (route) => {
      posts += 1;
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":2}' });
    });
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const busy = page.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true }).catch(() => undefined);
    release();
    await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
    expect(posts).toBe(1);
  });

  test('a chunk that fails to load says which, how and where, and can be retried', async ({ page }) => {
    await page.route(/\/assets\/send-message-[^/]+\.js$/u, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.route('**/api/v1', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":3}' }));
    await gotoHydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Loading chunk send-message failed.');
    await expect(status).toContainText(/\(missing: http:\/\/127\.0\.0\.1:\d+\/assets\/send-message-[^)]+\.js\)/u);
    // The rest of the page keeps working.
    await page.locator('#skills').getByRole('button', { name: 'Others' }).click();
    await expect(page.locator('#skills').getByRole('progressbar')).toHaveCount(2);

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/v1', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":3}' }));
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveText('Form submitted successfully!');
  });
});
