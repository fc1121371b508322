import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { Miniflare } from 'miniflare';
import postgres from 'postgres';
import { readTemplate } from '../server/stores/d1/worker-config';
import { applyD1Migrations, databaseId } from '../server/testing/local-d1';
import { startPostgres } from '../server/testing/postgres-cluster';
import { freePort, startProcess } from '../server/testing/test-support';
import { checkIds, loadTest, proofKeyIn, spamCount } from './load';
import { proofMaker } from './proofs';
import type { DeploymentLoad } from './types';

/** No notification and no limit: the same service `npm start` measures, on another store. */
const QUIET: Record<string, string> = { RATE_LIMIT_PER_MINUTE: '0', MAX_CONNECTIONS_PER_CLIENT: '0', SMTP_URL: '', NOTIFY_TO: '', MAIL_API_KEY: '', WEBHOOK_URL: '', ALLOWED_ORIGINS: '', TRUST_PROXY: '0' };

/** `npm start` (API only) over a throwaway PostgreSQL server on loopback, loaded like ours. */
export async function loadPostgres(): Promise<DeploymentLoad> {
  const cluster = await startPostgres();
  try {
    const port = await freePort();
    const server = await startProcess('server/runtimes/node.ts', { ...process.env, ...QUIET, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: '0', DATABASE_URL: cluster.url }, port);
    const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
    let outcome;
    try {
      const [key] = await sql<{ value: string }[]>`SELECT value FROM secrets WHERE name = 'proof-of-work'`;
      outcome = await loadTest(server.url, 'postgres', proofMaker(key?.value ?? ''));
    } finally {
      await server.stop();
    }
    const stored = (await sql<{ id: number }[]>`SELECT id FROM messages`).map((row) => row.id);
    const [spam] = await sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM messages WHERE spam = 1`;
    await sql.end();
    return { label: 'Node over PostgreSQL', result: outcome.result, store: checkIds(stored, outcome.ids, outcome.result.created, spam?.n) };
  } finally {
    cluster.stop();
  }
}

/**
 * The Worker's deploy bundle (from `workerBundle`) in workerd through Miniflare, over a local D1
 * that wrangler migrated: the artifact Cloudflare would run, without `wrangler dev`'s proxy in
 * front (which takes a core of its own here).
 */
export async function loadWorker(bundleDir: string): Promise<DeploymentLoad> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-bench-worker-'));
  try {
    applyD1Migrations(dir);
    const port = await freePort();
    // The date and flags the deploy runs under (nodejs_compat: the bundle imports node:crypto).
    const { compatibility_date: compatibilityDate, compatibility_flags: compatibilityFlags = [] } = readTemplate(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
    const mf = new Miniflare({
      modules: true,
      compatibilityDate,
      compatibilityFlags,
      scriptPath: path.join(bundleDir, 'worker.js'),
      modulesRoot: bundleDir,
      d1Databases: { DB: databaseId() },
      d1Persist: path.join(dir, 'v3', 'd1'),
      bindings: QUIET,
      cf: false,
      host: '127.0.0.1',
      port,
    });
    let outcome;
    try {
      await mf.ready;
      outcome = await loadTest(`http://127.0.0.1:${port}`, 'worker', proofMaker(proofKeyIn(d1File(dir))));
    } finally {
      await mf.dispose();
    }
    const [ids, spam] = d1Ids(dir);
    return { label: 'Worker in workerd over D1', result: outcome.result, store: checkIds(ids, outcome.ids, outcome.result.created, spam) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The floor under the row above: a Worker that only inserts the message into D1 and answers its
 * id (no checks, no app). Local D1 is one Durable Object that runs every write in turn, so this
 * says how much of the Worker's figure is D1's own.
 */
export async function loadBareWorker(): Promise<DeploymentLoad> {
  const script = `export default { async fetch(request, env) {
    const { email, message } = await request.json();
    const { results } = await env.DB.prepare('INSERT INTO messages (email, message, created_at) VALUES (?, ?, ?) RETURNING id').bind(email, message, new Date().toISOString()).all();
    return Response.json({ id: results[0].id }, { status: 201 });
  } }`;
  const port = await freePort();
  const mf = new Miniflare({ modules: true, script, d1Databases: { DB: 'bare' }, cf: false, host: '127.0.0.1', port });
  try {
    const db = await mf.getD1Database('DB');
    await db.exec('CREATE TABLE messages (id INTEGER PRIMARY KEY, email TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL)');
    const outcome = await loadTest(`http://127.0.0.1:${port}`, 'bare-worker');
    const stored = (await db.prepare('SELECT id FROM messages').all<{ id: number }>()).results.map((row: { id: number }) => row.id);
    return { label: 'bare Worker, one D1 insert', reference: true, result: outcome.result, store: checkIds(stored, outcome.ids, outcome.result.created) };
  } finally {
    await mf.dispose();
  }
}

/** The local D1 database's SQLite file under a persist folder. */
function d1File(persistDir: string): string {
  const folder = path.join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${folder}`);
  return path.join(folder, file);
}

/** The ids stored in the local D1, and how many rows are spam. */
function d1Ids(persistDir: string): [number[], number] {
  const db = new Database(d1File(persistDir), { readonly: true });
  try {
    return [db.prepare('SELECT id FROM messages').pluck().all() as number[], spamCount(db)];
  } finally {
    db.close();
  }
}

/**
 * Writes the Worker's script to `dir` as `wrangler deploy` would upload it (bundled, minified, not
 * sent) and sizes it. The Worker's static assets (the owner's page) are read from `assetsDir`, the
 * bench's own build, since wrangler.jsonc's dist/ may not exist; they are not part of the script.
 */
export function workerBundle(dir: string, assetsDir: string): { bytes: number; gzipBytes: number } {
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const run = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--minify', '--outdir', dir, '--assets', assetsDir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
  const code = Buffer.concat(readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(dir, name))));
  return { bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}
