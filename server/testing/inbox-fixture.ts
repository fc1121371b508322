import type { Hono } from 'hono';
import { HONEYPOT_FIELD } from '../../contract/limits';
import { createApp } from '../app';
import { createInvite } from '../owner/auth/ceremony-store';
import { nodeRequestSource } from '../http/node-request';
import type { MessageStore } from '../stores/message-store';
import { ownerBrowser } from './owner-browser';
import { softAuthenticator } from './soft-authenticator';

/** For the inbox's tests: the app over each store, messages sent as the form sends them, the owner's requests. */

export const CHANNELS = ['email'] as const;
/** The flood cap in these tests: the third message of the hour and later ones are held. */
export const NOTIFY_PER_HOUR = 2;

export type Inbox = {
  app: Hono;
  kicks: () => number;
  /** POST /api/v1 as the form does; resolves with the stored id. */
  send: (email: string, message: string, options?: { spam?: boolean }) => Promise<number>;
  /** A request as the signed-in owner (or, with `owner: false`, as anyone else). */
  owner: (path: string, init?: { method?: string; body?: unknown; owner?: boolean }) => Promise<Response>;
};

export function inboxApp(store: MessageStore, channels: readonly string[] = CHANNELS): Inbox {
  let kicked = 0;
  const app = createApp({
    store,
    source: nodeRequestSource,
    config: { allowedOrigins: ['https://owner.example'], rateLimitPerMinute: 0, trustProxy: false },
    outbox: { kick: () => (kicked += 1) },
    inbox: { channels },
  });
  const env = { incoming: { socket: { remoteAddress: '198.51.100.1' } } };
  // The owner signs in for real, once, on the first request made as the owner: the inbox stands
  // behind the sign-in's guard, as it does in the service.
  const browser = ownerBrowser(app);
  let session: Promise<void> | undefined;
  const signedIn = () =>
    (session ??= (async () => {
      const enrolled = await browser.enrol((await createInvite(store.sql, Date.now())).token, softAuthenticator(browser.origin));
      if (enrolled.status !== 200) throw new Error(`the owner could not enrol: ${enrolled.status} ${await enrolled.text()}`);
    })());
  return {
    app,
    kicks: () => kicked,
    async send(email, message, options = {}) {
      const body = JSON.stringify({ email, message, ...(options.spam ? { [HONEYPOT_FIELD]: 'https://spam.example' } : {}) });
      const res = await app.request('/api/v1', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, env);
      if (res.status !== 201) throw new Error(`POST /api/v1 answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    async owner(path, init = {}) {
      const method = init.method ?? 'GET';
      const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
      // As the owner's page sends it: its Origin on a change, and its session cookie once signed in
      // (`owner: false` is the same page signed out, so only the missing session refuses it).
      if (method !== 'GET') headers.Origin = browser.origin;
      if (init.owner !== false) {
        await signedIn();
        if (browser.cookie) headers.Cookie = browser.cookie;
      }
      return app.request(`${browser.origin}${path}`, { method, headers, body });
    },
  };
}
