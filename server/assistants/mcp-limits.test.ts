import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MCP_PATH, type AssistantCorpus } from '../../contract/assistants';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import type { SharedRateLimiter } from '../intake/rate-limit';
import type { MessageStore } from '../stores/message-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { testSource } from '../testing/owner-app';
import { tempDir, waitFor } from '../testing/test-support';
import { callGate, callWindow } from './call-meters';
import { MCP_LIMITS } from './mcp-limits';

/**
 * The MCP endpoint's fair share (decision 055): the meters on their own, then the endpoint as an
 * assistant and a flood meet it through `app.request`. The flood against a real `npm start` is in
 * mcp-flood.test.ts.
 */

describe('calls per address in a sliding minute', () => {
  it('counts a batch as its calls, refuses what does not fit whole, and says when it will', () => {
    const clock = { now: 0 };
    const window = callWindow(10, 100, () => clock.now);
    expect(window.take('a', 6)).toBe(0);
    clock.now = 20_000;
    expect(window.take('a', 4)).toBe(0);
    // Full: the next call fits once the first six leave, 60 s after they came.
    expect(window.take('a', 1)).toBe(40);
    expect(window.take('b', 10)).toBe(0);
    clock.now = 59_999;
    expect(window.take('a', 1)).toBe(1);
    clock.now = 60_000;
    expect(window.take('a', 6)).toBe(0);
    // Seven would need the four of 20 s to leave too.
    clock.now = 61_000;
    expect(window.take('a', 1)).toBe(19);
  });

  it('spends what a refused request asked for, up to the minute\'s room', () => {
    const window = callWindow(10, 100, () => 0);
    window.spend('a', 99);
    expect(window.take('a', 1)).toBe(60);
    window.spend('b', 3);
    expect(window.take('b', 7)).toBe(0);
  });

  it('forgets quiet addresses after a minute, and keeps at most its number of addresses', () => {
    const clock = { now: 0 };
    const window = callWindow(5, 3, () => clock.now);
    for (const client of ['a', 'b', 'c']) window.take(client, 5);
    expect(window.size).toBe(3);
    // A fourth: the address known longest gives way, with its calls.
    expect(window.take('d', 5)).toBe(0);
    expect(window.size).toBe(3);
    expect(window.take('a', 5)).toBe(0);
    clock.now = 61_000;
    window.take('e', 1);
    expect(window.size).toBe(1);
  });
});

describe('calls in flight', () => {
  it('lets calls in up to its room, a batch alone even past it, and refuses the rest until a release', () => {
    const gate = callGate(10);
    const first = gate.enter(6);
    const second = gate.enter(4);
    expect(first && second).toBeTypeOf('function');
    expect(gate.enter(1)).toBeUndefined();
    first?.();
    first?.();
    expect(gate.inFlight).toBe(4);
    const third = gate.enter(6);
    expect(third).toBeTypeOf('function');
    second?.();
    third?.();
    // With nothing in flight, a batch larger than the room still runs, alone.
    const heavy = gate.enter(12);
    expect(heavy).toBeTypeOf('function');
    expect(gate.enter(1)).toBeUndefined();
  });
});

describe('MCP_CALLS_PER_MINUTE', () => {
  it('is the endpoint\'s own when unset, 0 turns it off, and anything else but a whole number is refused by name', () => {
    expect(loadConfig({}).mcpCallsPerMinute).toBeUndefined();
    expect(loadConfig({ MCP_CALLS_PER_MINUTE: '0' }).mcpCallsPerMinute).toBe(0);
    expect(loadConfig({ MCP_CALLS_PER_MINUTE: '600' }).mcpCallsPerMinute).toBe(600);
    expect(() => loadConfig({ MCP_CALLS_PER_MINUTE: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ MCP_CALLS_PER_MINUTE: 'many' })).toThrow(/MCP_CALLS_PER_MINUTE/u);
  });
});

const corpus: AssistantCorpus = {
  version: 1,
  name: 'Ada Quinn',
  pages: [
    {
      lang: 'en',
      name: 'English',
      path: '',
      url: 'https://ada.example/',
      overview: '# Ada Quinn\n',
      availability: null,
      availabilityLabel: 'Open to work',
      profile: { basics: { name: 'Ada Quinn' } },
      texts: [],
      passages: [{ section: 'Skills', text: 'Languages: TypeScript, Go' }],
    },
  ],
};

let dir: ReturnType<typeof tempDir>;
let store: MessageStore;
let clock: { now: number };
beforeEach(() => {
  dir = tempDir('folio-mcp-limits-');
  store = openSqliteStore(join(dir.path, 'folio.db'), { channels: [] });
  clock = { now: Date.parse('2026-12-01T09:00:00Z') };
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

function service(options: { callsPerMinute?: number; rateLimiter?: SharedRateLimiter } = {}) {
  return createApp({
    store,
    source: testSource,
    config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false, ...(options.callsPerMinute === undefined ? {} : { mcpCallsPerMinute: options.callsPerMinute }) },
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    assistants: async () => corpus,
    now: () => clock.now,
  });
}

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-03-26' };
const search = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search', arguments: { query: 'typescript' } } });
const message = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'leave_message', arguments: { email: `v${id}@example.com`, message: `Hello number ${id}` } } });
const post = (app: ReturnType<typeof service>, from: string, body: unknown) => app.request(MCP_PATH, { method: 'POST', headers: { ...HEADERS, 'x-test-peer': from }, body: JSON.stringify(body) });
type RpcAnswer = { id: number | null; result?: unknown; error?: { code: number; message: string } };

