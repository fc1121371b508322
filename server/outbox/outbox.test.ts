import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { nodeRequestSource } from '../http/node-request';
import { createSmtpNotifier } from '../notifiers/smtp';
import { createWebhookNotifier } from '../notifiers/webhook';
import { createOutbox, defaultBackoff, type Outbox } from './outbox';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import type { MessageStore } from '../stores/message-store';
import { startSmtpSink, type Mail } from '../testing/smtp-sink';
import { freePort, readDatabase, tempDir, waitFor } from '../testing/test-support';

/** A webhook receiver on loopback; `failures` answers that many requests with 500 first. */
async function startWebhook(failures = 0): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  let left = failures;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (left > 0) {
        left -= 1;
        res.writeHead(500).end('down');
        return;
      }
      bodies.push({ contentType: req.headers['content-type'], json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/abc`, bodies, server };
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();
const OWNER = 'owner@example.com';
let dir: ReturnType<typeof tempDir>;
let dbPath: string;
let store: MessageStore;
let outbox: Outbox | undefined;
let clock: number;
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  dir = tempDir();
  dbPath = join(dir.path, 'folio.db');
  clock = Date.now();
});
afterEach(async () => {
  await outbox?.stop();
  store.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  dir.remove();
});

function setup(notifiers: Parameters<typeof createOutbox>[0]['notifiers']) {
  store = openSqliteStore(dbPath, { channels: notifiers.map((n) => n.channel), now: () => clock });
  outbox = createOutbox({ deliveries: store.deliveries, notifiers, now: () => clock, backoff: () => 60_000, log: () => undefined });
  const app = createApp({ store, source: nodeRequestSource, outbox, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false } });
  const send = async (body: object) => {
    const res = await app.request('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  return { send };
}

describe('notifications', () => {
  it('e-mails the owner through a real SMTP server, with the visitor as Reply-To', async () => {
    const port = await freePort();
    const sink = await startSmtpSink(port);
    cleanups.push(sink.stop);
    const smtp = createSmtpNotifier({ url: `smtp://127.0.0.1:${port}`, to: OWNER, from: 'site@example.com' });
    cleanups.push(() => smtp.close?.());
    const { send } = setup([smtp]);

    const id = await send({ email: 'visitor@example.org', message: 'Hello Ana, can we talk about a project?' });
    await waitFor(() => sink.mails.length === 1, 5_000, 'the e-mail');
    const mail = sink.mails[0] as Mail;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.from).toBe('site@example.com');
    expect(header(mail.raw, 'To')).toBe(OWNER);
    expect(header(mail.raw, 'Reply-To')).toBe('visitor@example.org');
    expect(header(mail.raw, 'Subject')).toBe('New message from visitor@example.org');
    expect(mail.raw).toContain('Hello Ana, can we talk about a project?');
    await waitFor(() => readDatabase(dbPath).deliveries[0]?.delivered_at !== null, 2_000, 'the delivery record');
    expect(readDatabase(dbPath).deliveries).toMatchObject([{ message_id: id, channel: 'email', attempts: 1, last_error: null }]);
  });

  it('never notifies spam', async () => {
    const hook = await startWebhook();
    cleanups.push(() => hook.server.close());
    const { send } = setup([createWebhookNotifier(hook.url)]);
    await send({ email: 'bot@example.com', message: 'Buy now', website: 'x' });
    await outbox?.runOnce();
    expect(hook.bodies).toEqual([]);
    expect(readDatabase(dbPath).deliveries).toEqual([]);
  });

  it('posts JSON to a webhook, and retries after a non-2xx answer', async () => {
    const hook = await startWebhook(1);
    cleanups.push(() => hook.server.close());
    const { send } = setup([createWebhookNotifier(hook.url)]);
    const id = await send({ email: 'visitor@example.org', message: 'Hi <!channel> & @everyone' });
    await waitFor(() => readDatabase(dbPath).deliveries[0]?.attempts === 1, 5_000, 'the failed attempt');
    expect(readDatabase(dbPath).deliveries[0]).toMatchObject({ delivered_at: null, last_error: 'webhook answered HTTP 500', next_attempt_at: clock + 60_000 });

    expect(await outbox?.runOnce()).toBe(0); // not due yet: backoff holds
    clock += 60_000;
    expect(await outbox?.runOnce()).toBe(1);
    const createdAt = readDatabase(dbPath).messages[0]?.created_at;
    expect(hook.bodies).toEqual([
      {
        contentType: 'application/json',
        json: {
          id,
          email: 'visitor@example.org',
          message: 'Hi <!channel> & @everyone',
          createdAt,
          digest: false,
          text: 'New message from visitor@example.org: Hi &lt;!channel&gt; &amp; @everyone',
          content: 'New message from visitor@example.org: Hi <!channel> & @everyone',
          allowed_mentions: { parse: [] },
        },
      },
    ]);
    expect(readDatabase(dbPath).deliveries[0]).toMatchObject({ attempts: 2, last_error: null, delivered_at: expect.any(String) });
  });

  it('keeps the message queued while the SMTP server is down and delivers it when it is back', async () => {
    const port = await freePort(); // nothing listens here yet
    const smtp = createSmtpNotifier({ url: `smtp://127.0.0.1:${port}`, to: OWNER, from: 'site@example.com' });
    cleanups.push(() => smtp.close?.());
    const { send } = setup([smtp]);
    const id = await send({ email: 'visitor@example.org', message: 'Are you there?' });
    await waitFor(() => (readDatabase(dbPath).deliveries[0]?.attempts ?? 0) >= 1, 5_000, 'the failed attempt');
    const pending = readDatabase(dbPath);
    expect(pending.messages.map((m) => m.id)).toEqual([id]);
    expect(pending.deliveries[0]).toMatchObject({ delivered_at: null, last_error: expect.stringContaining('ECONNREFUSED') });

    const sink = await startSmtpSink(port);
    cleanups.push(sink.stop);
    clock += 60_000;
    await outbox?.runOnce();
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]?.raw).toContain('Are you there?');
    expect(readDatabase(dbPath).deliveries[0]).toMatchObject({ attempts: 2, delivered_at: expect.any(String), last_error: null });
  });
});

