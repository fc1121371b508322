import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../../contract/body-limits';
import { createApp } from '../app';
import { nodeRequestSource } from './node-request';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { readDatabase, tempDir } from '../testing/test-support';

type Service = { port: number; dbPath: string; close: () => Promise<void> };

/** The app behind a real socket: there the body is read from node's stream, not a web stream. */
async function startService(rateLimitPerMinute: number): Promise<Service> {
  const dir = tempDir();
  const dbPath = join(dir.path, 'folio.db');
  const store = openSqliteStore(dbPath);
  const app = createApp({ store, source: nodeRequestSource, config: { allowedOrigins: [], rateLimitPerMinute, trustProxy: false } });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    store.close();
    dir.remove();
  };
  return { port: (server.address() as AddressInfo).port, dbPath, close };
}

// The body tests share one service with the limit off, so no test's answer depends on another's hits.
let service: Service;
beforeAll(async () => {
  service = await startService(0);
});
afterAll(() => service.close());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
/** Sends `chunks` one by one (chunked unless Content-Length is given) and collects the answer. */
function send(port: number, chunks: string[], headers: Record<string, string> = {}): Promise<Answer> {
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
    const res = await send(service.port, ['{"email":"ana@exa', 'mple.com","message":"in ', 'three parts"}']);
    expect(res.status).toBe(201);
    const { id } = JSON.parse(res.body) as { id: number };
    expect(readDatabase(service.dbPath).messages.find((m) => m.id === id)?.message).toBe('in three parts');
  });

  it('answers 413 to a chunked body once it passes the body limit, saying the limit', async () => {
    const chunks = ['{"email":"ana@example.com","message":"', ...Array.from({ length: 40 }, () => 'x'.repeat(1024)), '"}'];
    const res = await send(service.port, chunks);
    expect(res.status).toBe(413);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringContaining(`${BODY_MAX_BYTES / 1024} KiB`) });
  });

  it('answers 413 to a declared length over the body limit', async () => {
    const body = JSON.stringify({ email: 'ana@example.com', message: 'x'.repeat(BODY_MAX_BYTES) });
    const res = await send(service.port, [body], { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(res.status).toBe(413);
  });

  it('limits by the socket address: with a limit of 3, three messages in a minute pass and the fourth gets 429', async () => {
    const limited = await startService(3);
    try {
      const message = (i: number) => [JSON.stringify({ email: 'ana@example.com', message: `m${i}` })];
      const allowed: number[] = [];
      for (let i = 0; i < 3; i += 1) allowed.push((await send(limited.port, message(i))).status);
      expect(allowed).toEqual([201, 201, 201]);

      const fourth = await send(limited.port, message(3));
      expect(fourth.status).toBe(429);
      // The first message leaves the one-minute window in at most 60 s.
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(JSON.parse(fourth.body)).toEqual({ error: expect.stringContaining(`try again in ${retryAfter} second`) });
      expect(readDatabase(limited.dbPath).messages.map((m) => m.message)).toEqual(['m0', 'm1', 'm2']);
    } finally {
      await limited.close();
    }
  });
});
