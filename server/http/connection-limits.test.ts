import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, tempDir, waitFor, type ServerProcess } from '../testing/test-support';
import { guardConnections } from './connection-guard';

/** What a slow or hostile client can hold of `npm start`: connections, and bodies nobody reads. */
let dir: ReturnType<typeof tempDir> | undefined;
let server: ServerProcess | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.stop();
  server = undefined;
  dir?.remove();
});

/** A connection from `from`: any address of 127.0.0.0/8 is this machine's, so each stands for another client. */
function open(port: number, from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

const BODY_CHUNK = 64 * 1024;

/**
 * Sends `head`, then `chunk` after `chunk` (64 KiB of body each) for as long as the server keeps
 * the connection, failing after `withinMs`; resolves with what the server answered and how much
 * body was sent.
 */
async function streamUntilClosed(port: number, head: string, chunk: Buffer, withinMs: number): Promise<{ answer: string; sent: number }> {
  const socket = await open(port);
  let answer = '';
  socket.on('data', (data: Buffer) => (answer += data.toString()));
  socket.on('error', () => undefined);
  socket.write(head);
  let sent = 0;
  const pump = setInterval(() => {
    if (!socket.closed && socket.writable) {
      socket.write(chunk);
      sent += BODY_CHUNK;
    }
  }, 1);
  try {
    await Promise.race([closed(socket), new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${sent} bytes`)), withinMs))]);
  } finally {
    clearInterval(pump);
  }
  return { answer, sent };
}


/** One GET of the API from `from` on a connection of its own: its status, or 0 when the connection was refused. */
function statusFrom(port: number, from: string): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest({ port, host: '127.0.0.1', localAddress: from, path: '/api/v1', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.end();
  });
}

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));

describe('connections', () => {
  it('npm start refuses connections past the cap from one address at once, and serves again when they go', async () => {
    dir = tempDir();
    server = await startServerProcess({ DATABASE_PATH: join(dir.path, 'folio.db'), MAX_CONNECTIONS_PER_CLIENT: '4' });
    const held = await Promise.all(Array.from({ length: 4 }, () => open(server?.port ?? 0)));
    const extra = await open(server.port);
    await closed(extra);
    expect(held.every((socket) => !socket.closed)).toBe(true);
    for (const socket of held) socket.destroy();
    await waitFor(async () => (await fetch(`${server?.url}/api/v1`).then((r) => r.status, () => 0)) === 405, 5_000, 'an answer again');
  }, 30_000);

  it('lets a new visitor in while idle connections from many addresses hold every slot, and says so in the log', async () => {
    // Issue 25's red team at a smaller scale: 64 addresses x 32 idle connections held all 2,000
    // slots. The guard on a server of its own, so the log's interval can be short.
    const lines: string[] = [];
    const guarded = createServer((_, response) => response.writeHead(405).end());
    guardConnections(guarded, { total: 24, perClient: 4, logEveryMs: 200, log: (line) => lines.push(line) });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    const port = (guarded.address() as AddressInfo).port;
    try {
      const attackers = Array.from({ length: 6 }, (_, n) => `127.0.0.${10 + n}`);
      const held = await Promise.all(attackers.flatMap((from) => Array.from({ length: 4 }, () => open(port, from))));
      // Every slot is taken by idle connections; each visitor, from an address of its own, still gets its answer.
      const visits = [];
      for (let n = 0; n < 8; n += 1) visits.push(await statusFrom(port, `127.0.0.${100 + n}`));
      expect(visits).toEqual(Array.from({ length: 8 }, () => 405));
      expect(held.filter((socket) => socket.closed).length).toBeGreaterThanOrEqual(1);
      // Four from one more address take idle places; a fifth from it is over its own cap, whatever
      // is idle: refused, and logged.
      await Promise.all(Array.from({ length: 4 }, () => open(port, '127.0.0.200')));
      await closed(await open(port, '127.0.0.200'));
      await waitFor(() => lines.includes('folio: refused 1 connection in the last 0.2 s (1 over 4 from one address)'), 5_000, 'the refusal in the log');
      await waitFor(() => lines.some((line) => /^folio: closed \d+ idle connections? in the last 0\.2 s to let new ones in \(24 open in all\)$/u.test(line)), 5_000, 'the log line');
    } finally {
      guarded.closeAllConnections();
      await new Promise((resolve) => guarded.close(resolve));
    }
  });

  it('cuts a request that has not arrived by its deadline, as it passes, and says so; a keep-alive connection waiting for its next request is not cut', async () => {
    const lines: string[] = [];
    const guarded = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    guardConnections(guarded, { total: 24, perClient: 4, logEveryMs: 200, requestDeadlineMs: 500, log: (line) => lines.push(line) });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    const port = (guarded.address() as AddressInfo).port;
    try {
      // Headers, and half of the body: then nothing.
      const slow = await open(port);
      slow.on('error', () => undefined);
      slow.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nhalf');
      await closed(slow);
      await waitFor(() => lines.includes('folio: closed 1 connection in the last 0.2 s whose request had not arrived within 0.5 s'), 5_000, 'the log line');
      // Two requests on one connection, the second after more than the deadline: both answered.
      const kept = await open(port);
      let answers = '';
      kept.on('data', (data: Buffer) => (answers += data.toString()));
      const ask = 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nok';
      kept.write(ask);
      await waitFor(() => answers.split('HTTP/1.1 204').length === 2, 5_000, 'the first answer');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      kept.write(ask);
      await waitFor(() => answers.split('HTTP/1.1 204').length === 3, 5_000, 'the second answer');
    } finally {
      guarded.closeAllConnections();
      await new Promise((resolve) => guarded.close(resolve));
    }
  });

  it('closes a GET that streams a body instead of reading it to the end', async () => {
    dir = tempDir();
    server = await startServerProcess({ DATABASE_PATH: join(dir.path, 'folio.db') });
    const head = `GET /api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000000\r\n\r\n`;
    const { answer, sent } = await streamUntilClosed(server.port, head, Buffer.alloc(BODY_CHUNK, 0x61), 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /u);
    expect(answer).toMatch(/^Connection: close/imu);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  }, 20_000);

  it('answers a POST whose body never ends with 413, then closes the connection instead of reading on', async () => {
    dir = tempDir();
    server = await startServerProcess({ DATABASE_PATH: join(dir.path, 'folio.db') });
    const head = 'POST /api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const frame = Buffer.concat([Buffer.from(`${BODY_CHUNK.toString(16)}\r\n`), Buffer.alloc(BODY_CHUNK, 0x61), Buffer.from('\r\n')]);
    const { answer, sent } = await streamUntilClosed(server.port, head, frame, 8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /u);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  }, 20_000);
});
