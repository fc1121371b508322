import { join } from 'node:path';
import { BODY_MAX_BYTES } from '../contract/body-limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from './http/api-answers';
import { createApp } from './app';
import { nodeRequestSource } from './http/node-request';
import { createRateLimiter } from './intake/rate-limit';
import { openSqliteStore } from './stores/sqlite/sqlite-store';
import type { MessageStore } from './stores/message-store';
import { readDatabase, tempDir } from './testing/test-support';

const SITE = 'https://owner.example';
const OTHER = 'https://evil.example';
const body = JSON.stringify({ email: 'ana@example.com', message: 'Hello' });
let dir: ReturnType<typeof tempDir>;
let dbPath: string;
let store: MessageStore;
let clock: number;

beforeEach(() => {
  dir = tempDir();
  dbPath = join(dir.path, 'folio.db');
  store = openSqliteStore(dbPath);
  clock = 1_700_000_000_000;
});
afterEach(() => {
  store.close();
  dir.remove();
});

function app(limit: number, trustProxy = false) {
  return createApp({
    store,
    source: nodeRequestSource,
    config: { allowedOrigins: [SITE, 'http://localhost:5173'], rateLimitPerMinute: limit, trustProxy },
    rateLimiter: limit > 0 ? createRateLimiter(limit, () => clock) : undefined,
  });
}

function send(target: ReturnType<typeof app>, init: { client?: string; headers?: Record<string, string>; payload?: string; method?: string } = {}) {
  return target.request(
    '/api/v1',
    { method: init.method ?? 'POST', body: init.method && init.method !== 'POST' ? null : (init.payload ?? body), headers: { 'Content-Type': 'application/json', ...init.headers } },
    { incoming: { socket: { remoteAddress: init.client ?? '198.51.100.7' } } },
  );
}

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, and accepts again once the minute has passed', async () => {
    const api = app(2);
    expect((await send(api)).status).toBe(201);
    clock += 20_000;
    expect((await send(api)).status).toBe(201);
    const limited = await send(api);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(await limited.json()).toEqual({ error: API_ERRORS.tooMany(40) });
    expect(readDatabase(dbPath).messages).toHaveLength(2);
    clock += 40_000;
    expect((await send(api)).status).toBe(201);
  });

  it('counts each client on its own, and honeypot posts count too', async () => {
    const api = app(1);
    expect((await send(api, { payload: JSON.stringify({ email: 'bot@example.com', message: 'x', website: 'y' }) })).status).toBe(201);
    expect((await send(api)).status).toBe(429);
    expect((await send(api, { client: '198.51.100.8' })).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const direct = app(1);
    expect((await send(direct, { headers: { 'X-Forwarded-For': '203.0.113.1' } })).status).toBe(201);
    expect((await send(direct, { headers: { 'X-Forwarded-For': '203.0.113.2' } })).status).toBe(429);
  });

  it('with TRUST_PROXY uses the client the proxy appended (the last entry), stored as the client', async () => {
    const proxied = app(1, true);
    expect((await send(proxied, { client: '10.0.0.2', headers: { 'X-Forwarded-For': '203.0.113.1' } })).status).toBe(201);
    expect((await send(proxied, { client: '10.0.0.2', headers: { 'X-Forwarded-For': '203.0.113.2' } })).status).toBe(201);
    // A forged first entry does not buy a fresh allowance.
    expect((await send(proxied, { client: '10.0.0.2', headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.2' } })).status).toBe(429);
    expect(readDatabase(dbPath).messages.map((m) => m.client)).toEqual(['203.0.113.1', '203.0.113.2']);
  });

  it('is off at 0', async () => {
    const api = app(0);
    for (let i = 0; i < 20; i += 1) expect((await send(api)).status).toBe(201);
  });
});

describe('CORS', () => {
  const limited = async () => {
    const api = app(1);
    await send(api);
    return send(api, { headers: { Origin: SITE } });
  };
  const answers: [string, () => Response | Promise<Response>, number][] = [
    ['201', () => send(app(0), { headers: { Origin: SITE } }), 201],
    ['400', () => send(app(0), { headers: { Origin: SITE }, payload: '{' }), 400],
    ['413', () => send(app(0), { headers: { Origin: SITE }, payload: 'x'.repeat(BODY_MAX_BYTES + 1) }), 413],
    ['415', () => send(app(0), { headers: { Origin: SITE, 'Content-Type': 'text/plain' } }), 415],
    ['405', () => send(app(0), { headers: { Origin: SITE }, method: 'GET' }), 405],
    ['429', limited, 429],
  ];
  it.each(answers)('an allowed origin is echoed on %s, which is JSON', async (_name, answer, status) => {
    const res = await answer();
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('lets an allowed page read Retry-After on a 429', async () => {
    const res = await limited();
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/u);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('404 under /api carries CORS too', async () => {
    const res = await app(0).request('/api/nothing', { headers: { Origin: SITE } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('another origin gets no CORS header (the browser then hides the answer)', async () => {
    const res = await send(app(0), { headers: { Origin: OTHER } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with 204 and the allowed method and header', async () => {
    const res = await app(0).request('/api/v1', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await app(0).request('/api/v1', { method: 'OPTIONS', headers: { Origin: OTHER, 'Access-Control-Request-Method': 'POST' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
