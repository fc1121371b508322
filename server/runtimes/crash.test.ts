import { Agent, request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readDatabase, startServerProcess, tempDir, type ServerProcess } from '../testing/test-support';

const MESSAGES = 200;
const KILL_AFTER = 50;
let dir: ReturnType<typeof tempDir> | undefined;
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  dir?.remove();
});

describe('crash safety', () => {
  it('keeps every message that got a 201 when the server is killed with SIGKILL mid-flight', async () => {
    dir = tempDir();
    const dbPath = join(dir.path, 'folio.db');
    // Its load is 200 visitors at once, sent from one address: no cap per address (nor limit) applies.
    const env = { DATABASE_PATH: dbPath, SERVE_STATIC: '0', RATE_LIMIT_PER_MINUTE: '0', MAX_CONNECTIONS_PER_CLIENT: '0' };
    const first = await startServerProcess(env);
    servers.push(first);

    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const acknowledged = new Map<number, string>(); // id → message text
    let created = 0;
    let failed = 0;
    let killed = false;
    const sends = Array.from({ length: MESSAGES }, (_, n) => {
      const text = `crash test message ${n} ✓`;
      return new Promise<void>((resolve) => {
        const req = request({ port: first.port, host: '127.0.0.1', path: '/api/v1', method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => {
            if (res.statusCode === 201) {
              created += 1;
              acknowledged.set((JSON.parse(body) as { id: number }).id, text);
            } else failed += 1;
            // Pull the plug part-way, while the other messages are still in flight.
            if (!killed && created >= KILL_AFTER) {
              killed = true;
              first.child.kill('SIGKILL');
            }
            resolve();
          });
          res.on('error', () => resolve());
        });
        req.on('error', () => {
          failed += 1;
          resolve();
        });
        // All 200 connections open at once; their bodies finish over ~300 ms, so the kill lands
        // with messages at every stage: answered, committed but unanswered, half-received.
        const body = JSON.stringify({ email: `visitor${n}@example.com`, message: text });
        req.write(body.slice(0, 20));
        setTimeout(() => req.end(body.slice(20)), n * 1.5);
      });
    });
    await Promise.all(sends);
    agent.destroy();
    if (!killed) first.child.kill('SIGKILL'); // never hang, even if too few 201s came back
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    // The restarted service opens the same file: SQLite replays the write-ahead log.
    const second = await startServerProcess(env);
    servers.push(second);
    const stored = readDatabase(dbPath).messages;
    const byId = new Map(stored.map((m) => [m.id, m.message]));
    const check = new Database(dbPath, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    console.log(`crash test: sent ${MESSAGES}, 201s ${created}, other answers or dropped connections ${failed}, stored after restart ${stored.length}`);
    expect(acknowledged.size).toBe(created); // every 201 carried its own id
    expect(created).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(MESSAGES);
    for (const [id, text] of acknowledged) expect(byId.get(id)).toBe(text);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.size);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
