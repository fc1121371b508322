import { join } from 'node:path';
import type { Hono } from 'hono';
import type { RequestSource } from '../http/request-source';
import type { StaticSite } from '../site/static-site';
import { createApp } from '../app';
import { createInvite } from '../owner/auth/ceremony-store';
import { ownerBrowser, type OwnerBrowser } from './owner-browser';
import { softAuthenticator, type SoftAuthenticator } from './soft-authenticator';
import type { MessageStore } from '../stores/message-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { tempDir } from './test-support';

/** The peer each test request names in X-Test-Peer, as a runtime would read it from its socket. */
export const testSource: RequestSource = { peer: (c) => c.req.header('x-test-peer') };

export type OwnerApp = {
  app: Hono;
  store: MessageStore;
  /** The service's clock, which tests move. */
  clock: { now: number };
  /** An invite as `npm run owner -- invite` makes it; resolves with its token. */
  invite(): Promise<string>;
  /** Rows of a table, read straight from the database: what changed, or did not. */
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
};

/** The whole service (createApp) over a fresh SQLite file, with the owner's routes (`inbox`: the inbox's too). */
export function ownerApp({ ownerOrigin, site, inbox }: { ownerOrigin?: string; site?: StaticSite; inbox?: boolean } = {}): OwnerApp {
  const dir = tempDir('folio-owner-');
  const store = openSqliteStore(join(dir.path, 'folio.db'));
  const clock = { now: Date.parse('2026-11-24T09:00:00Z') };
  const app = createApp({
    store,
    source: testSource,
    config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false, ...(ownerOrigin ? { ownerOrigin } : {}) },
    now: () => clock.now,
    ...(site ? { site } : {}),
    ...(inbox ? { inbox: { channels: [] } } : {}),
  });
  return {
    app,
    store,
    clock,
    invite: async () => (await createInvite(store.sql, clock.now)).token,
    rows: (sql) => store.sql.all(sql),
    async close() {
      await store.close();
      dir.remove();
    },
  };
}

/** An owner enrolled with one passkey (`laptop`) and signed in, over a fresh service: where the red team's tests start. */
export type EnrolledOwner = { service: OwnerApp; owner: OwnerBrowser; laptop: SoftAuthenticator };

export async function enrolledOwner(): Promise<EnrolledOwner> {
  const service = ownerApp();
  const owner = ownerBrowser(service.app);
  const laptop = softAuthenticator(owner.origin);
  const enrolled = await owner.enrol(await service.invite(), laptop);
  if (enrolled.status !== 200) throw new Error(`the owner could not enrol: ${enrolled.status} ${await enrolled.text()}`);
  return { service, owner, laptop };
}

/** What an attack must leave as it was: the passkeys, the sessions and the invites. */
export const ownerState = (service: OwnerApp) =>
  Promise.all([
    service.rows('SELECT * FROM owner_passkeys ORDER BY id'),
    service.rows('SELECT * FROM owner_sessions ORDER BY token_hash'),
    service.rows('SELECT * FROM owner_invites ORDER BY token_hash'),
  ]);
