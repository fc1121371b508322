import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { databasePathFrom, databaseUrlFrom } from '../config';
import { configArgs, findDeployedDatabase } from '../stores/d1/worker-config';
import type { SqlReader } from '../stores/message-page';
import { postgresRunner } from '../stores/postgres/postgres-runner';
import type { SqlRunner, SqlStatement, SqlValue } from '../stores/sql-runner';
import { sqliteRunner } from '../stores/sqlite/sqlite-runner';

/** Where the owner's messages are: the CLI's choice among DATABASE_URL, DATABASE_PATH and --d1. */
export type Store = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string } | { kind: 'd1'; target: D1Target };

/** The store `npm run messages` and `npm run owner` read: D1 when asked, else DATABASE_URL's PostgreSQL, else the SQLite file. Throws a ConfigError for a bad setting. */
export function storeFrom(env: NodeJS.ProcessEnv, d1: D1Target | undefined): Store {
  if (d1) return { kind: 'd1', target: d1 };
  const url = databaseUrlFrom(env);
  return url ? { kind: 'postgres', url } : { kind: 'sqlite', path: databasePathFrom(env) };
}

/**
 * The owner's store as the commands open it: the SqlRunner every store carries (the same code as the
 * service's, over a connection of the command's own; for D1, wrangler's), whether it has no tables
 * yet (no message ever), and how to close it.
 */
export type OpenStore = { sql: SqlRunner; empty: boolean; channel: boolean; close(): Promise<void> };

/**
 * A reader of the owner's store, for readPage and readCounts; `empty` when it has no tables yet (no
 * message ever); `channel` when its messages say how they came (migration 14, which the service
 * applies when it starts: the commands may meet a database from before).
 */
export type OpenReader = { read: SqlReader; empty: boolean; channel: boolean; close(): Promise<void> };

// One query: a command on D1 pays a wrangler run for each. ADD COLUMN rewrites the table's CREATE text.
const TABLES = `SELECT
  (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')) AS n,
  (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'messages' AND sql LIKE '%channel TEXT%') AS channel`;
type Tables = { n: number; channel: number };

/** A SQLite file's reader: read-only, so listing never writes, even while the service runs. */
export function sqliteReader(db: Database.Database): OpenReader {
  return readerOf(sqliteStore(db));
}

function sqliteStore(db: Database.Database): OpenStore {
  const tables = db.prepare(TABLES).get() as Tables;
  return { sql: sqliteRunner(() => db), empty: tables.n < 2, channel: tables.channel > 0, close: async () => void db.close() };
}

function readerOf(opened: OpenStore): OpenReader {
  return { read: (sql) => opened.sql.all(sql), empty: opened.empty, channel: opened.channel, close: () => opened.close() };
}

/**
 * Opens the owner's store; undefined when a SQLite file does not exist yet. `write`: to change
 * messages (the SQLite file opened for writing); otherwise read-only where the driver can be.
 */
export async function openStore(store: Store, { write = false } = {}): Promise<OpenStore | undefined> {
  if (store.kind === 'sqlite') {
    if (!existsSync(store.path)) return undefined;
    const db = new Database(store.path, { readonly: !write, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return sqliteStore(db);
  }
  if (store.kind === 'postgres') {
    const sql = postgres(store.url, { max: 1, onnotice: () => undefined });
    try {
      const [found] = await sql<Tables[]>`SELECT
        (SELECT CAST(count(*) AS INTEGER) FROM pg_tables WHERE tablename IN ('messages', 'deliveries')) AS n,
        (SELECT CAST(count(*) AS INTEGER) FROM information_schema.columns WHERE table_name = 'messages' AND column_name = 'channel') AS channel`;
      return { sql: postgresRunner(() => sql), empty: (found?.n ?? 0) < 2, channel: (found?.channel ?? 0) > 0, close: () => sql.end({ timeout: 5 }) };
    } catch (error) {
      await sql.end({ timeout: 5 });
      throw error;
    }
  }
  const { target } = store;
  const [tables] = await d1Command<Tables>(TABLES, target);
  return { sql: d1Runner(target), empty: (tables?.n ?? 0) < 2, channel: (tables?.channel ?? 0) > 0, close: async () => undefined };
}

/** Opens the store to read pages from; undefined when a SQLite file does not exist yet. */
export async function openReader(store: Store): Promise<OpenReader | undefined> {
  const opened = await openStore(store);
  return opened && readerOf(opened);
}

/**
 * The SqlRunner over the Worker's D1 through wrangler, which takes SQL text: values are written in
 * as literals, quoted. wrangler runs a command of several statements as one batch, which D1 makes
 * one transaction.
 */
function d1Runner(target: D1Target): SqlRunner {
  const literal = (value: SqlValue) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/gu, "''")}'`);
  const inline = ({ sql, params = [] }: SqlStatement) => {
    let n = 0;
    return sql.replace(/\?/gu, () => literal(params[n++] ?? null));
  };
  return {
    all: (sql, params) => d1Command(inline({ sql, ...(params ? { params } : {}) }), target),
    run: async (sql, params) => (await d1Results(inline({ sql, ...(params ? { params } : {}) }), target)).at(-1)?.meta?.changes ?? 0,
    batch: async (statements) => (statements.length === 0 ? [] : (await d1Results(statements.map(inline).join(';\n'), target)).map((result) => result.meta?.changes ?? 0)),
  };
}

export type D1Target = {
  /** The deployed database (`wrangler d1 execute --remote`); else the local one of `npm run worker`. */
  remote: boolean;
  /** Where the local database lives, as `npm run worker -- --persist-to DIR` was told. */
  persistTo?: string;
};

/** Runs SQL on the Worker's D1 through wrangler; resolves with the last statement's rows. */
export async function d1Command<T>(command: string, target: D1Target): Promise<T[]> {
  return ((await d1Results<T>(command, target)).at(-1)?.results ?? []) as T[];
}

/** What wrangler answers for each statement of a command. */
type D1Result<T> = { results: T[]; meta?: { changes?: number } };

/** Runs SQL on the Worker's D1 through wrangler; resolves with each statement's rows and changes. */
async function d1Results<T>(command: string, target: D1Target): Promise<D1Result<T>[]> {
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

function d1Once<T>(command: string, { remote, persistTo }: D1Target): Promise<D1Result<T>[]> {
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
        resolve(JSON.parse(stdout) as D1Result<T>[]);
      } catch {
        reject(new Error('wrangler did not answer with the rows as JSON'));
      }
    });
  });
}
