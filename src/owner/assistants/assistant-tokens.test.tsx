// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantToken } from '../../../contract/assistants';
import { OWNER_PATHS } from '../../../contract/owner-api';
import { fakeApi } from '../testing/fake-api';
import { Announcer } from '../ui/announcer';
import { AssistantTokens } from './assistant-tokens';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(() => Promise.resolve({ id: 'assertion' })) }));
vi.mock('@simplewebauthn/browser', () => webauthn);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const desktop: AssistantToken = { id: 1, name: 'Desktop', scope: 'read', madeBy: 'page', createdAt: '2026-11-01T08:00:00Z', expiresAt: '2099-12-01T08:00:00Z', lastUsedAt: null };

/** A service holding `start`, making and revoking tokens as the contract says. */
function service(start: AssistantToken[]) {
  let tokens = [...start];
  const calls = fakeApi((call) => {
    if (call.path === OWNER_PATHS.assistantTokens && call.method === 'GET') return { json: { tokens } };
    if (call.path === OWNER_PATHS.signInOptions) return { json: { challenge: 's' } };
    if (call.path === OWNER_PATHS.assistantTokens && call.method === 'POST') {
      const body = call.body as { name: string; scope: 'read' | 'manage'; days: number };
      const made: AssistantToken = { id: 2, name: body.name, scope: body.scope, madeBy: 'page', createdAt: '2026-11-29T09:00:00Z', expiresAt: '2026-12-06T09:00:00Z', lastUsedAt: null };
      tokens = [made, ...tokens];
      return { status: 201, json: { ...made, token: 'folio_secret-shown-once' } };
    }
    const id = Number(call.path.split('/').at(-1));
    if (call.method === 'DELETE' && call.path === OWNER_PATHS.assistantToken(id)) {
      tokens = tokens.filter((token) => token.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, tokens: () => tokens };
}

describe('the assistants\' tokens', () => {
  it('makes one with the name, scope and lifetime chosen, confirmed with a passkey, and shows it once', async () => {
    const { calls } = service([desktop]);
    render(<Announcer><AssistantTokens onChanged={() => {}} /></Announcer>);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Its name'), 'Mail agent');
    await user.click(screen.getByLabelText('Also hold, release, mark as spam and erase'));
    await user.selectOptions(screen.getByLabelText('For'), '7 days');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByText('folio_secret-shown-once')).toBeInTheDocument();
    expect(screen.getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(screen.getByText('Making one asks for one of your passkeys first.')).toBeInTheDocument();
    // A session alone never mints a token: a passkey's assertion goes with the request (decision 057).
    expect(calls.find((call) => call.path === OWNER_PATHS.signInOptions)).toBeDefined();
    expect(calls.find((call) => call.path === OWNER_PATHS.assistantTokens && call.method === 'POST')?.body).toEqual({ name: 'Mail agent', scope: 'manage', days: 7, response: { id: 'assertion' } });
    const made = (await screen.findByText('Mail agent')).closest('li') as HTMLElement;
    expect(within(made).getByText('Reads and changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('folio_secret-shown-once')).not.toBeInTheDocument();
  });

  it('lists each with its scope, expiry and last use, and revokes one after asking', async () => {
    const { tokens } = service([desktop]);
    render(<Announcer><AssistantTokens onChanged={() => {}} /></Announcer>);
    const user = userEvent.setup();
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(item).toHaveTextContent('Desktop');
    expect(within(item).getByText('Reads')).toBeInTheDocument();
    expect(within(item).getByText(/^Expires /u)).toBeInTheDocument();
    expect(within(item).getByText('Never used')).toBeInTheDocument();
    expect(within(item).queryByText('Made with npm run owner')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke Desktop' }));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No assistant has a token.')).toBeInTheDocument();
    expect(tokens()).toEqual([]);
  });

  it('marks the tokens made with npm run owner, which signing out everywhere leaves alone', async () => {
    service([{ ...desktop, madeBy: 'shell' }]);
    render(<Announcer><AssistantTokens onChanged={() => {}} /></Announcer>);
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByText('Made with npm run owner')).toBeInTheDocument();
  });
});
