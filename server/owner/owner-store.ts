import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MessageStore } from '../stores/message-store';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import type { SqlRunner, SqlStatement, SqlValue } from '../stores/sql-runner';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import type { D1Target, Store } from './message-list';

/**
 * The owner's store for `npm run owner`, as a SqlRunner, chosen as `npm run messages` chooses it.
 * A SQLite file or a PostgreSQL database is opened as the service opens it (brought up to date);
 * D1 is reached through wrangler, which takes SQL text, so values are written in as literals.
 */
export type OwnerRunner = { sql: SqlRunner; close(): Promise<void> };

/** Opens the store; undefined when a SQLite file does not exist and `create` is false. */
export async function openOwnerRunner(store: Store, create: boolean): Promise<OwnerRunner | undefined> {
  if (store.kind === 'd1') return { sql: d1Runner(store.target), close: async () => undefined };
  if (store.kind === 'sqlite' && !create && !existsSync(store.path)) return undefined;
  const opened: MessageStore = store.kind === 'sqlite' ? openSqliteStore(store.path) : await openPostgresStore(store.url);
  return { sql: opened.sql, close: () => opened.close() };
}

const literal = (value: SqlValue | undefined) =>
  value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/gu, "''")}'`;

function inline({ sql, params = [] }: SqlStatement): string {
  let n = 0;
  return sql.replace(/\?/gu, () => literal(params[n++]));
}

type D1Result = { results?: unknown[]; meta?: { changes?: number } };

// wrangler's local answers carry no count of changed rows (only the deployed database's do): NaN
// then, never a number a check could mistake for one, and the owner's commands count rows themselves.
const changesOf = (result: D1Result | undefined) => result?.meta?.changes ?? Number.NaN;

function d1Runner(target: D1Target): SqlRunner {
  return {
    all: async <T>(sql: string, params?: readonly SqlValue[]) => ((await wrangler(inline({ sql, params }), target)).at(-1)?.results ?? []) as T[],
    run: async (sql, params) => changesOf((await wrangler(inline({ sql, params }), target)).at(-1)),
    // wrangler runs a command of several statements as one batch, which D1 makes one transaction.
    batch: async (statements) => (await wrangler(statements.map(inline).join(';\n'), target)).map(changesOf),
  };
}

/** `wrangler d1 execute DB --json --command SQL`: each statement's result. */
function wrangler(command: string, { remote, persistTo }: D1Target): Promise<D1Result[]> {
  const bin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, 'd1', 'execute', 'DB', ...where, '--json', '--command', command], { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(/"text":\s*"([^"]+)"/u.exec(stdout)?.[1] ?? stderr.trim().split('\n').at(-1) ?? error.message));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as D1Result[]);
      } catch {
        reject(new Error('wrangler did not answer with the results as JSON'));
      }
    });
  });
}
