import { join } from 'node:path';
import { d1Store } from '../stores/d1/d1-store';
import type { MessageStore, StoreOptions } from '../stores/message-store';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { startLocalD1 } from './local-d1';
import type { PostgresCluster } from './postgres-cluster';
import { tempDir } from './test-support';

/**
 * Each database the service runs over, opened fresh for one test: a SQLite file, a database of its
 * own on a real PostgreSQL server, and D1 in workerd. What is written once through `store.sql`
 * (the owner's sign-in, the inbox, the insights) is tested on all three with these.
 */
export type Opened = { store: MessageStore; close: () => Promise<void> };
export type OpenStore = (options?: StoreOptions) => Promise<Opened>;

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
