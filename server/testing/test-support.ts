import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_STAMP_FILE, requestedSettings } from '../../contract/build-stamp';
import { buildInputs, inputsDigest } from '../../contract/build-inputs';
import { PROJECT_ROOT } from '../../contract/content-paths';

/**
 * How long a test that drives other programs (wrangler, workerd, a server, PostgreSQL) may take, and
 * how long it waits for one of their events: long enough that only a hang reaches it. Such tests
 * are several times slower on a busy machine: at load average 8 the Worker's `npm run messages`
 * runs went past the 20 s that one test had, where they take 4 s on a quiet one. A busy machine
 * may make a test slower, never red.
 */
export const HANG_TIMEOUT_MS = 10 * 60_000;

/** A fresh directory under the OS temp dir; call `remove` in afterEach/afterAll. */
export function tempDir(prefix = 'folio-test-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export type StoredRow = { id: number; email: string; message: string; created_at: string; spam: number; client: string | null; held: number; spam_reason: string | null };
export type DeliveryRow = { message_id: number; channel: string; attempts: number; next_attempt_at: number; delivered_at: string | null; last_error: string | null };

/** A notification the outbox has yet to record as sent: the message it tells of, and when it is next due (epoch ms). */
export type Undelivered = { message: string; dueAt: number };
/** The outbox's unsent notifications, in SQL that SQLite, D1 and PostgreSQL read alike. */
export const UNDELIVERED_SQL =
  'SELECT m.message AS message, d.next_attempt_at AS "dueAt" FROM deliveries d JOIN messages m ON m.id = d.message_id WHERE d.delivered_at IS NULL';

/** Rows of UNDELIVERED_SQL as a driver returns them (postgres.js reads a BIGINT as a string). */
export function undeliveredRows(rows: readonly { message: string; dueAt: number | string }[]): Undelivered[] {
  return rows.map((row) => ({ message: row.message, dueAt: Number(row.dueAt) }));
}

/** The outbox's unsent notifications in the SQLite file at `path`, read as readDatabase reads. */
export function undeliveredIn(path: string): Undelivered[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return undeliveredRows(db.prepare(UNDELIVERED_SQL).all() as Undelivered[]);
  } finally {
    db.close();
  }
}

/** Reads what is on disk through a second, read-only connection, not the one the service wrote with. */
export function readDatabase(path: string): { messages: StoredRow[]; deliveries: DeliveryRow[] } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return {
      // The columns a message is, not the store's bookkeeping (spam_bytes, the spam bound's count).
      messages: db.prepare('SELECT id, email, message, created_at, spam, client, held, spam_reason FROM messages ORDER BY id').all() as StoredRow[],
      deliveries: db.prepare('SELECT * FROM deliveries ORDER BY message_id, channel').all() as DeliveryRow[],
    };
  } finally {
    db.close();
  }
}

/** A loopback port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** What the process printed so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Whether it still runs and what it printed: for the message of a run that broke. */
  describe: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within 12 s (the server drains for up to 10 s). */
  stop: () => Promise<void>;
};

/**
 * Starts `node --import tsx <script>` as its own process (the benchmark's servers, the service
 * for tests) and resolves once it answers HTTP on `port`. One process, not `npx tsx`, so a
 * signal reaches the server itself.
 */
export async function startProcess(script: string, env: NodeJS.ProcessEnv, port: number, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (ended()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  };
  const describe = () => `${script} is ${ended() ? `exited (${child.signalCode ?? child.exitCode})` : 'running'}; its output:\n${output.trim() || '(none)'}`;
  try {
    await waitFor(async () => ended() || (await answers(url)), timeoutMs, `${script} to answer on ${url}`);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  if (ended()) throw new Error(`${script} exited:\n${output}`);
  return { child, port, url, output: () => output, exited, describe, stop };
}

/**
 * Any HTTP answer means it listens (a 404 too: the service without the site has no page). On a
 * connection of its own that closes after the answer: a pooled one would stay open and count
 * against the server's connection caps in the tests that measure them.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = get(url, { agent: false, headers: { Connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(true));
    });
    probe.on('error', () => resolve(false));
  });
}

/**
 * Starts `server/runtimes/node.ts` as `npm start` would, on a free port unless `env.PORT` names one; allow
 * `timeoutMs` for a start that builds the site first.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs?: number): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const server = await startProcess('server/runtimes/node.ts', { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', SERVE_STATIC: '0', ...env, PORT: String(port) }, port, timeoutMs);
  // Its banner may reach this process's pipe after its first answer: tests read what it says.
  await waitFor(() => server.output().includes('folio: serving'), 5_000, `the start-up line:\n${server.describe()}`);
  return server;
}

/** Runs `node --import tsx <script>` to completion, output shown, and fails on a non-zero exit. */
export async function runScript(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), env, stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`${script} failed (${signal ?? `exit ${code}`}).`);
}

export type NpmScript = {
  child: ChildProcess;
  /** The process group npm leads, as a terminal would start it; every descendant stays in it. */
  group: number;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Runs `npm run <script>` the way a terminal does: in its own process group, with stdin open
 * (Vite stops when stdin ends). Resolves once the output matches `ready`.
 */
export async function startNpmScript(script: string, args: readonly string[], env: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<NpmScript> {
  const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // Without colour codes: a runner that sets FORCE_COLOR would otherwise split "Local:" in two.
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const group = child.pid;
  if (group === undefined) throw new Error(`npm run ${script} did not start`);
  try {
    await waitFor(() => ended || ready.test(output), timeoutMs, `npm run ${script} to be ready`);
  } catch (error) {
    killGroup(group);
    throw new Error(`${(error as Error).message}; its output:\n${output}`, { cause: error });
  }
  if (ended) throw new Error(`npm run ${script} exited:\n${output}`);
  return { child, group, output: () => output, exited };
}

/** Whether any process is left in the group (signal 0 only checks). */
export function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** Ends whatever a failed test left running in the group. */
export function killGroup(group: number): void {
  if (groupAlive(group)) process.kill(-group, 'SIGKILL');
}

/** Whether a new server can listen on the port (what a restart would need). */
export async function canListen(port: number, host = '127.0.0.1'): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
  if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  return listening;
}

/**
 * Stamps `dist` as a build of the sources as they are, from the content `npm start` would build
 * here (content/, or folio's sample without one), so `npm start` serves it rather than building.
 */
export function stampAsCurrent(dist: string, settings: { base: string; apiHost: string | null } = { base: '/', apiHost: null }): void {
  const { contentDir } = requestedSettings({}, PROJECT_ROOT);
  const inputs = inputsDigest(PROJECT_ROOT, buildInputs(PROJECT_ROOT, contentDir));
  writeFileSync(join(dist, BUILD_STAMP_FILE), JSON.stringify({ ...settings, contentDir, startedAt: Date.now(), inputs }));
}
