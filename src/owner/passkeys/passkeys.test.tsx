// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PATHS, type Passkey } from '../../../contract/owner-api';
import { fakeApi } from '../testing/fake-api';
import { Announcer } from '../ui/announcer';
import { Security } from './security';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(() => Promise.resolve({ id: 'assertion' })),
  startRegistration: vi.fn(() => Promise.resolve({ id: 'attestation' })),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone: Passkey = { id: 'pk-1', name: 'Phone', createdAt: '2026-11-01T08:00:00Z', lastUsedAt: '2026-11-24T08:00:00Z', current: true };

/** A service with the passkeys given, refusing to remove the last one as the contract says. */
function service(start: Passkey[]) {
  let passkeys = [...start];
  return fakeApi((call) => {
    if (call.path === OWNER_PATHS.passkeys) return { json: { passkeys } };
    if (call.path === OWNER_PATHS.assistantTokens) return { json: { tokens: [] } };
    if (call.path === OWNER_PATHS.events) return { json: { events: [{ at: '2026-11-24T08:00:00Z', kind: 'sign-in-failed', detail: 'unknown passkey', client: '203.0.113.9' }] } };
    if (call.path === OWNER_PATHS.signInOptions) return { json: { challenge: 's' } };
    if (call.path === OWNER_PATHS.passkeyOptions) return { json: { challenge: 'c' } };
    if (call.path === OWNER_PATHS.passkeyVerify) {
      const added = { id: 'pk-2', name: (call.body as { name: string }).name, createdAt: '2026-11-24T09:00:00Z', lastUsedAt: null, current: false };
      passkeys = [...passkeys, added];
      return { status: 201, json: added };
    }
    const id = decodeURIComponent(call.path.split('/').at(-1) ?? '');
    if (call.path === OWNER_PATHS.passkey(id)) {
      if (call.method === 'DELETE') {
        if (passkeys.length === 1) return { status: 409, json: { error: 'This is your last passkey: add another before removing it.' } };
        passkeys = passkeys.filter((p) => p.id !== id);
        return { json: { sessionsEnded: 2, tokensRevoked: 1, tokensLeft: [] } };
      }
      passkeys = passkeys.map((p) => (p.id === id ? { ...p, name: (call.body as { name: string }).name } : p));
      return { json: passkeys.find((p) => p.id === id) };
    }
    return undefined;
  });
}

const removed = vi.fn();
afterEach(() => removed.mockReset());
const renderSecurity = () => render(<Announcer><Security onSignOutEverywhere={() => {}} onPasskeyRemoved={removed} /></Announcer>);

describe('passkeys', () => {
  it('lists each with when it was added and used, and which is this device', async () => {
    service([phone]);
    renderSecurity();
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(item).toHaveTextContent('Phone');
    expect(within(item).getByText('This device')).toBeInTheDocument();
    expect(within(item).getByText(/^Added /u)).toBeInTheDocument();
    expect(within(item).getByText(/^Last used /u)).toBeInTheDocument();
  });

  it('adds another with the name given, then removes it after a confirmation and a passkey, which ends every session', async () => {
    const calls = service([phone]);
    renderSecurity();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name for a new passkey' }), 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey “Laptop” added')).toBeInTheDocument();
    // Confirmed with a passkey held already before the new one is made (issue 40).
    expect(calls.find((call) => call.path === OWNER_PATHS.passkeyOptions)?.body).toEqual({ response: { id: 'assertion' } });
    expect(calls.find((call) => call.path === OWNER_PATHS.passkeyVerify)?.body).toEqual({ name: 'Laptop', response: { id: 'attestation' } });
    expect(await screen.findByText('Never used to sign in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    expect(screen.getByRole('group', { name: /Every session ends, this one too, and the assistant tokens made on this page are revoked\.$/u })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    // Removing one changes who may act for the owner: a passkey held confirms it first (decision 057).
    await vi.waitFor(() => expect(removed).toHaveBeenCalledWith({ sessionsEnded: 2, tokensRevoked: 1, tokensLeft: [] }, 'Laptop'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ response: { id: 'assertion' } });
    expect(calls.findIndex((call) => call.path === OWNER_PATHS.signInOptions)).toBeLessThan(calls.findIndex((call) => call.method === 'DELETE'));
  });

  it('offers no Remove on the only passkey, and says why beside it', async () => {
    const calls = service([phone]);
    renderSecurity();
    const remove = await screen.findByRole('button', { name: 'Remove Phone' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Add another passkey before removing this one.');
    expect(screen.getByText('Add another passkey before removing this one.')).toBeVisible();
    await userEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove passkey' })).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('renames one', async () => {
    service([phone]);
    renderSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Phone' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Pixel{Enter}');
    expect(await screen.findByText('Renamed to “Pixel”')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rename Pixel' })).toBeInTheDocument();
  });

  it('shows sign-in activity in words, a failure marked as one, with the address it came from', async () => {
    service([phone]);
    renderSecurity();
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText('unknown passkey · from 203.0.113.9')).toBeInTheDocument();
  });
});
