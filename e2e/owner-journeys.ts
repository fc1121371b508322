import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { OWNER_PATHS } from '../contract/owner-api';
import { gotoHydrated, watchConsole } from './support';

/**
 * Nearly every step waits on the service's answer, some on two in a row (opening a message is a
 * GET, then the POST that marks it read). The Worker in workerd and PostgreSQL answer in
 * milliseconds on a quiet machine and in seconds on a busy two-core one: a CI run saw the Worker's
 * open-and-mark-read outlast the default 5 s. A step still fails if its answer never comes.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The owner's journeys through /owner/ (issue 25), written once for every runtime the service runs
 * on (e2e/owner-runtimes.spec.ts): the sign-in's (an invite, enrolment, signing out and in, a second
 * passkey added and removed) and the inbox's (every action on messages sent through the site's
 * real form). Chromium's virtual authenticator stands in for a phone's passkey; WebAuthn refuses
 * an IP address as the site, so every origin here is `http://localhost:PORT`.
 */

/** Where one runtime is: the site whose form sends to it, its /owner/ origin, and its invite command. */
export type OwnerRuntime = {
  siteOrigin: string;
  ownerOrigin: string;
  /** `npm run owner -- invite` against this runtime's store: the link it printed. */
  invite: () => string;
};

/** The link in what `npm run owner -- invite` printed. */
export function inviteLinkIn(out: string): string {
  const link = /https?:\/\/\S+\/owner\/#invite=[\w-]+/u.exec(out)?.[0];
  if (link === undefined) throw new Error(`npm run owner -- invite printed no link:\n${out}`);
  return link;
}

