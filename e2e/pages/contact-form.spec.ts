import { storedMessages } from '../stored-messages';
import { gotoHydrated, watchConsole } from '../support';
import { pagesApiOf } from '../sites';
import { expect, test } from '../any-owner/any-owner-test';

/**
 * On GitHub Pages the page is static and its message service is somewhere else (issue 43): the
 * form built with `--api` sends there, across origins, and the service that allows the page's
 * origin (ALLOWED_ORIGINS) stores the message as from a person (the page solved its proof of work).
 */
test('a message sent from the page under its sub-path reaches the service on another origin and is stored', async ({ page, words, e2eSite }) => {
  const problems = watchConsole(page);
  const text = `Sent from GitHub Pages ${Date.now()}`;
  await gotoHydrated(page);
  const form = page.getByRole('form', { name: words.form.title });
  await form.getByRole('textbox', { name: words.form.emailLabel }).fill('pages@company.example');
  await form.getByRole('textbox', { name: words.form.messageLabel }).fill(text);
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/v1'));
  await form.getByRole('button', { name: words.form.send }).click();
  await expect(page.getByRole('status')).toHaveText(words.form.success);
  const response = await posted;
  // The service the deploy was told of, not the page's own origin.
  expect(response.url()).toBe(`${pagesApiOf(Number(new URL(page.url()).port)).api}/api/v1`);
  expect(await response.request().headerValue('origin')).toBe(new URL(page.url()).origin);
  expect(response.status()).toBe(201);
  expect(storedMessages(e2eSite).find((message) => message.message === text)).toMatchObject({ email: 'pages@company.example', spam: false, spamReason: null });
  expect(problems).toEqual([]);
});
