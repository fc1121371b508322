import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { databaseOf, siteOf } from './sites';
import { expectNoViolations, gotoHydrated, startInTheme, watchConsole } from './support';

/**
 * The owner's inbox (/owner/, issue 25) on the sample's `npm start`, with Chromium's virtual
 * authenticator standing in for a phone's passkey. WebAuthn refuses an IP address as the site,
 * so the page is opened on `localhost`. Each test enrols its own passkey from its own invite and
 * sends its own messages from its own address, so tests share nothing but the server.
 */
test.skip(({ browserName }) => browserName !== 'chromium', 'the virtual authenticator is Chromium’s (CDP)');

const sample = siteOf('sample');

function originOf(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1/');
  url.hostname = 'localhost';
  return url.origin;
}

/** `npm run owner -- invite`, as the owner runs it against this server's database: the link it prints. */
function inviteLink(origin: string): string {
  const out = execFileSync('npm', ['run', '--silent', 'owner', '--', 'invite', '--origin', origin], {
    env: { ...process.env, DATABASE_PATH: databaseOf(sample) },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/owner\/#invite=[\w-]+/u.exec(out)?.[0];
  if (link === undefined) throw new Error(`npm run owner -- invite printed no link:\n${out}`);
  return link;
}

/** A platform authenticator that holds discoverable credentials and verifies its user, as a phone does. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** Enrols a passkey named `name` from a fresh invite and lands in the inbox. */
async function enrol(page: Page, origin: string, name = `Test phone ${Date.now()}`) {
  const authenticator = await addAuthenticator(page);
  await page.goto(inviteLink(origin));
  await page.getByRole('textbox', { name: 'Name of this passkey' }).fill(name);
  await page.getByRole('button', { name: 'Create passkey and open the inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  return authenticator;
}

/** Sends `text` from `email` through the site's real contact form (proof of work and all). */
async function sendThroughForm(page: Page, origin: string, email: string, text: string) {
  await gotoHydrated(page, `${origin}/`);
  await page.getByLabel(/^Email/u).fill(email);
  await page.getByLabel(/^Message/u).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
}

/** Chromium logs the session check's 401 on the sign-in screen (the contract's answer without a session). */
const realProblems = (problems: string[]) => problems.filter((problem) => !/status of 401/u.test(problem));

test('the page is served apart, under its own strict policy, and /owner sends to /owner/', async ({ request, baseURL }) => {
  const page = await request.get(`${originOf(baseURL)}/owner/`);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"]) {
    expect(csp.split('; ')).toContain(directive);
  }
  expect(csp).not.toMatch(/unsafe-inline|sha256-/u);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toMatch(/noindex/u);
  expect(await page.text()).not.toMatch(/<script>|<style>|\sstyle="/u);
  const bare = await request.get(`${originOf(baseURL)}/owner`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/owner/');
  const sitemap = await request.get(`${originOf(baseURL)}/sitemap.xml`);
  expect(await sitemap.text()).not.toContain('/owner');
});

test('the chosen theme is painted before the page’s script runs: no flash of the other theme', async ({ page, baseURL }) => {
  await startInTheme(page, 'dark-theme');
  // Without the app's script at all: only the boot file in <head> can have set the theme.
  await page.route(/\/owner\/assets\/index-[\w-]+\.js$/u, (route) => route.abort());
  await page.goto(`${originOf(baseURL)}/owner/`);
  expect(await page.evaluate(() => document.documentElement.className)).toContain('dark-theme');
  // The dark theme's --bg (src/theme-tokens.css), not the light one's.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 20)');
});

test('invite, enrol, sign out, sign in, add a second passkey and remove it', async ({ page, baseURL }) => {
  const origin = originOf(baseURL);
  const problems = watchConsole(page);
  // Every test's passkeys are the one owner's: names of this test's own.
  const [phone, laptop] = [`Phone ${Date.now()}`, `Laptop ${Date.now()}`];
  const first = await enrol(page, origin, phone);
  // The token is spent and gone from the address bar.
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  // A second device: the first authenticator steps aside (the new passkey's options exclude the
  // credential it holds), and a second one enrols from the signed-in session.
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
  await addAuthenticator(page);
  await page.getByRole('button', { name: 'Passkeys' }).click();
  await page.getByRole('textbox', { name: 'Name for a new passkey' }).fill(laptop);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Passkey “${laptop}” added` })).toBeAttached();
  await expect(page.getByRole('button', { name: `Remove ${laptop}` })).toBeVisible();
  await expect(page.getByText('Passkey added').first()).toBeVisible();

  await page.getByRole('button', { name: `Remove ${laptop}` }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('button', { name: `Remove ${laptop}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${phone}` })).toBeVisible();
  expect(realProblems(problems)).toEqual([]);
});

test('a message from the real form: opened, replied to, marked spam, released, deleted, erased, exported; markup stays text', async ({ page, baseURL }) => {
  const origin = originOf(baseURL);
  const problems = watchConsole(page);
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const email = `owner-e2e-${Date.now()}@company.example`;
  const hello = `Hello from the inbox test ${Date.now()}\nSecond line & more`;
  const markup = '<img src=x onerror=alert(1)>';
  await sendThroughForm(page, origin, email, hello);
  await sendThroughForm(page, origin, email, markup);
  await enrol(page, origin);

  await page.getByRole('searchbox', { name: 'Search messages by address or text' }).fill(email);
  const rows = page.getByRole('listitem').filter({ hasText: email });
  await expect(rows).toHaveCount(2);

  // Markup in a message is shown as text and never runs.
  await rows.filter({ hasText: 'onerror' }).getByRole('button').click();
  const opened = page.getByRole('article');
  await expect(page.getByRole('heading', { name: email })).toBeFocused();
  await expect(opened.getByText(markup, { exact: true })).toBeVisible();
  await expect(opened.locator('img')).toHaveCount(0);

  // Reply: a mailto with Re: and the text quoted.
  await rows.filter({ hasText: 'Hello from the inbox test' }).getByRole('button').click();
  await expect(opened.getByText('Second line & more', { exact: false })).toBeVisible();
  const reply = (await page.getByRole('link', { name: 'Reply' }).getAttribute('href')) ?? '';
  expect(reply.startsWith(`mailto:${email}?subject=Re%3A%20Hello%20from%20the%20inbox%20test`)).toBe(true);
  expect(decodeURIComponent(reply)).toContain('\r\n> Second line & more');

  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(opened.getByText('Filed as spam')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as spam' })).toBeAttached();
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Released' })).toBeAttached();
  await expect(opened.getByText('Filed as spam')).toHaveCount(0);

  // Export what the search lists, as CSV and JSON.
  for (const name of ['CSV', 'JSON']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    const body = readFileSync((await download.path()) ?? '', 'utf8');
    expect(body).toContain(email);
  }

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeAttached();
  await expect(rows).toHaveCount(1);

  await sendThroughForm(page, origin, email, `One more ${Date.now()}`);
  await page.goto(`${origin}/owner/`);
  await page.getByRole('searchbox', { name: 'Search messages by address or text' }).fill(email);
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole('button').click();
  await page.getByRole('button', { name: 'Erase everything from this address' }).click();
  await expect(page.getByText(`Erase all 2 messages from ${email}? This cannot be undone.`)).toBeVisible();
  await page.getByRole('button', { name: 'Erase them' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Erased 2 messages from ${email}` })).toBeAttached();
  await expect(rows).toHaveCount(0);
  expect(realProblems(problems)).toEqual([]);
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`axe finds nothing on the owner's screens in the ${theme} at 390 and 1440 px`, async ({ page, baseURL }) => {
    // Eight axe runs, an enrolment and a message sent through the form's proof of work.
    test.setTimeout(120_000);
    const origin = originOf(baseURL);
    await startInTheme(page, theme);
    const email = `owner-axe-${theme}-${Date.now()}@company.example`;
    await sendThroughForm(page, origin, email, 'A message to read under axe.');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.context().clearCookies();
      await page.goto(`${origin}/owner/`);
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
      await expectNoViolations(page, `sign-in, ${theme}, ${width}px`);
      if (width === 390) await enrol(page, origin);
      else {
        await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
        await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
      }
      await page.getByRole('searchbox', { name: 'Search messages by address or text' }).fill(email);
      await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
      await expectNoViolations(page, `inbox, ${theme}, ${width}px`);
      await page.getByRole('listitem').filter({ hasText: email }).getByRole('button').click();
      await expect(page.getByRole('heading', { name: email })).toBeFocused();
      await expectNoViolations(page, `opened message, ${theme}, ${width}px`);
      await page.getByRole('button', { name: 'Passkeys' }).click();
      await expect(page.getByRole('heading', { name: 'Sign-in activity' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Remove /u }).first()).toBeVisible();
      await expectNoViolations(page, `passkeys, ${theme}, ${width}px`);
    }
  });
}
