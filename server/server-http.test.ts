import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../contract/limits';
import { createApp } from './app';
import { openStore, type MessageStore } from './store';
import { readDatabase, tempDir } from './test-support';

// The same app behind a real socket: here the body is read from node's stream, not a web stream.
let dir: ReturnType<typeof tempDir>;
let store: MessageStore;
let server: ServerType;
let port: number;

beforeAll(async () => {
  dir = tempDir();
  store = openStore(join(dir.path, 'folio.db'));
  const app = createApp({ store, config: { allowedOrigins: [], rateLimitPerMinute: 3, trustProxy: false } });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  store.close();
  dir.remove();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
/** Sends `chunks` one by one (chunked unless Content-Length is given) and collects the answer. */
function send(chunks: string[], headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/api/v1', method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    let i = 0;
    const next = (): void => {
      if (i >= chunks.length) return void req.end();
      if (req.destroyed) return;
      req.write(chunks[i] ?? '', () => setImmediate(next));
      i += 1;
    };
    next();
  });
}

describe('behind a real socket', () => {
  it('stores a message sent in chunks', async () => {
    const res = await send(['{"email":"ana@exa', 'mple.com","message":"in ', 'three parts"}']);
    expect(res.status).toBe(201);
    const { id } = JSON.parse(res.body) as { id: number };
    expect(readDatabase(join(dir.path, 'folio.db')).messages.find((m) => m.id === id)?.message).toBe('in three parts');
  });

  it('answers 413 to a chunked body once it passes 16 KiB', async () => {
    const chunks = ['{"email":"ana@example.com","message":"', ...Array.from({ length: 40 }, () => 'x'.repeat(1024)), '"}'];
    const res = await send(chunks);
    expect(res.status).toBe(413);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringContaining('16 KiB') });
  });

  it('answers 413 to a declared length over 16 KiB', async () => {
    const body = JSON.stringify({ email: 'ana@example.com', message: 'x'.repeat(BODY_MAX_BYTES) });
    const res = await send([body], { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(res.status).toBe(413);
  });

  it('limits by the socket address: the fourth message in a minute gets 429', async () => {
    // Two count already: the first message, and the chunked 413 (the limit is checked before the
    // body is read; a declared oversize is refused before that).
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await send([JSON.stringify({ email: 'ana@example.com', message: `m${i}` })])).status);
    expect(statuses).toEqual([201, 429]);
  });
});
