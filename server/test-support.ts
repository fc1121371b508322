import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import Database from 'better-sqlite3';

/** A fresh directory under the OS temp dir; call `remove` in afterEach/afterAll. */
export function tempDir(prefix = 'folio-test-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export type StoredRow = { id: number; email: string; message: string; created_at: string; spam: number; client: string | null };
export type DeliveryRow = { message_id: number; channel: string; attempts: number; next_attempt_at: number; delivered_at: string | null; last_error: string | null };

/** Reads what is on disk through a second, read-only connection, not the one the service wrote with. */
export function readDatabase(path: string): { messages: StoredRow[]; deliveries: DeliveryRow[] } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return {
      messages: db.prepare('SELECT * FROM messages ORDER BY id').all() as StoredRow[],
      deliveries: db.prepare('SELECT * FROM deliveries ORDER BY message_id, channel').all() as DeliveryRow[],
    };
  } finally {
    db.close();
  }
}

/** A port nothing listens on right now (the OS picks it). */
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

export type ServerProcess = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

/**
 * Starts `server/main.ts` as its own process, as `npm start` would, and resolves once it listens.
 * `node --import tsx` rather than `npx tsx`: one process, so a signal reaches the server itself.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 15_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', SERVE_STATIC: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  await waitFor(() => ended || output.includes('folio: serving'), timeoutMs, `the server to start:\n${output}`);
  if (ended) throw new Error(`The server exited:\n${output}`);
  return { child, port, output: () => output, exited };
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
    throw new Error(`${(error as Error).message}; its output:\n${output}`);
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
