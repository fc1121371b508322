import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { HONEYPOT_FIELD } from '../../contract/limits';
import { createApp } from '../app';
import { nodeRequestSource } from '../http/node-request';
import { d1Store } from '../stores/d1/d1-store';
import type { MessageStore } from '../stores/message-store';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { startLocalD1 } from './local-d1';
import type { PostgresCluster } from './postgres-cluster';
import { tempDir } from './test-support';

/** For the inbox's tests: the app over each store, messages sent as the form sends them, the owner's requests. */

export const OWNER_HEADER = 'x-test-owner';
/** The sign-in's stand-in: only a request with the test's header gets through. */
export const testGuard: MiddlewareHandler = async (c, next) => (c.req.header(OWNER_HEADER) === 'yes' ? next() : c.json({ error: 'Sign in first.' }, 401));

export const CHANNELS = ['email'] as const;
/** The flood cap in these tests: the third message of the hour and later ones are held. */
export const NOTIFY_PER_HOUR = 2;

export type Opened = { store: MessageStore; close: () => Promise<void> };
export type OpenStore = (channels: readonly string[], notifyPerHour: number) => Promise<Opened>;

export function storeSubjects(cluster: () => PostgresCluster | undefined): Record<string, OpenStore> {
  return {
    'a SQLite file': async (channels, notifyPerHour) => {
      const dir = tempDir();
      const store = openSqliteStore(join(dir.path, 'folio.db'), { channels, notifyPerHour });
      return { store, close: async () => (await store.close(), dir.remove()) };
    },
    'a PostgreSQL server': async (channels, notifyPerHour) => {
      const running = cluster();
      if (!running) throw new Error('no PostgreSQL cluster');
      const store = await openPostgresStore(await running.freshDatabase(), { channels, notifyPerHour });
      return { store, close: () => store.close() };
    },
    'D1 in workerd': async (channels, notifyPerHour) => {
      const local = await startLocalD1();
      const store = d1Store(local.db, { channels, notifyPerHour });
      return { store, close: async () => (await store.close(), await local.dispose()) };
    },
  };
}

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
    inbox: { store, guard: testGuard, channels },
  });
  const env = { incoming: { socket: { remoteAddress: '198.51.100.1' } } };
  return {
    app,
    kicks: () => kicked,
    async send(email, message, options = {}) {
      const body = JSON.stringify({ email, message, ...(options.spam ? { [HONEYPOT_FIELD]: 'https://spam.example' } : {}) });
      const res = await app.request('/api/v1', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, env);
      if (res.status !== 201) throw new Error(`POST /api/v1 answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    owner(path, init = {}) {
      const headers: Record<string, string> = { ...(init.owner === false ? {} : { [OWNER_HEADER]: 'yes' }), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) };
      const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      return Promise.resolve(app.request(path, { method: init.method ?? 'GET', headers, body }, env));
    },
  };
}
