import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { d1Store } from '../stores/d1/d1-store';
import type { MessageStore, StoreOptions } from '../stores/message-store';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { prepareD1Template, startLocalD1 } from './local-d1';
import { STOP_TIMEOUT_MS, startPostgres, type PostgresCluster } from './postgres-cluster';
import { tempDir } from './test-support';

/**
 * Each database the service runs over, opened fresh for one test: a SQLite file, a database of its
 * own on a real PostgreSQL server, and D1 in workerd. What is written once through `store.sql`
 * (the owner's sign-in, the inbox, the insights) is tested on all three with these.
 */
export type Opened = { store: MessageStore; close: () => Promise<void> };
export type OpenStore = (options?: StoreOptions) => Promise<Opened>;

/**
 * For a test file that runs on every store: before its tests, a PostgreSQL cluster and local D1's
 * migrated template (seconds each, which inside a first test ate its time); after them, the
 * cluster stopped. Returns the running cluster, for storeSubjects.
 */
export function storeServers(): () => PostgresCluster | undefined {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
    prepareD1Template();
  }, 120_000);
  afterAll(() => cluster?.stop(), STOP_TIMEOUT_MS);
  return () => cluster;
}

export function storeSubjects(cluster: () => PostgresCluster | undefined): Record<string, OpenStore> {
  return {
    'a SQLite file': async (options = {}) => {
      const dir = tempDir();
      const store = openSqliteStore(join(dir.path, 'folio.db'), options);
      return { store, close: async () => (await store.close(), dir.remove()) };
    },
    'a PostgreSQL server': async (options = {}) => {
      const running = cluster();
      if (!running) throw new Error('no PostgreSQL cluster');
      const store = await openPostgresStore(await running.freshDatabase(), options);
      return { store, close: () => store.close() };
    },
    'D1 in workerd': async (options = {}) => {
      const local = await startLocalD1();
      const store = d1Store(local.db, options);
      return { store, close: async () => (await store.close(), await local.dispose()) };
    },
  };
}
