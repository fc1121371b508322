import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../contract/limits';
import { BODY_MAX_BYTES, PROOF_FIELD, PROOF_MAX_BYTES } from '../contract/body-limits';
import { textsOf } from '../contract/message';
import type { ErrorCode } from '../contract/message-errors';
import { ERRORS } from '../contract/service-errors';
import { API_ERRORS } from './http/api-answers';
import { createApp, type AppOptions } from './app';
import { nodeRequestSource } from './http/node-request';
import { openSqliteStore } from './stores/sqlite/sqlite-store';
import type { MessageStore } from './stores/message-store';
import { readDatabase, tempDir } from './testing/test-support';

const SITE = 'https://owner.example';
let dir: ReturnType<typeof tempDir>;
let dbPath: string;
let store: MessageStore;

beforeEach(() => {
  dir = tempDir();
  dbPath = join(dir.path, 'data', 'folio.db');
  store = openSqliteStore(dbPath, { channels: ['email'] });
});
afterEach(() => {
  store.close();
  dir.remove();
});

function app(overrides: Partial<AppOptions> = {}) {
  return createApp({ store, source: nodeRequestSource, config: { allowedOrigins: [SITE], rateLimitPerMinute: 0, trustProxy: false }, ...overrides });
}

type Init = { headers?: Record<string, string>; client?: string; method?: string };
function post(target: ReturnType<typeof app>, body: BodyInit | null, init: Init = {}) {
  const env = { incoming: { socket: { remoteAddress: init.client ?? '198.51.100.1' } } };
  return target.request('/api/v1', { method: init.method ?? 'POST', body, headers: { 'Content-Type': 'application/json', ...init.headers } }, env);
}
const json = (value: unknown) => JSON.stringify(value);
const valid = { email: 'ana@example.com', message: 'Hello, I would like to hire you.' };

describe('POST /api/v1 stores a message', () => {
  it('answers 201 with the id of a row that is on disk', async () => {
    const res = await post(app(), json(valid));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id } = (await res.json()) as { id: number };
    const { messages, deliveries } = readDatabase(dbPath);
    expect(messages).toEqual([{ id, email: valid.email, message: valid.message, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), spam: 0, client: '198.51.100.1', held: 0, spam_reason: null }]);
    expect(deliveries).toMatchObject([{ message_id: id, channel: 'email', attempts: 0, delivered_at: null }]);
  });

  it('trims, NFC-normalises and ignores unknown fields', async () => {
    const res = await post(app(), json({ email: '  ana@example.com ', message: '  Cafe\u0301  ', admin: true, id: 99 }));
    expect(res.status).toBe(201);
    expect(readDatabase(dbPath).messages[0]).toMatchObject({ email: 'ana@example.com', message: 'Caf\u00e9' });
  });

  it('stores emoji and right-to-left text byte-exact', async () => {
    const message = 'مرحبا، أود التحدث 👋🏽 שלום 👨‍👩‍👧 漢字 \u200f(RTL mark)';
    const res = await post(app(), json({ email: 'ana@example.com', message }));
    expect(res.status).toBe(201);
    const db = new Database(dbPath, { readonly: true });
    const row = db.prepare('SELECT CAST(message AS BLOB) AS bytes FROM messages').get() as { bytes: Buffer };
    db.close();
    expect(Buffer.compare(row.bytes, Buffer.from(message.normalize('NFC'), 'utf8'))).toBe(0);
    expect(message.normalize('NFC')).toBe(message);
  });

  it('stores SQL-injection strings verbatim', async () => {
    const message = "Robert'); DROP TABLE messages; -- \" OR 1=1; /* */ SELECT * FROM sqlite_master";
    const email = "o'hara+test@example.com";
    expect((await post(app(), json({ email, message }))).status).toBe(201);
    expect((await post(app(), json(valid))).status).toBe(201);
    const { messages } = readDatabase(dbPath);
    expect(messages.map((m) => [m.email, m.message])).toEqual([[email, message], [valid.email, valid.message]]);
  });

  it('accepts exactly 5,000 characters, in any script, and a body of exactly the limit', async () => {
    expect((await post(app(), json({ email: valid.email, message: 'x'.repeat(5000) }))).status).toBe(201);
    // 3 bytes each in UTF-8: 15,002 bytes of JSON, still a full message the service must take.
    const chinese = '漢'.repeat(5000);
    expect((await post(app(), json({ email: valid.email, message: chinese }))).status).toBe(201);
    expect(readDatabase(dbPath).messages.at(-1)?.message).toBe(chinese);
    const base = json({ email: valid.email, message: '漢'.repeat(4990) });
    const padded = base.replace('{', `{${' '.repeat(BODY_MAX_BYTES - Buffer.byteLength(base))}`);
    expect(Buffer.byteLength(padded)).toBe(BODY_MAX_BYTES);
    expect((await post(app(), padded)).status).toBe(201);
  });

  it('takes 5,000 characters of a 3-byte script from the longest 4-byte address with the largest proof of work', async () => {
    const email = `${'😀'.repeat(EMAIL_MAX_LENGTH - 5)}@😀.co`;
    const body = json({ email, message: '漢'.repeat(MESSAGE_MAX_LENGTH), [PROOF_FIELD]: 'A'.repeat(PROOF_MAX_BYTES) });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_MAX_BYTES);
    expect((await post(app(), body)).status).toBe(201);
  });

  it('answers 400 in words when a message fits 5,000 characters but not the body allowance', async () => {
    // 3,900 emoji: 15.6 kB, under the limit with its address, but over what the longest address and a proof would leave.
    const res = await post(app(), json({ email: valid.email, message: '😀'.repeat(3900) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { message?: string } }).fields.message).toBe(
      'Your message is too long to send. Please shorten it.',
    );
  });

  it('kicks the outbox after each stored message', async () => {
    const kick = vi.fn();
    await post(app({ outbox: { kick } }), json(valid));
    expect(kick).toHaveBeenCalledTimes(1);
  });
});

