import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailText, type Notification } from '../notifiers/notifier';
import { createOutbox } from '../outbox/outbox';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { startSmtpSink } from '../testing/smtp-sink';
import { countedChannel, DIGEST_EVERY_MS, floodCapOf } from './flood-cap';
import { freePort, readDatabase, startServerProcess, tempDir, undeliveredIn, waitFor, type ServerProcess } from '../testing/test-support';

/**
 * The red team's flood: many source addresses, each within the rate limit, together far past what
 * an owner can read. Every message is stored; the owner gets the hour's cap in mails and one digest.
 */
const ADDRESSES = 500;
const SECONDS = 10;
const CAP = 30;

let dir: ReturnType<typeof tempDir> | undefined;
let server: ServerProcess | undefined;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await server?.stop();
  for (const stop of stops.splice(0)) await stop();
  dir?.remove();
});

/** n in letters (a, b, … z, ba, bb …): digits would read as the same text to the repeat rule. */
function letters(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) text = String.fromCharCode(97 + (rest % 26)) + text;
  return text || 'a';
}

/** One POST from `localAddress` (any of 127.0.0.0/8 works on Linux): the server sees a distinct client. */
function post(port: number, localAddress: string, n: number): Promise<number> {
  return new Promise((resolve) => {
    // A different text each time, as a careful bot writes them: the content rules catch repeats, so
    // this is the flood that only the cap stops.
    const body = JSON.stringify({ email: `bot${n}@flood.example`, message: `Hello, a question about your work, ${letters(n)}` });
    const req = request({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', localAddress, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('a flood from many addresses', () => {
  it(`stores every message, and notifies the owner ${CAP} times and once more as a digest`, async () => {
    dir = tempDir();
    const dbPath = join(dir.path, 'folio.db');
    const smtpPort = await freePort();
    const sink = await startSmtpSink(smtpPort);
    stops.push(sink.stop);
    // PROOF_OF_WORK 0: the cap is the layer for a botnet that solves every challenge (spam without
    // one is never notified at all, proof-of-work.test.ts and api-targets.test.ts).
    server = await startServerProcess({ DATABASE_PATH: dbPath, PROOF_OF_WORK: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'owner@example.com', NOTIFY_MAX_PER_HOUR: String(CAP) });
    const { port } = server;

    const statuses: number[] = [];
    const end = Date.now() + SECONDS * 1000;
    let n = 0;
    // 50 senders at once, each taking the next of the 500 addresses in turn, for the whole time.
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (Date.now() < end) {
          n += 1;
          const address = `127.1.${Math.floor((n % ADDRESSES) / 250)}.${(n % ADDRESSES) % 250 + 1}`;
          statuses.push(await post(port, address, n));
        }
      }),
    );
    const created = statuses.filter((status) => status === 201).length;
    console.log(`flood: posted ${statuses.length}, 201s ${created}, 429s ${statuses.filter((s) => s === 429).length}, others ${statuses.filter((s) => s !== 201 && s !== 429).length}`);
    // Each address is allowed its 5 a minute: the flood is past the cap many times over.
    expect(created).toBeGreaterThan(CAP * 10);
    expect(readDatabase(dbPath).messages).toHaveLength(created);

    // Let the outbox finish: once the store has every notification it queued recorded as sent, it
    // has nothing left to send, and the count is final.
    await waitFor(() => sink.mails.length >= CAP + 1, 30_000, 'the notifications');
    await waitFor(() => undeliveredIn(dbPath).length === 0, 30_000, 'every notification recorded as sent');
    const digests = sink.mails.filter((mail) => mail.raw.includes('Messages are being held'));
    console.log(`flood: notified ${sink.mails.length} (${digests.length} digest), held ${readDatabase(dbPath).messages.filter((m) => m.held === 1).length}`);
    expect(sink.mails).toHaveLength(CAP + 1);
    expect(digests).toHaveLength(1);
    expect(readDatabase(dbPath).messages.filter((m) => m.held === 0 && m.spam === 0)).toHaveLength(CAP);
  }, 90_000);
});

describe('the cap used to silence the owner', () => {
  it('names a real message held after a flood in the next digest, ten minutes on at most, not at the end of the hour', async () => {
    dir = tempDir();
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const store = openSqliteStore(join(dir.path, 'folio.db'), { channels: ['email'], notifyPerHour: 3, now: () => clock });
    stops.push(() => store.close());
    const sent: Notification[] = [];
    const outbox = createOutbox({ deliveries: store.deliveries, notifiers: [{ channel: 'email', send: async (n) => void sent.push(n) }], now: () => clock, log: () => undefined });
    const add = (email: string, message: string) => store.add({ email, message, spam: false, client: undefined });

    // A bot fills the hour's cap, then keeps going: held, one digest naming what it holds so far.
    for (let n = 0; n < 40; n += 1) {
      await add(`bot${n}@flood.example`, `Hello, a question about your work, ${n}`);
      if (n === 3) await outbox.runOnce();
    }
    await outbox.runOnce();
    expect(sent.map((n) => Boolean(n.digest))).toEqual([false, false, false, true]);
    // The real one comes a minute later, under the flood.
    clock += 60_000;
    const real = await add('recruiter@company.example', 'We would like to offer you the role.');
    for (let n = 40; n < 60; n += 1) await add(`bot${n}@flood.example`, `Hello again, ${n}`);
    await outbox.runOnce();
    expect(sent).toHaveLength(4);
    // The flood goes on; ten minutes after the first digest the next one names the real message.
    clock += DIGEST_EVERY_MS;
    await add('bot60@flood.example', 'And again');
    await outbox.runOnce();
    const digest = sent[4];
    expect(digest?.digest).toBe(true);
    // Since the first digest's: 36 more of the first flood, the real one, 20 after it, and this one.
    expect(digest?.held?.total).toBe(58);
    const text = mailText(digest ?? sent[0]!);
    expect(text).toContain(`#${real} 2026-11-24 10:01 recruiter@company.example: We would like to offer you the role.`);
    expect(text).toContain('…and 8 more (npm run messages -- --held)');
    await outbox.stop();
  });
});

describe('the flood cap policy', () => {
  it('holds nothing without a channel, since nothing is notified, and counts on the first channel', () => {
    expect(floodCapOf([], 30)).toBe(0);
    expect(floodCapOf(['email'], 30)).toBe(30);
    expect(floodCapOf(['email', 'webhook'], undefined)).toBe(0);
    expect(countedChannel(['email', 'webhook'])).toBe('email');
  });
});
