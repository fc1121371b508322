import type { Hono } from 'hono';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { OWNER_PATHS } from '../../contract/owner-api';
import type { SoftAuthenticator } from './soft-authenticator';

/**
 * The owner's browser for service tests: one origin, its cookie jar (the session cookie as the
 * service set it), Origin on every request as a browser sends it from the owner's page, and the
 * address it comes from (the test's RequestSource reads X-Test-Peer).
 */
export type OwnerBrowser = {
  origin: string;
  cookie: string | undefined;
  call(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** options → authenticator → verify, for an invite's first passkey. */
  enrol(token: string, authenticator: SoftAuthenticator, name?: string): Promise<Response>;
  signIn(authenticator: SoftAuthenticator): Promise<Response>;
  /** The authenticator this browser last enrolled or signed in with: the one that confirms an added passkey. */
  signedInWith: SoftAuthenticator | undefined;
  /** The body that asks for a new passkey's options: an assertion by `confirmWith` over a sign-in challenge. */
  stepUp(confirmWith?: SoftAuthenticator): Promise<{ response: unknown }>;
  /** Confirms with `confirmWith` (a passkey enrolled already), then registers `authenticator`'s. */
  addPasskey(authenticator: SoftAuthenticator, name: string, confirmWith?: SoftAuthenticator): Promise<Response>;
  /** Confirms with `confirmWith`, then removes the passkey `id` (which ends every session, this one too). */
  removePasskey(id: string, confirmWith?: SoftAuthenticator): Promise<Response>;
  /** Confirms with `confirmWith`, then makes an assistant token (`{ name, scope, days }`). */
  makeToken(token: { name: string; scope: string; days: number }, confirmWith?: SoftAuthenticator): Promise<Response>;
};

export function ownerBrowser(app: Hono, origin = 'http://localhost', peer = '203.0.113.10'): OwnerBrowser {
  const browser: OwnerBrowser = {
    origin,
    cookie: undefined,
    signedInWith: undefined,
    async call(path, init = {}) {
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      const headers: Record<string, string> = { 'X-Test-Peer': peer, ...(method === 'GET' ? {} : { Origin: origin }) };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (browser.cookie) headers.Cookie = browser.cookie;
      const res = await app.request(`${origin}${path}`, { method, headers: { ...headers, ...init.headers }, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
      const set = res.headers.get('set-cookie');
      if (set) {
        const [pair = ''] = set.split(';');
        browser.cookie = /Max-Age=0(;|$)/u.test(set) ? undefined : pair;
      }
      return res;
    },
    async enrol(token, authenticator, name = 'Laptop') {
      const options = await browser.call(OWNER_PATHS.inviteOptions, { body: { token } });
      if (options.status !== 200) return options;
      const response = authenticator.register((await options.json()) as PublicKeyCredentialCreationOptionsJSON);
      const verified = await browser.call(OWNER_PATHS.inviteVerify, { body: { token, name, response } });
      if (verified.status === 200) browser.signedInWith = authenticator;
      return verified;
    },
    async signIn(authenticator) {
      const options = await browser.call(OWNER_PATHS.signInOptions, { body: {} });
      if (options.status !== 200) return options;
      const response = authenticator.assert((await options.json()) as PublicKeyCredentialRequestOptionsJSON);
      const verified = await browser.call(OWNER_PATHS.signInVerify, { body: { response } });
      if (verified.status === 200) browser.signedInWith = authenticator;
      return verified;
    },
    async stepUp(confirmWith = browser.signedInWith) {
      if (!confirmWith) throw new Error('stepUp: this browser has not signed in with a passkey to confirm with');
      const challenge = await browser.call(OWNER_PATHS.signInOptions, { body: {} });
      return { response: confirmWith.assert((await challenge.json()) as PublicKeyCredentialRequestOptionsJSON) };
    },
    async addPasskey(authenticator, name, confirmWith) {
      const options = await browser.call(OWNER_PATHS.passkeyOptions, { body: await browser.stepUp(confirmWith) });
      if (options.status !== 200) return options;
      const response = authenticator.register((await options.json()) as PublicKeyCredentialCreationOptionsJSON);
      return browser.call(OWNER_PATHS.passkeyVerify, { body: { name, response } });
    },
    async removePasskey(id, confirmWith) {
      return browser.call(OWNER_PATHS.passkey(id), { method: 'DELETE', body: await browser.stepUp(confirmWith) });
    },
    async makeToken(token, confirmWith) {
      return browser.call(OWNER_PATHS.assistantTokens, { body: { ...token, ...(await browser.stepUp(confirmWith)) } });
    },
  };
  return browser;
}
