import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runMessagesCommand } from '../../owner/messages-command';
import { STOP_TIMEOUT_MS, startPostgres, type PostgresCluster } from '../../testing/postgres-cluster';
import { POSTGRES_SCHEMA_VERSION } from './postgres-schema';
import { openPostgresStore } from './postgres-store';
import { startSmtpSink } from '../../testing/smtp-sink';
import { freePort, startServerProcess, UNDELIVERED_SQL, undeliveredRows, waitFor, type ServerProcess, type Undelivered } from '../../testing/test-support';

/**
 * `npm start` over PostgreSQL (`DATABASE_URL`), as real processes against a real server: storing,
 * listing, a crash under load, and two instances sharing the database.
 */
let cluster: PostgresCluster | undefined;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(() => cluster?.stop(), STOP_TIMEOUT_MS);
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database of its own for each test. */
function freshDatabase(): Promise<string> {
  if (!cluster) throw new Error('no PostgreSQL cluster');
  return cluster.freshDatabase();
}

async function post(port: number, email: string, message: string): Promise<{ status: number; id?: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, message }) });
  const body = (await response.json().catch(() => ({}))) as { id?: number };
  return { status: response.status, ...(body.id === undefined ? {} : { id: body.id }) };
}

async function storedMessages(url: string): Promise<{ id: number; message: string }[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await sql<{ id: number; message: string }[]>`SELECT id, message FROM messages ORDER BY id`;
  } finally {
    await sql.end();
  }
}

/** The outbox's unsent notifications, through a connection of the test's own. */
async function undeliveredOver(url: string): Promise<Undelivered[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return undeliveredRows(await sql.unsafe<Undelivered[]>(UNDELIVERED_SQL));
  } finally {
    await sql.end();
  }
}

