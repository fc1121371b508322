// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantToken } from '../../contract/assistants';
import { OWNER_PATHS } from '../../contract/owner-api';
import { OwnerApp } from './owner-app';
import { fakeApi, listOf } from './testing/fake-api';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(() => Promise.resolve({ id: 'assertion' })),
  startRegistration: vi.fn(() => Promise.resolve({ id: 'attestation' })),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const SIGNED_IN = { signedIn: true, passkeys: 1, expiresAt: '2026-12-01T00:00:00Z' };

beforeEach(() => {
  window.history.replaceState(null, '', '/owner/');
  webauthn.startAuthentication.mockClear();
  webauthn.startRegistration.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A service with no session yet, answering the sign-in with `verify`. */
function signedOut(verify: { status: number; json: unknown; headers?: Record<string, string> }) {
  let signedIn = false;
  return fakeApi((call) => {
    if (call.path === OWNER_PATHS.session) return signedIn ? { json: SIGNED_IN } : { status: 401, json: { error: 'Sign in first.' } };
    if (call.path === OWNER_PATHS.signInOptions) return { json: { challenge: 'c', rpId: 'localhost', allowCredentials: [] } };
    if (call.path === OWNER_PATHS.signInVerify) {
      signedIn = verify.status === 200;
      return verify;
    }
    if (call.path === OWNER_PATHS.messages) return { json: listOf([]) };
    return undefined;
  });
}

describe('signing in', () => {
  it('asks the browser for a discoverable passkey (no user name) and opens the inbox', async () => {
    const calls = signedOut({ status: 200, json: SIGNED_IN });
    render(<OwnerApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ allowCredentials: [] }) });
    expect(calls.find((call) => call.path === OWNER_PATHS.signInVerify)?.body).toEqual({ response: { id: 'assertion' } });
    expect(screen.queryByRole('textbox', { name: /user ?name|email/iu })).toBeNull();
  });

  it('shows a refused sign-in in the server’s words', async () => {
    signedOut({ status: 401, json: { error: 'That passkey does not open this inbox.' } });
    render(<OwnerApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That passkey does not open this inbox.');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('says how long to wait after too many failures', async () => {
    signedOut({ status: 429, json: { error: 'Too many failed sign-ins from this address.' }, headers: { 'Retry-After': '600' } });
    render(<OwnerApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins from this address. Try again in 10 minutes.');
  });

  it('goes straight to the inbox with a session, and back to sign-in, saying why, when the session ends', async () => {
    let alive = true;
    fakeApi((call) => {
      if (!alive) return { status: 401, json: { error: 'Sign in first.' } };
      if (call.path === OWNER_PATHS.session) return { json: SIGNED_IN };
      if (call.path === OWNER_PATHS.messages) return { json: listOf([]) };
      return undefined;
    });
    render(<OwnerApp />);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    alive = false;
    await userEvent.click(screen.getByRole('button', { name: /^Held/u }));
    expect(await screen.findByText(/Your session has ended/u, { selector: 'p' })).toBeInTheDocument();
    // Read out too: the page changed under the owner.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Your session has ended/u));
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});

describe('enrolling from an invite link', () => {
  it('names the passkey, creates it, spends the invite and takes the token out of the address', async () => {
    window.history.replaceState(null, '', '/owner/#invite=tok_123');
    const calls = fakeApi((call) => {
      if (call.path === OWNER_PATHS.inviteOptions) return { json: { challenge: 'c', rp: { name: 'folio' } } };
      if (call.path === OWNER_PATHS.inviteVerify) return { json: SIGNED_IN };
      if (call.path === OWNER_PATHS.messages) return { json: listOf([]) };
      return undefined;
    });
    render(<OwnerApp />);
    const name = await screen.findByRole('textbox', { name: 'Name of this passkey' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey and open the inbox' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === OWNER_PATHS.inviteOptions)?.body).toEqual({ token: 'tok_123' });
    expect(calls.find((call) => call.path === OWNER_PATHS.inviteVerify)?.body).toEqual({ token: 'tok_123', name: 'Work laptop', response: { id: 'attestation' } });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/owner/');
  });

  it('checks the link as the page opens: a used or expired one shows only how to get a new one', async () => {
    window.history.replaceState(null, '', '/owner/#invite=spent');
    const calls = fakeApi((call) => (call.path === OWNER_PATHS.inviteOptions ? { status: 400, json: { error: 'This invite link cannot be used: make a new one.' } } : undefined));
    render(<OwnerApp />);
    expect(await screen.findByRole('heading', { name: 'This invite link cannot be used' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === OWNER_PATHS.inviteOptions)?.body).toEqual({ token: 'spent' });
    expect(screen.queryByRole('textbox', { name: 'Name of this passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create passkey and open the inbox' })).toBeNull();
    // Said once: no red box repeating the paragraph, and the command as code.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('npm run owner -- invite').tagName).toBe('CODE');
    expect(screen.getAllByText(/npm run owner -- invite/u)).toHaveLength(1);
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});

describe('an invite link opened in a tab already on the page', () => {
  it('turns to the enrolment when only the fragment changes', async () => {
    fakeApi((call) => (call.path === OWNER_PATHS.session ? { status: 401, json: { error: 'Sign in first.' } } : undefined));
    render(<OwnerApp />);
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    window.location.hash = '#invite=late';
    expect(await screen.findByRole('heading', { name: 'Create your passkey' })).toBeInTheDocument();
  });
});

const shellToken: AssistantToken = { id: 3, name: 'Laptop agent', scope: 'read', madeBy: 'shell', createdAt: '2026-11-01T08:00:00Z', expiresAt: '2099-01-01T08:00:00Z', lastUsedAt: null };

describe('signing out', () => {
  it('everywhere, after a confirmation: every session ends and the page says so', async () => {
    const calls = fakeApi((call) => {
      if (call.path === OWNER_PATHS.session) return { json: SIGNED_IN };
      if (call.path === OWNER_PATHS.messages) return { json: listOf([]) };
      if (call.path === OWNER_PATHS.passkeys) return { json: { passkeys: [] } };
      if (call.path === OWNER_PATHS.events) return { json: { events: [] } };
      if (call.path === OWNER_PATHS.signOutEverywhere) return { json: { sessionsEnded: 2, tokensRevoked: 1, tokensLeft: [shellToken] } };
      return undefined;
    });
    render(<OwnerApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Passkeys' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(calls.some((call) => call.path === OWNER_PATHS.signOutEverywhere)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    // The tokens that still work are named, with what they may do, until when, and how to end them (decision 057).
    const notice = /^Every session has ended, this one too, and the assistant tokens made on this page are revoked\. One token made in the shell still works: Laptop agent \(Reads, until .*2099.*\)\. To end it, run npm run owner -- tokens revoke ID\.$/u;
    expect(await screen.findByText(notice, { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(notice));
    expect(calls.filter((call) => call.path === OWNER_PATHS.signOutEverywhere).map((call) => call.method)).toEqual(['POST']);
  });
});