describe('the content rules', () => {
  it('store a link farm or a blocklisted word as spam behind an ordinary 201, and pass a real message', async () => {
    const kick = vi.fn();
    const api = app({ outbox: { kick }, config: { allowedOrigins: [SITE], rateLimitPerMinute: 0, trustProxy: false, spamRules: { maxLinks: 2, blocklist: ['acme leads'] } } });
    const farm = await post(api, json({ email: 'x@example.com', message: 'http://a.example http://b.example http://c.example' }));
    expect(farm.status).toBe(201);
    expect(await farm.json()).toEqual({ id: expect.any(Number) });
    expect((await post(api, json({ email: 'y@example.com', message: 'ACME Leads here' }))).status).toBe(201);
    expect((await post(api, json({ email: 'z@example.com', message: 'The role: https://jobs.example/1' }))).status).toBe(201);
    expect(readDatabase(dbPath).messages.map((m) => [m.spam, m.spam_reason])).toEqual([
      [1, '3 links'],
      [1, 'on the blocklist: acme leads'],
      [0, null],
    ]);
    expect(kick).toHaveBeenCalledTimes(1);
  });
});

describe('the honeypot', () => {
  it('answers a normal-looking 201, stores the message as spam and never queues it', async () => {
    const kick = vi.fn();
    const res = await post(app({ outbox: { kick } }), json({ ...valid, website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number) });
    const { messages, deliveries } = readDatabase(dbPath);
    expect(messages[0]).toMatchObject({ spam: 1, spam_reason: 'the hidden field was filled in' });
    expect(deliveries).toEqual([]);
    expect(kick).not.toHaveBeenCalled();
  });

  it('counts any filled value, not only text, and ignores an empty one', async () => {
    await post(app(), json({ ...valid, website: 42 }));
    await post(app(), json({ ...valid, website: '' }));
    expect(readDatabase(dbPath).messages.map((m) => m.spam)).toEqual([1, 0]);
  });
});

