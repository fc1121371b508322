import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Miniflare } from 'miniflare';
import type { D1Like, D1Statement } from '../stores/d1/d1-store';
import { tempDir, UNDELIVERED_SQL, undeliveredRows, type Undelivered } from './test-support';

/** The D1 database of wrangler.jsonc: its id names the file wrangler and Miniflare keep it in. */
export function databaseId(): string {
  const config = readFileSync('wrangler.jsonc', 'utf8').replace(/^\s*\/\/.*$/gmu, '');
  const id = (JSON.parse(config) as { d1_databases: { database_id: string }[] }).d1_databases[0]?.database_id;
  if (!id) throw new Error('wrangler.jsonc names no D1 database');
  return id;
}

/** Applies server/stores/sqlite/migrations to the local D1 under `persistDir`, with wrangler, as `npm run worker` does. */
export function applyD1Migrations(persistDir: string): void {
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const run = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${run.stdout}\n${run.stderr}`);
}

export type LocalD1 = { db: D1Like; dispose(): Promise<void> };

let template: { path: string; remove: () => void } | undefined;

/**
 * The migrated database every local D1 starts as a copy of, made by wrangler once per process;
 * returns its folder. Seconds of work (a wrangler run), so a suite calls it in its `beforeAll`:
 * inside its first D1 test it took 16 s of that test's 20 in a fresh clone, and more than 20 s once
 * the machine was busier.
 */
export function prepareD1Template(): string {
  if (!template) {
    template = tempDir('folio-d1-template-');
    applyD1Migrations(template.path);
  }
  return template.path;
}

/**
 * A migrated D1 database inside workerd (Miniflare), reached from the test through Miniflare's
 * proxy of the binding: each call runs in workerd's D1, as the Worker's would. Each one starts as
 * a copy of one database migrated by wrangler, so the suite pays for wrangler only once.
 */
export async function startLocalD1(before?: (d1File: string) => Promise<void>): Promise<LocalD1> {
  const dir = tempDir('folio-d1-');
  cpSync(prepareD1Template(), dir.path, { recursive: true });
  // The bench fills the file before workerd opens it: Miniflare's proxy takes milliseconds a call.
  if (before) await before(d1FileIn(dir.path));
  const mf = new Miniflare({
    modules: true,
    script: D1_RUNNER,
    d1Databases: { DB: databaseId() },
    d1Persist: join(dir.path, 'v3', 'd1'),
    cf: false,
  });
  const db = overFetch((body) => mf.dispatchFetch('http://d1.invalid/', { method: 'POST', body: JSON.stringify(body) }));
  return {
    db,
    async dispose() {
      await mf.dispose();
      dir.remove();
    },
  };
}

/** The messages in the local D1 file under `persistDir`, read beside the running Worker. */
export function readD1File(persistDir: string): { email: string; message: string; spam: number; client: string | null }[] {
  const db = new Database(d1FileIn(persistDir), { readonly: true });
  try {
    return db.prepare('SELECT email, message, spam, client FROM messages ORDER BY id').all() as ReturnType<typeof readD1File>;
  } finally {
    db.close();
  }
}

/** The notifications the outbox of the local D1 database under `persistDir` has yet to record as sent (UNDELIVERED_SQL). */
export function undeliveredInD1File(persistDir: string): Undelivered[] {
  const db = new Database(d1FileIn(persistDir), { readonly: true });
  try {
    return undeliveredRows(db.prepare(UNDELIVERED_SQL).all() as Undelivered[]);
  } finally {
    db.close();
  }
}

/** The SQLite file that holds the local D1 database under `persistDir`. */
export function d1FileIn(persistDir: string): string {
  const folder = join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${folder}`);
  return join(folder, file);
}

type Pending = { sql: string; params: unknown[] };
type Queued = D1Statement & { pending: Pending };
type Call = { op: 'all' | 'run' | 'batch'; statements: Pending[] };

/**
 * A Worker that runs what the test asks of its D1 binding, inside workerd: the statements come and
 * the results go as JSON over one fetch each. Not Miniflare's proxy of the binding, whose
 * synchronous calls (prepare, bind) failed an assertion inside Miniflare (SynchronousFetcher,
 * "false == true") on busy machines, even one call at a time.
 */
const D1_RUNNER = `export default {
  async fetch(request, env) {
    const { op, statements } = await request.json();
    const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params));
    try {
      const result = op === 'batch' ? await env.DB.batch(prepared) : op === 'all' ? await prepared[0].all() : await prepared[0].run();
      return Response.json({ result });
    } catch (error) {
      return Response.json({ error: String(error && error.message ? error.message : error) });
    }
  },
};`;

/** The D1 binding of the runner above, as the store sees a binding: statements run when awaited. */
function overFetch(send: (call: Call) => Promise<{ json(): Promise<unknown> }>): D1Like {
  const call = async <T>(body: Call): Promise<T> => {
    const answer = (await (await send(body)).json()) as { result?: T; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result as T;
  };
  const statement = (pending: Pending): Queued => ({
    pending,
    bind: (...values: unknown[]) => statement({ sql: pending.sql, params: values }),
    all: <T>() => call<{ results: T[] }>({ op: 'all', statements: [pending] }),
    run: () => call<{ meta: { changes: number } }>({ op: 'run', statements: [pending] }),
  });
  return {
    prepare: (sql) => statement({ sql, params: [] }),
    batch: <T>(statements: D1Statement[]) => call<{ results: T[]; meta: { changes: number } }[]>({ op: 'batch', statements: statements.map((item) => (item as Queued).pending) }),
  };
}
