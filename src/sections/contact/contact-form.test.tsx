// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../../contract/message-errors';
import { CHALLENGE_SUFFIX } from '../../../contract/proof-of-work';
import { fill } from '../../../contract/words';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { ContactForm } from './contact-form';

// An owner's own words (and, where they kept them, the defaults): the form shows exactly these.
const words = wordsOf(site.words, site.lang).form;
const problems = errorTexts(words, site.lang);
const ownerEmail = site.owner.email;
if (ownerEmail === undefined) throw new Error('the fixture owner gives an email address');

/**
 * `respond` answers the message's POST. The form also asks for a proof-of-work challenge as the
 * visitor starts to write: answered here as a service with PROOF_OF_WORK=0 answers it (204), so
 * the message goes without one (page-proof.test.ts solves real ones).
 */
/** `owner`: what the owner gives; the fixture's address unless a test says otherwise. */
function setup(respond: () => Promise<Response>, owner: { email?: string } = { email: ownerEmail }) {
  const fetchMock = vi.fn((url: RequestInfo | URL) => (String(url).endsWith(CHALLENGE_SUFFIX) ? Promise.resolve(new Response(null, { status: 204 })) : respond()));
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  render(<ContactForm words={words} lang={site.lang} email={owner.email} />);
  return {
    fetchMock,
    /** The message requests sent, leaving out the challenge's. */
    posts: () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith(CHALLENGE_SUFFIX)),
    user,
    email: screen.getByRole('textbox', { name: words.emailLabel }),
    message: screen.getByRole('textbox', { name: words.messageLabel }),
    send: screen.getByRole('button', { name: words.send }),
    status: screen.getByRole('status'),
  };
}

describe('ContactForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('labels both fields as required', () => {
    const { email, message } = setup(async () => new Response(null, { status: 201 }));
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message).toBeRequired();
    expect(screen.getByText(words.emailLabel).closest('label')).toHaveTextContent(`${words.emailLabel} *`);
    expect(screen.getByText(words.messageLabel).closest('label')).toHaveTextContent(`${words.messageLabel} *`);
    expect(email).toHaveAttribute('placeholder', words.emailPlaceholder);
    expect(screen.getByRole('heading', { name: words.title })).toBeInTheDocument();
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const { user, send, posts, email, message } = setup(async () => new Response(null, { status: 201 }));
    await user.click(send);
    expect(await screen.findByText(problems.emailRequired)).toBeVisible();
    expect(screen.getByText(problems.messageRequired)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(problems.emailRequired);
    expect(message).toHaveAccessibleDescription(problems.messageRequired);
    expect(email).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('clears both fields and announces success', async () => {
    const { user, send, posts, email, message, status } = setup(async () => new Response('{"id":1}', { status: 201 }));
    await user.type(email, 'recruiter@company.com');
    await user.type(message, 'We would like to talk.');
    await user.click(send);
    expect(await screen.findByText(words.success)).toBeVisible();
    expect(status).toHaveTextContent(words.success);
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(posts()).toHaveLength(1);
  });

  it('keeps the values when the service refuses', async () => {
    const { user, send, email, message } = setup(async () => new Response('{}', { status: 500 }));
    await user.type(email, 'recruiter@company.com');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(await screen.findByText(words.failure)).toBeVisible();
    expect(email).toHaveValue('recruiter@company.com');
    expect(message).toHaveValue('Hello');
  });

  it.each([
    ['no service behind a static host', async () => new Response('<h1>Not Found</h1>', { status: 404 }), words.failure],
    ['a server error', async () => new Response('{}', { status: 500 }), words.failure],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch')), words.error],
  ])('offers the owner\'s address as a mailto: link in the same result when sending fails: %s', async (_, respond, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, send, email, message, status } = setup(respond);
    await user.type(email, 'recruiter@company.com');
    await user.type(message, 'Hello');
    await user.click(send);
    const link = await within(status).findByRole('link', { name: ownerEmail });
    expect(link).toHaveAttribute('href', `mailto:${ownerEmail}`);
    // The spec's failure text stays, then the owner's own wording of the offer.
    expect(status).toHaveTextContent(`${failure}${fill(words.writeInstead, { email: ownerEmail })}`);
  });

  it('offers no address when the service refuses a field, or before anything is sent', async () => {
    const { user, send, email, message, status } = setup(
      async () => new Response(JSON.stringify({ error: 'invalid', codes: { email: 'emailInvalid' } }), { status: 400 }),
    );
    await user.click(send);
    expect(await screen.findByText(problems.messageRequired)).toBeVisible();
    expect(within(status).queryByRole('link')).toBeNull();
    await user.type(email, 'recruiter@company.com');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(await screen.findByText(problems.emailInvalid)).toBeVisible();
    expect(status).toHaveTextContent(words.failure);
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it('logs a network error and keeps the values', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, send, email } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(email, 'recruiter@company.com');
    await user.type(screen.getByRole('textbox', { name: words.messageLabel }), 'Hello');
    await user.click(send);
    expect(await screen.findByText(words.error)).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(expect.any(TypeError));
    expect(email).toHaveValue('recruiter@company.com');
  });

  it('sends one message for one click while a send is in flight', async () => {
    let release: (r: Response) => void = () => undefined;
    const { user, send, posts, email, message } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    await user.type(email, 'a@b.co');
    await user.type(message, 'Hi');
    await user.click(send);
    const busy = await screen.findByRole('button', { name: words.sending });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still focusable and clickable (so keyboard focus stays put), but a second send is ignored.
    await user.click(busy);
    await user.keyboard('{Enter}');
    // The request starts a frame after the click, once "Sending…" has painted.
    await vi.waitFor(() => expect(posts()).not.toEqual([]));
    release(new Response('{"id":1}', { status: 201 }));
    expect(await screen.findByText(words.success)).toBeVisible();
    expect(posts()).toHaveLength(1);
  });

  describe('for an owner who gives no email address (issue 41)', () => {
    it('still sends the message and announces success: the service delivers it', async () => {
      const { user, send, posts, email, message, status } = setup(async () => new Response('{"id":1}', { status: 201 }), {});
      await user.type(email, 'recruiter@company.com');
      await user.type(message, 'We would like to talk.');
      await user.click(send);
      expect(await screen.findByText(words.success)).toBeVisible();
      expect(status).toHaveTextContent(words.success);
      expect(posts()).toHaveLength(1);
    });

    it('says sending failed and offers no address, with no "undefined" and no empty link', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, send, email, message, status } = setup(async () => new Response('{}', { status: 500 }), {});
      await user.type(email, 'recruiter@company.com');
      await user.type(message, 'Hello');
      await user.click(send);
      expect(await within(status).findByText(words.failure)).toBeVisible();
      expect(status.textContent).toBe(words.failure);
      expect(within(status).queryByRole('link')).toBeNull();
      expect(status.textContent).not.toContain('undefined');
    });
  });
});