describe('the endpoint\'s limits', () => {
  it('leaves an assistant\'s session as it was: initialize, tools/list and a few calls, through the SDK\'s client', async () => {
    const app = service();
    const client = new Client({ name: 'folio-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`http://folio.test${MCP_PATH}`), {
      fetch: (url, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-test-peer', '192.0.2.1');
        return Promise.resolve(app.fetch(new Request(url, { ...init, headers })));
      },
    });
    await client.connect(transport);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('search');
    for (let n = 0; n < 5; n += 1) expect((await client.callTool({ name: 'search', arguments: { query: 'go' } })).isError).toBeFalsy();
    await client.close();
  });

  it(`refuses a batch of more than ${MCP_LIMITS.callsPerBatch} calls whole, with a JSON-RPC error and 400, and runs one of ${MCP_LIMITS.callsPerBatch}`, async () => {
    const app = service();
    const over = await post(app, '192.0.2.2', Array.from({ length: MCP_LIMITS.callsPerBatch + 1 }, (_, n) => message(n + 1)));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining(`must not exceed ${MCP_LIMITS.callsPerBatch} messages`) as string } });
    expect(await store.sql.all('SELECT id FROM messages')).toEqual([]);

    const within = await post(app, '192.0.2.3', Array.from({ length: MCP_LIMITS.callsPerBatch }, (_, n) => search(n + 1)));
    expect(within.status).toBe(200);
    expect(((await within.json()) as RpcAnswer[]).map((answer) => answer.id)).toEqual(Array.from({ length: MCP_LIMITS.callsPerBatch }, (_, n) => n + 1));
  });

  it(`answers an address past ${MCP_LIMITS.callsPerMinute} calls a minute 429 with Retry-After and a JSON-RPC error, batches counted by their calls, and no other address`, async () => {
    const app = service();
    const batch = Array.from({ length: 10 }, (_, n) => search(n + 1));
    for (let n = 0; n < MCP_LIMITS.callsPerMinute / 10; n += 1) expect((await post(app, '192.0.2.4', batch)).status).toBe(200);
    const refused = await post(app, '192.0.2.4', search(1));
    expect(refused.status).toBe(429);
    // The rest of the minute: a slow machine may have spent a second or two of it on the calls.
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await refused.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Too many calls from this address: at most ${MCP_LIMITS.callsPerMinute} a minute. Try again in ${wait} seconds.` } });
    expect((await post(app, '192.0.2.5', search(1))).status).toBe(200);
    clock.now += 60_000;
    expect((await post(app, '192.0.2.4', search(1))).status).toBe(200);
  });

  it('a refused batch of 100 costs its address its calls: the next request is refused before its body is read', async () => {
    const app = service();
    expect((await post(app, '192.0.2.6', Array.from({ length: 100 }, (_, n) => search(n + 1)))).status).toBe(400);
    expect((await post(app, '192.0.2.6', Array.from({ length: 100 }, (_, n) => search(n + 1)))).status).toBe(400);
    const unread = await app.request(MCP_PATH, { method: 'POST', headers: { ...HEADERS, 'x-test-peer': '192.0.2.6' }, body: '{ not even JSON' });
    expect(unread.status).toBe(429);
  });

  it('with MCP_CALLS_PER_MINUTE=0, no limit per address; the batch cap still holds', async () => {
    const app = service({ callsPerMinute: 0 });
    for (let n = 0; n < 20; n += 1) expect((await post(app, '192.0.2.7', Array.from({ length: 10 }, (_, i) => search(i + 1)))).status).toBe(200);
    expect((await post(app, '192.0.2.7', Array.from({ length: 11 }, (_, i) => search(i + 1)))).status).toBe(400);
  });

  it(`answers 503 with Retry-After while ${MCP_LIMITS.callsInFlight} calls from every address are in flight, and serves again once they are answered`, async () => {
    let open: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (open = resolve));
    // Each message waits on the form's limit, which waits until the test lets it go.
    let waiting = 0;
    const app = service({ callsPerMinute: 0, rateLimiter: { hit: async () => ((waiting += 1), await held, 0) } });
    const full = MCP_LIMITS.callsInFlight / 8;
    const inFlight = Array.from({ length: full }, (_, n) => post(app, `198.51.100.${n + 1}`, Array.from({ length: 8 }, (_, i) => message(n * 8 + i + 1))));
    await waitFor(() => waiting === MCP_LIMITS.callsInFlight, 10_000, 'every call to be in flight');
    const busy = await post(app, '198.51.100.200', search(1));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(((await busy.json()) as RpcAnswer).error?.code).toBe(-32000);
    open();
    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array.from({ length: full }, () => 200));
    expect((await post(app, '198.51.100.200', search(1))).status).toBe(200);
  });
});
