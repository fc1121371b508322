import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections, REFUSED_PAUSE_MS } from './connection-guard';

/**
 * A connection answered "come back later" (429, 503) is not read again for REFUSED_PAUSE_MS (issue
 * 56): a flood refused at once is otherwise answered as fast as it sends, and the page waits behind
 * it. Other answers are not held.
 */
let server: Server | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

/** A server that answers each path's status, leaving a POST's body unread as a refusal before the body does. */
async function listening(holdRefused?: boolean): Promise<number> {
  server = createServer((req, res) => {
    res.statusCode = Number(req.url?.slice(1)) || 200;
    res.end('answer');
  });
  guardConnections(server, { total: 10, perClient: 10, log: () => undefined, ...(holdRefused === undefined ? {} : { holdRefused }) });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** POSTs with a body to each path in turn on one keep-alive connection; the time from the first to each answer. */
async function inTurn(port: number, paths: string[]): Promise<number[]> {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  const times: number[] = [];
  for (const path of paths) {
    await new Promise<void>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method: 'POST', agent, headers: { 'content-length': '4' } }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end('body');
    });
    times.push(performance.now() - started);
  }
  return times;
}

describe('a connection answered 429 or 503', () => {
  it('is not read again for a while, its next request answered then; a connection answered 200 or 400 at once', async () => {
    const port = await listening();
    const [refused, held, busy, heldAgain] = await inTurn(port, ['/429', '/200', '/503', '/200']);
    expect(refused).toBeLessThan(REFUSED_PAUSE_MS / 2);
    expect((held ?? 0) - (refused ?? 0)).toBeGreaterThanOrEqual(REFUSED_PAUSE_MS - 50);
    expect((heldAgain ?? 0) - (busy ?? 0)).toBeGreaterThanOrEqual(REFUSED_PAUSE_MS - 50);
    agent?.destroy();
    const quick = await inTurn(port, ['/200', '/400', '/200', '/200']);
    expect(quick.at(-1)).toBeLessThan(REFUSED_PAUSE_MS / 2);
  });

  it('is not held behind a proxy (TRUST_PROXY), whose connections carry every client\'s requests', async () => {
    const port = await listening(false);
    const times = await inTurn(port, ['/429', '/200', '/503', '/200']);
    expect(times.at(-1)).toBeLessThan(REFUSED_PAUSE_MS / 2);
  });
});