describe('npm start over PostgreSQL', () => {
  it('stores a message and `npm run messages` lists it from the same DATABASE_URL', async () => {
    const url = await freshDatabase();
    // Stored and notified as a page's message is; the proof of work has suites of its own.
    const server = await startServerProcess({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0', PROOF_OF_WORK: '0' });
    servers.push(server);
    expect(server.output()).toMatch(/messages in PostgreSQL at 127\.0\.0\.1:\d+/u);
    expect(server.output()).not.toContain('folio@');
    const sent = await post(server.port, 'recruiter@example.com', 'Stored in PostgreSQL ✓');
    expect(sent.status).toBe(201);
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'messages', '--', '--json'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ id: sent.id, email: 'recruiter@example.com', message: 'Stored in PostgreSQL ✓', spam: false, delivered: false })]);
  }, 60_000);

  it('stops at start with one line when the database cannot be reached, naming the host but no password', async () => {
    const port = await freePort();
    const failed = await startServerProcess({ DATABASE_URL: `postgres://folio:secret@127.0.0.1:${port}/folio` }).catch((error: unknown) => error as Error);
    expect(failed).toBeInstanceOf(Error);
    expect(String(failed)).toContain(`folio: cannot open the PostgreSQL database at 127.0.0.1:${port} (DATABASE_URL)`);
    expect(String(failed)).not.toContain('secret');
  }, 60_000);

  it('keeps every message that got a 201 when the server is killed with SIGKILL under load', async () => {
    const url = await freshDatabase();
    // Its load is many visitors, sent from one address: no cap per address (nor limit) applies.
    const server = await startServerProcess({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0', MAX_CONNECTIONS_PER_CLIENT: '0' });
    servers.push(server);
    const acknowledged = new Map<number, string>();
    let killed = false;
    await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const text = `crash over PostgreSQL ${n}`;
        const sent = await post(server.port, `visitor${n}@example.com`, text).catch(() => ({ status: 0 }) as { status: number; id?: number });
        if (sent.status === 201 && sent.id !== undefined) acknowledged.set(sent.id, text);
        if (!killed && acknowledged.size >= 50) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }),
    );
    if (!killed) server.child.kill('SIGKILL');
    await server.exited;
    const stored = new Map((await storedMessages(url)).map((row) => [row.id, row.message]));
    console.log(`crash test over PostgreSQL: 201s ${acknowledged.size}, stored ${stored.size}`);
    expect(acknowledged.size).toBeGreaterThanOrEqual(50);
    for (const [id, text] of acknowledged) expect(stored.get(id)).toBe(text);
  }, 60_000);

  it('two instances over one database notify each message exactly once', async () => {
    const url = await freshDatabase();
    const smtpPort = await freePort();
    const sink = await startSmtpSink(smtpPort, 100);
    cleanups.push(sink.stop);
    const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0', PROOF_OF_WORK: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'owner@example.com' };
    const first = await startServerProcess(env);
    servers.push(first);
    const second = await startServerProcess(env);
    servers.push(second);
    const texts = Array.from({ length: 30 }, (_, n) => `exactly once over PostgreSQL ${n} ${Date.now()}`);
    const statuses = await Promise.all(texts.map((text, n) => post(n % 2 === 0 ? first.port : second.port, 'recruiter@example.com', text)));
    expect(statuses.every((sent) => sent.status === 201)).toBe(true);
    const counts = () => texts.map((text) => sink.mails.filter((mail) => mail.raw.includes(text)).length);
    await waitFor(() => counts().every((count) => count >= 1), 30_000, 'every message mailed');
    // Once every notification is recorded as sent, neither instance has anything left to send.
    await waitFor(async () => (await undeliveredOver(url)).length === 0, 30_000, 'every notification recorded as sent');
    expect(counts()).toEqual(texts.map(() => 1));
  }, 60_000);

  it('when one of two instances is killed mid-delivery, the other delivers the rest, sending at most the one in flight twice', async () => {
    const url = await freshDatabase();
    const smtpPort = await freePort();
    // Slow enough that the kill lands while a mail is being answered.
    const sink = await startSmtpSink(smtpPort, 400);
    cleanups.push(sink.stop);
    const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0', PROOF_OF_WORK: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'owner@example.com', NOTIFY_LEASE_SECONDS: '3' };
    const doomed = await startServerProcess(env);
    servers.push(doomed);
    const survivor = await startServerProcess(env);
    servers.push(survivor);
    const texts = Array.from({ length: 10 }, (_, n) => `kill over PostgreSQL ${n} ${Date.now()}`);
    for (const text of texts) expect((await post(doomed.port, 'recruiter@example.com', text)).status).toBe(201);
    await waitFor(() => sink.mails.length >= 2, 15_000, 'the first mails');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const counts = () => texts.map((text) => sink.mails.filter((mail) => mail.raw.includes(text)).length);
    await waitFor(() => counts().every((count) => count >= 1), 30_000, 'every message mailed after the kill');
    // The one in flight at the kill goes again only when its lease runs out: wait for its record.
    await waitFor(async () => (await undeliveredOver(url)).length === 0, 30_000, 'every notification recorded as sent');
    expect(counts().every((count) => count === 1 || count === 2)).toBe(true);
    expect(counts().filter((count) => count === 2).length).toBeLessThanOrEqual(1);
    expect(survivor.child.exitCode).toBeNull();
  }, 60_000);

  it('two instances share the rate limit: the limit holds across both, not per instance', async () => {
    const url = await freshDatabase();
    const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '3' };
    const first = await startServerProcess(env);
    servers.push(first);
    const second = await startServerProcess(env);
    servers.push(second);
    const answers = [];
    for (const port of [first.port, second.port, first.port, second.port, first.port]) answers.push((await post(port, 'a@example.com', 'hello')).status);
    // Three in the minute from this address, wherever they landed; the rest wait.
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    const limited = await fetch(`http://127.0.0.1:${second.port}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@example.com","message":"again"}' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await storedMessages(url)).length).toBe(3);
  }, 60_000);

  it('`npm run messages` says in one line when the database cannot be read, naming the host but no password', async () => {
    const port = await freePort();
    let err = '';
    const code = await runMessagesCommand(['--json'], { DATABASE_URL: `postgres://folio:secret@127.0.0.1:${port}/folio` }, { out: () => undefined, err: (text) => (err += text), columns: 80 });
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`^Cannot read the PostgreSQL database at 127\\.0\\.0\\.1:${port}: .+\\n$`, 'u'));
    expect(err).not.toContain('secret');
    expect(await runMessagesCommand([], { DATABASE_URL: 'mysql://db.example/folio' }, { out: () => undefined, err: (text) => (err = text), columns: 80 })).toBe(1);
    expect(err).toContain('DATABASE_URL must be a PostgreSQL URL');
  }, 30_000);

  it('refuses a database from a newer folio, and leaves no connection behind', async () => {
    const url = await freshDatabase();
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await admin`CREATE TABLE folio_schema (version INTEGER NOT NULL)`;
      await admin`INSERT INTO folio_schema (version) VALUES (99)`;
      await expect(openPostgresStore(url)).rejects.toThrow('The database is at schema version 99, newer than this service knows');
      const database = new URL(url).pathname.slice(1);
      await waitFor(async () => {
        const [row] = await admin<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM pg_stat_activity WHERE datname = ${database} AND pid <> pg_backend_pid()`;
        return row?.n === 0;
      }, 5_000, 'the refused store to close its connections');
    } finally {
      await admin.end();
    }
  }, 30_000);

  it('twenty instances starting at once on an empty database migrate it once, and none fails', async () => {
    const url = await freshDatabase();
    const opened = await Promise.allSettled(Array.from({ length: 20 }, () => openPostgresStore(url)));
    const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    expect(failures).toEqual([]);
    const check = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      expect(await check`SELECT version FROM folio_schema`).toEqual([{ version: POSTGRES_SCHEMA_VERSION }]);
    } finally {
      await check.end();
    }
  }, 60_000);
});
