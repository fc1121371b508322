import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { databasePathFrom, databaseUrlFrom } from '../config';
import { configArgs, findDeployedDatabase } from '../stores/d1/worker-config';
import type { SqlReader } from '../stores/message-page';

/** Where the owner's messages are: the CLI's choice among DATABASE_URL, DATABASE_PATH and --d1. */
export type Store = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string } | { kind: 'd1'; target: D1Target };

/** The store `npm run messages` and `npm run owner` read: D1 when asked, else DATABASE_URL's PostgreSQL, else the SQLite file. Throws a ConfigError for a bad setting. */
export function storeFrom(env: NodeJS.ProcessEnv, d1: D1Target | undefined): Store {
  if (d1) return { kind: 'd1', target: d1 };
  const url = databaseUrlFrom(env);
  return url ? { kind: 'postgres', url } : { kind: 'sqlite', path: databasePathFrom(env) };
}

/** A reader of the owner's store, for readPage and readCounts; `empty` when it has no tables yet (no message ever). */
export type OpenReader = { read: SqlReader; empty: boolean; close(): Promise<void> };

/** A SQLite file's reader: read-only, so listing never writes, even while the service runs. */
export function sqliteReader(db: Database.Database): OpenReader {
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')").get() as { n: number };
  return { read: async (sql) => db.prepare(sql).all() as never, empty: tables.n < 2, close: async () => {
      db.close();
    },
  };
}

/** Opens the store to read pages from; undefined when a SQLite file does not exist yet. */
export async function openReader(store: Store): Promise<OpenReader | undefined> {
  if (store.kind === 'sqlite') {
    if (!existsSync(store.path)) return undefined;
    const db = new Database(store.path, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return sqliteReader(db);
  }
  if (store.kind === 'postgres') {
    const sql = postgres(store.url, { max: 1, onnotice: () => undefined });
    try {
      const [found] = await sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM pg_tables WHERE tablename IN ('messages', 'deliveries')`;
      return { read: async (text) => [...(await sql.unsafe(text))] as never, empty: (found?.n ?? 0) < 2, close: () => sql.end({ timeout: 5 }) };
    } catch (error) {
      await sql.end({ timeout: 5 });
      throw error;
    }
  }
  const { target } = store;
  const tables = await d1Command<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')", target);
  return { read: (sql) => d1Command(sql, target), empty: (tables[0]?.n ?? 0) < 2, close: async () => undefined };
}

export type D1Target = {
  /** The deployed database (`wrangler d1 execute --remote`); else the local one of `npm run worker`. */
  remote: boolean;
  /** Where the local database lives, as `npm run worker -- --persist-to DIR` was told. */
  persistTo?: string;
};

/** Runs SQL on the Worker's D1 through wrangler; resolves with the last statement's rows. */
export async function d1Command<T>(command: string, target: D1Target): Promise<T[]> {
  // The deployed database: the one a deploy from here recorded, else found in the account by name.
  if (target.remote && findDeployedDatabase(PROJECT_ROOT) === undefined) {
    throw new Error('the Cloudflare account has no D1 database of folio\'s yet: run `npm run deploy -- cloudflare` first (it creates it)');
  }
  try {
    return await d1Once<T>(command, target);
  } catch (error) {
    // The local D1 is a SQLite file that a running `npm run worker` holds too; a write of its may
    // keep this process out for a moment (a likely cause of one failure in four loaded CI runs,
    // whose reason the test did not keep). A command is one batch, which D1 applies whole or not
    // at all, so trying it once more is safe.
    if (target.remote) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return d1Once<T>(command, target);
  }
}

function d1Once<T>(command: string, { remote, persistTo }: D1Target): Promise<T[]> {
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  // The configuration `npm run worker` and the deploy run with: the same local file, the deployed database.
  const args = [wrangler, 'd1', 'execute', 'DB', ...configArgs(PROJECT_ROOT), ...where, '--json', '--command', command];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        // wrangler prints its reason as JSON on stdout with --json, else on stderr.
        const reason = /"text":\s*"([^"]+)"/u.exec(stdout)?.[1] ?? stderr.trim().split('\n').at(-1) ?? error.message;
        reject(new Error(reason));
        return;
      }
      try {
        const results = JSON.parse(stdout) as { results: T[] }[];
        resolve(results.at(-1)?.results ?? []);
      } catch {
        reject(new Error('wrangler did not answer with the rows as JSON'));
      }
    });
  });
}