describe('400 for input that is not a valid message', () => {
  const cases: [string, string, Record<string, ErrorCode>][] = [
    ['empty fields', json({ email: '', message: '' }), { email: 'emailRequired', message: 'messageRequired' }],
    ['whitespace-only fields', json({ email: ' \t', message: ' \n\r\n ' }), { email: 'emailRequired', message: 'messageRequired' }],
    ['missing fields', json({}), { email: 'emailRequired', message: 'messageRequired' }],
    ['wrong types', json({ email: 5, message: ['x'] }), { email: 'notText', message: 'notText' }],
    ['a JSON array', '[1,2]', { email: 'emailRequired', message: 'messageRequired' }],
    ['JSON null', 'null', { email: 'emailRequired', message: 'messageRequired' }],
    ['CR/LF in the email', json({ email: 'ana@example.com\r\nBcc: all@example.com', message: 'hi' }), { email: 'emailInvalid' }],
    ['a control character in the email', json({ email: 'ana\u001b[31m@example.com', message: 'hi' }), { email: 'emailInvalid' }],
    ['a zero-width space in the email', json({ email: 'ana\u200B@example.com', message: 'hi' }), { email: 'emailInvisible' }],
    ['U+202E (right-to-left override) in the email', json({ email: 'moc.elpmaxe\u202E@ana', message: 'hi' }), { email: 'emailInvisible' }],
    ['a tag character in the email', json({ email: 'ana@example.com\u{E0041}', message: 'hi' }), { email: 'emailInvisible' }],
    ['an email over 254 characters', json({ email: `${'a'.repeat(250)}@b.com`, message: 'hi' }), { email: 'emailTooLong' }],
    ['5,001 characters', json({ email: valid.email, message: 'x'.repeat(5001) }), { message: 'messageTooLong' }],
  ];
  it.each(cases)('%s', async (_name, body, codes) => {
    const res = await post(app(), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: API_ERRORS.invalid, codes, fields: textsOf(codes, ERRORS) });
    expect(readDatabase(dbPath).messages).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"email": "ana@example.com", "message": '],
    ['an empty body', ''],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('%s', async (_name, body) => {
    const res = await post(app(), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: API_ERRORS.malformed, fields: {} });
  });
});

describe('413 for bodies over the limit', () => {
  it('when Content-Length declares it, without reading the body', async () => {
    // The body itself is small: only the declared length can have caused the 413.
    const res = await post(app(), json(valid), { headers: { 'Content-Length': String(BODY_MAX_BYTES + 1) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: API_ERRORS.tooLarge });
  });

  it('when a chunked body (no Content-Length) grows past the limit, and stops reading there', async () => {
    let pulled = 0;
    // Never ends: if the service waited for the end of the body this test would time out.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"message":"' : 'x'.repeat(1024)));
      },
    });
    const res = await app().request('/api/v1', { method: 'POST', body: endless, headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(BODY_MAX_BYTES / 1024 + 4);
    expect(readDatabase(dbPath).messages).toEqual([]);
  });

  it('a whole message of emoji (4 bytes each) is read, and answered 400 in words: it fits the body, with its proof\'s room, but not the message\'s allowance', async () => {
    const res = await post(app(), json({ email: valid.email, message: '😀'.repeat(5000) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { codes: { message?: string } }).codes.message).toBe('messageTooLarge');
    expect((await post(app(), json({ email: valid.email, message: '😀'.repeat(Math.ceil(BODY_MAX_BYTES / 4)) }))).status).toBe(413);
  });
});

describe('GET /api/v1/challenge with PROOF_OF_WORK=0', () => {
  it('answers 204: nothing to solve, and nothing a browser console reports as an error', async () => {
    const res = await app().request('/api/v1/challenge', { headers: { Origin: SITE } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('other statuses', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonx'])(
    '415 for Content-Type %s',
    async (type) => {
      const res = await post(app(), json(valid), { headers: { 'Content-Type': type } });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: API_ERRORS.contentType });
    },
  );

  it('415 without a Content-Type or with another charset; accepts charset=UTF-8 and utf8', async () => {
    const res = await app().request('/api/v1', { method: 'POST', body: new Blob([json(valid)]) });
    expect(res.status).toBe(415);
    expect((await post(app(), json(valid), { headers: { 'Content-Type': 'Application/JSON; Charset="UTF-8"' } })).status).toBe(201);
    expect((await post(app(), json(valid), { headers: { 'Content-Type': 'application/json; charset=utf8' } })).status).toBe(201);
    expect((await post(app(), json(valid), { headers: { 'Content-Type': 'application/json; charset=latin1' } })).status).toBe(415);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('405 with Allow for %s', async (method) => {
    const res = await app().request('/api/v1', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(await res.json()).toEqual({ error: API_ERRORS.method });
  });

  it.each(['/api', '/api/', '/api/v2', '/api/v1/extra'])('404 JSON for %s', async (path) => {
    const res = await app().request(path, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: API_ERRORS.notFound });
  });

  it('500 JSON, with CORS, when the message cannot be saved', async () => {
    const broken = { add: () => Promise.reject(new Error('disk full')), sql: store.sql };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(app({ store: broken }), json(valid), { headers: { Origin: SITE } });
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: API_ERRORS.failed });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
