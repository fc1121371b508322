import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_FIELD } from '../../contract/body-limits';
import { createApp } from '../app';
import { captchaCheck, type CaptchaSettings } from './captcha';
import { nodeRequestSource } from '../http/node-request';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import type { MessageStore } from '../stores/message-store';
import { readDatabase, tempDir } from '../testing/test-support';

/** A stand-in for the provider's siteverify: approves the token "good", and records what it was asked. */
let verifier: Server;
let verifyUrl: string;
const asked: URLSearchParams[] = [];
let answer: { status: number; body: object } | undefined;
beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      asked.push(form);
      const reply = answer ?? { status: 200, body: form.get('response') === 'good' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));
afterEach(() => {
  asked.length = 0;
  answer = undefined;
});

const settings = (): CaptchaSettings => ({ provider: 'turnstile', secret: 'the-secret', verifyUrl });

describe('the captcha check', () => {
  it('asks the provider with the secret, the token and the visitor\'s address, and lets an approved token through', async () => {
    expect(await captchaCheck(settings()).judge('good', '198.51.100.7')).toBeUndefined();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ secret: 'the-secret', response: 'good', remoteip: '198.51.100.7' });
    // An IPv6 visitor is known only by the /64 the rate limit counts: no address is sent for it.
    await captchaCheck(settings()).judge('good', '2001:db8:1:2::/64');
    expect(asked[1]?.has('remoteip')).toBe(false);
  });

  it('says why, in the provider\'s words, when a token is refused, missing, too long, or cannot be checked', async () => {
    const check = captchaCheck(settings());
    expect(await check.judge('forged', '198.51.100.7')).toBe('Turnstile refused it (invalid-input-response)');
    expect(await check.judge(undefined, '198.51.100.7')).toBe('no Turnstile answer');
    expect(await check.judge(42, '198.51.100.7')).toBe('no Turnstile answer');
    expect(await check.judge('x'.repeat(5000), '198.51.100.7')).toBe('a Turnstile answer that is not one');
    answer = { status: 500, body: {} };
    expect(await captchaCheck({ ...settings(), provider: 'hcaptcha' }).judge('good', '198.51.100.7')).toBe('hCaptcha could not be asked (HTTP 500)');
    expect(await captchaCheck({ ...settings(), verifyUrl: 'http://127.0.0.1:9/siteverify' }).judge('good', '198.51.100.7')).toMatch(/^Turnstile could not be asked \(/u);
  });
});

describe('a message with a captcha set up', () => {
  let dir: ReturnType<typeof tempDir>;
  let dbPath: string;
  let store: MessageStore;
  beforeEach(() => {
    dir = tempDir();
    dbPath = join(dir.path, 'folio.db');
    store = openSqliteStore(dbPath, { channels: ['email'] });
  });
  afterEach(() => {
    store.close();
    dir.remove();
  });

  it('is notified with an approved token, and stored as spam saying why without one', async () => {
    const app = createApp({ store, source: nodeRequestSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false, captcha: settings() } });
    const post = (body: object) =>
      app.request('/api/v1', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, { incoming: { socket: { remoteAddress: '198.51.100.9' } } });
    expect((await post({ email: 'ana@example.com', message: 'checked', [CAPTCHA_FIELD]: 'good' })).status).toBe(201);
    expect((await post({ email: 'bot@example.com', message: 'unchecked' })).status).toBe(201);
    expect((await post({ email: 'bot@example.com', message: 'refused', [CAPTCHA_FIELD]: 'forged' })).status).toBe(201);
    const { messages, deliveries } = readDatabase(dbPath);
    expect(messages.map(({ message, spam, spam_reason }) => [message, spam, spam_reason])).toEqual([
      ['checked', 0, null],
      ['unchecked', 1, 'no Turnstile answer'],
      ['refused', 1, 'Turnstile refused it (invalid-input-response)'],
    ]);
    expect(deliveries.map((row) => row.message_id)).toEqual([messages[0]?.id]);
  });
});