describe('delivery errors', () => {
  it('records why a webhook could not be reached, not just "fetch failed"', async () => {
    const port = await freePort();
    const { send } = setup([createWebhookNotifier(`http://127.0.0.1:${port}/hook`, { timeoutMs: 2_000 })]);
    await send({ email: 'visitor@example.org', message: 'hello' });
    await waitFor(() => (readDatabase(dbPath).deliveries[0]?.attempts ?? 0) >= 1, 5_000, 'the failed attempt');
    expect(readDatabase(dbPath).deliveries[0]?.last_error).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });
});

describe('a channel that never answers', () => {
  it('fails its send at the deadline, so the other channel is not held up', async () => {
    const hung = { channel: 'email', send: () => new Promise<void>(() => undefined) };
    const sent: number[] = [];
    const webhook = { channel: 'webhook', send: async ({ id }: { id: number }) => void sent.push(id) };
    store = openSqliteStore(dbPath, { channels: ['email', 'webhook'], now: () => clock });
    const id = await store.add({ email: 'visitor@example.org', message: 'hello', spam: false, client: '127.0.0.1' });
    outbox = createOutbox({ deliveries: store.deliveries, notifiers: [hung, webhook], now: () => clock, sendTimeoutMs: 200, log: () => undefined });
    expect(await outbox.runOnce()).toBe(2);
    expect(sent).toEqual([id]);
    const rows = readDatabase(dbPath).deliveries;
    expect(rows.find((row) => row.channel === 'email')).toMatchObject({ delivered_at: null, attempts: 1, last_error: 'no answer within 200 ms' });
    expect(rows.find((row) => row.channel === 'webhook')).toMatchObject({ delivered_at: expect.any(String) });
  });
});

describe('defaultBackoff', () => {
  it('doubles from 10 s, caps at 10 minutes, and jitters by at most 20 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => defaultBackoff(n, middle))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(defaultBackoff(6, middle)).toBe(320_000);
    expect(defaultBackoff(7, middle)).toBe(600_000);
    expect(defaultBackoff(30, middle)).toBe(600_000);
    expect(defaultBackoff(1, () => 0)).toBe(8_000);
    expect(defaultBackoff(1, () => 1)).toBe(12_000);
  });

  it('starts from the wait NOTIFY_RETRY_SECONDS sets, with the same doubling, cap and jitter', () => {
    expect([1, 2, 3].map((n) => defaultBackoff(n, () => 0.5, 1_000))).toEqual([1_000, 2_000, 4_000]);
    expect(defaultBackoff(20, () => 0.5, 1_000)).toBe(600_000);
    expect(defaultBackoff(1, () => 1, 1_000)).toBe(1_200);
  });
});
