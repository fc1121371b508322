import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
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
  await waitFor(() => ended || output.includes('folio: serving'), 15_000, `the server to start:\n${output}`);
  if (ended) throw new Error(`The server exited:\n${output}`);
  return { child, port, output: () => output, exited };
}
