import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type Mail } from '../testing/smtp-sink';
import { SCHEMA_VERSION } from '../stores/sqlite/sqlite-schema';
import { freePort, readDatabase, startServerProcess, tempDir, undeliveredIn, waitFor, type ServerProcess } from '../testing/test-support';

/**
 * Several instances of the service over one SQLite file, as real processes: what an owner gets
 * running two `npm start`s (a rolling restart, a second container) on one volume.
 */
let dir: ReturnType<typeof tempDir> | undefined;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
  dir?.remove();
});

async function post(port: number, message: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'recruiter@example.com', message }),
  });
  return response.status;
}

/** How many mails carry each text: the message is in the mail's body. */
function countsOf(mails: readonly Mail[], texts: readonly string[]): number[] {
  return texts.map((text) => mails.filter((mail) => mail.raw.includes(text)).length);
}

async function twoInstances(smtpPort: number, extra: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess, string]> {
  dir = tempDir();
  const dbPath = join(dir.path, 'folio.db');
  // Notifications under load are the point here; the proof of work has suites of its own.
  const env = { DATABASE_PATH: dbPath, RATE_LIMIT_PER_MINUTE: '0', PROOF_OF_WORK: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'owner@example.com', ...extra };
  const first = await startServerProcess(env);
  servers.push(first);
  const second = await startServerProcess(env);
  servers.push(second);
  return [first, second, dbPath];
}

describe('several instances over one SQLite file', () => {
  it('start together on a fresh database without a crash: twenty at once', async () => {
    dir = tempDir();
    const dbPath = join(dir.path, 'fresh.db');
    const code = `import { openSqliteStore } from './server/stores/sqlite/sqlite-store.ts'; openSqliteStore(process.argv[1]).close(); console.log('opened');`;
    const starts = Array.from({ length: 20 }, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, dbPath], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [exitCode] = (await once(child, 'exit')) as [number | null];
      return { exitCode, output: output.trim() };
    });
    const results = await Promise.all(starts);
    expect(results.filter((result) => result.exitCode !== 0 || result.output !== 'opened')).toEqual([]);
    // Migrated once and whole: at the current version, with the last migration's column.
    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect((db.pragma('table_info(deliveries)') as { name: string }[]).map((column) => column.name)).toContain('lease_until');
    } finally {
      db.close();
    }
  }, 60_000);

  it('notify each message exactly once under load, whichever instance stored it', async () => {
    const smtpPort = await freePort();
    const sink = await startSmtpSink(smtpPort, 100);
    cleanups.push(sink.stop);
    const [first, second, dbPath] = await twoInstances(smtpPort);

    const texts = Array.from({ length: 30 }, (_, n) => `exactly-once message ${n} ${Date.now()}`);
    const statuses = await Promise.all(texts.map((text, n) => post(n % 2 === 0 ? first.port : second.port, text)));
    expect(statuses.every((status) => status === 201)).toBe(true);

    await waitFor(() => countsOf(sink.mails, texts).every((count) => count >= 1), 30_000, 'every message mailed');
    // Both keep polling; once the store has every notification recorded as sent, neither has
    // anything left to send, so the count is final.
    await waitFor(() => undeliveredIn(dbPath).length === 0, 30_000, 'every notification recorded as sent');
    expect(countsOf(sink.mails, texts)).toEqual(texts.map(() => 1));
    expect(readDatabase(dbPath).deliveries.every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('share the rate limit: the limit holds across both, not per instance', async () => {
    dir = tempDir();
    const env = { DATABASE_PATH: join(dir.path, 'folio.db'), RATE_LIMIT_PER_MINUTE: '3' };
    const first = await startServerProcess(env);
    servers.push(first);
    const second = await startServerProcess(env);
    servers.push(second);
    const answers = [];
    for (const port of [first.port, second.port, first.port, second.port, first.port]) answers.push(await post(port, `limit ${answers.length}`));
    // Three in the minute from this address, wherever they landed; the rest wait.
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    expect(readDatabase(env.DATABASE_PATH).messages).toHaveLength(3);
  }, 60_000);

  it('when one is killed mid-delivery, the other delivers the rest, sending at most the one in flight twice', async () => {
    const smtpPort = await freePort();
    // Slow enough that the kill lands while a mail is being answered.
    const sink = await startSmtpSink(smtpPort, 400);
    cleanups.push(sink.stop);
    const [doomed, survivor, dbPath] = await twoInstances(smtpPort, { NOTIFY_LEASE_SECONDS: '3' });

    const texts = Array.from({ length: 10 }, (_, n) => `kill test message ${n} ${Date.now()}`);
    for (const text of texts) expect(await post(doomed.port, text)).toBe(201);
    await waitFor(() => sink.mails.length >= 2, 15_000, 'the first mails');
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    await waitFor(() => countsOf(sink.mails, texts).every((count) => count >= 1), 30_000, 'every message mailed after the kill');
    // The one in flight at the kill is sent again only once its lease runs out: wait for the store
    // to record it, not for a time.
    await waitFor(() => undeliveredIn(dbPath).length === 0, 30_000, 'every notification recorded as sent');
    const counts = countsOf(sink.mails, texts);
    expect(counts.every((count) => count === 1 || count === 2)).toBe(true);
    expect(counts.filter((count) => count === 2).length).toBeLessThanOrEqual(1);
    expect(readDatabase(dbPath).deliveries.every((row) => row.delivered_at !== null)).toBe(true);
    expect(survivor.child.exitCode).toBeNull();
  }, 60_000);
});