/** A platform authenticator that holds discoverable credentials and verifies its user, as a phone does. */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** Enrols a passkey named `name` from the invite `link` and lands in the inbox. */
export async function enrol(page: Page, link: string, name: string) {
  const authenticator = await addAuthenticator(page);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Name of this passkey' }).fill(name);
  await page.getByRole('button', { name: 'Create passkey and open the inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  return authenticator;
}

/** Sends `text` from `email` through the site's real contact form (proof of work and all). */
export async function sendThroughForm(page: Page, siteOrigin: string, email: string, text: string) {
  await gotoHydrated(page, `${siteOrigin}/`);
  await page.getByLabel(/^Email/u).fill(email);
  await page.getByLabel(/^Message/u).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
}

/** What the console said that is a fault: Chromium logs the session check's 401 on the sign-in screen, the contract's answer. */
export function watchForProblems(page: Page): () => string[] {
  const problems = watchConsole(page);
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return () => problems.filter((problem) => !/status of 401/u.test(problem));
}

/** Invite, enrol, sign out, sign in, add a second passkey, remove the first with it and sign in again: leaves the owner signed in. */
export async function passkeyJourney(page: Page, runtime: OwnerRuntime): Promise<void> {
  const [phone, laptop] = [`Phone ${Date.now()}`, `Laptop ${Date.now()}`];
  const first = await enrol(page, runtime.invite(), phone);
  // The token is spent and gone from the address bar.
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('main').getByText('You are signed out.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  // A second device: the first authenticator confirms it is the owner (the service adds no passkey
  // on a session alone), then steps aside as the new passkey's options come back (they exclude the
  // credential it holds), and a second one makes the new passkey.
  let swapped = false;
  await page.route(`**${OWNER_PATHS.passkeyOptions}`, async (route) => {
    const answer = await route.fetch();
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
    await addAuthenticator(page);
    swapped = true;
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Passkeys' }).click();
  await page.getByRole('textbox', { name: 'Name for a new passkey' }).fill(laptop);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Passkey “${laptop}” added` })).toBeAttached();
  expect(swapped).toBe(true);
  await page.unroute(`**${OWNER_PATHS.passkeyOptions}`);
  await expect(page.getByText('Passkey added').first()).toBeVisible();

  // A token for an assistant, confirmed with the passkey in hand (a session alone mints none: decision 057).
  const agent = `Agent ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Its name' }).fill(agent);
  await page.getByRole('button', { name: 'Make a token' }).click();
  await expect(page.getByText('Copy it now: it is not shown again.')).toBeVisible();
  const agentItem = page.getByRole('region', { name: 'Assistants' }).getByRole('listitem').filter({ hasText: agent });
  await expect(agentItem).toBeVisible();

  // The first device is lost: the second confirms the removal (decision 057), which ends every
  // session, this one too, and the page says so; the second signs in again.
  await page.getByRole('button', { name: `Remove ${phone}` }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  const removed = `Passkey “${phone}” removed. Every session has ended, this one too, and the assistant tokens made on this page are revoked.`;
  await expect(page.getByRole('main').getByText(removed)).toBeVisible();
  // And read out: the page changed under the owner. (Tokens made in the shell, by this server's
  // other tests too, are named after it.)
  await expect(page.getByRole('status')).toContainText(removed);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('button', { name: 'Passkeys' }).click();
  await expect(page.getByRole('button', { name: `Remove ${laptop}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Remove ${phone}` })).toHaveCount(0);
  // The token made on the page went with the sessions: whoever held the phone could have made it.
  // (Tokens this server's other tests made in the shell stay listed.)
  await expect(page.getByRole('region', { name: 'Assistants' }).getByRole('heading', { name: 'Assistants' })).toBeVisible();
  await expect(agentItem).toHaveCount(0);
}

const MARKUP = '<img src=x onerror=alert(1)>';

/** Three messages from `email` through the site's form: a greeting on two lines, markup, and one more. */
export async function sendMessages(page: Page, runtime: OwnerRuntime, email: string): Promise<void> {
  for (const text of [`Hello from ${new URL(runtime.ownerOrigin).port}\nSecond line & more`, MARKUP, `One more ${Date.now()}`]) {
    await sendThroughForm(page, runtime.siteOrigin, email, text);
  }
}

/**
 * Every action of the inbox on the messages sendMessages sent from `email`, by a signed-in owner:
 * search, open (markup stays text), reply, mark spam, release, export CSV and JSON, delete, erase
 * the address.
 */
export async function inboxJourney(page: Page, runtime: OwnerRuntime, email: string): Promise<void> {
  const markup = MARKUP;
  await page.goto(`${runtime.ownerOrigin}/owner/`);
  const search = page.getByRole('searchbox', { name: 'Search messages by address or text' });
  await search.fill(email);
  const rows = page.getByRole('listitem').filter({ hasText: email });
  await expect(rows).toHaveCount(3);

  const unreadIn = (text: string) => rows.filter({ hasText: text }).getByText('Unread:');
  await expect(unreadIn('onerror')).toHaveCount(1);
  await rows.filter({ hasText: 'onerror' }).getByRole('button').click();
  const opened = page.getByRole('article');
  // Opening it marks it read (a POST of the page's: a GET changes nothing).
  await expect(unreadIn('onerror')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: email })).toBeFocused();
  await expect(opened.getByText(markup, { exact: true })).toBeVisible();
  await expect(opened.locator('img')).toHaveCount(0);

  await rows.filter({ hasText: 'Hello from' }).getByRole('button').click();
  await expect(opened.getByText('Second line & more', { exact: false })).toBeVisible();
  const reply = (await page.getByRole('link', { name: 'Reply' }).getAttribute('href')) ?? '';
  expect(reply.startsWith(`mailto:${email}?subject=Re%3A%20Hello%20from`)).toBe(true);
  expect(decodeURIComponent(reply)).toContain('\r\n> Second line & more');

  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(opened.getByText('Filed as spam')).toBeVisible();
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Released' })).toBeAttached();
  await expect(opened.getByText('Filed as spam')).toHaveCount(0);
  // The list as the service reads it again after each action: what was opened stays read, the other unread.
  await expect(unreadIn('onerror')).toHaveCount(0);
  await expect(unreadIn('One more')).toHaveCount(1);

  for (const name of ['CSV', 'JSON']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    expect(readFileSync((await download.path()) ?? '', 'utf8')).toContain(email);
  }

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeAttached();
  await expect(rows).toHaveCount(2);

  await rows.first().getByRole('button').click();
  await page.getByRole('button', { name: 'Erase everything from this address' }).click();
  await expect(page.getByText(`from ${email}? This cannot be undone.`)).toBeVisible();
  await page.getByRole('button', { name: 'Erase them' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Erased 2 messages from ${email}` })).toBeAttached();
  await expect(rows).toHaveCount(0);
}
