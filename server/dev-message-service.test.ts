import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canListen, freePort, groupAlive, killGroup, readDatabase, startNpmScript, tempDir, waitFor, type NpmScript } from './test-support';

let dir: ReturnType<typeof tempDir>;
let dev: NpmScript;
let port: number;
let dbPath: string;

// `npm run dev` exactly as a person runs it, on a free port and its own database.
beforeAll(async () => {
  dir = tempDir();
  port = await freePort();
  dbPath = join(dir.path, 'dev.db');
  dev = await startNpmScript('dev', ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { DATABASE_PATH: dbPath, RATE_LIMIT_PER_MINUTE: '0' }, /Local:/u);
}, 90_000);

afterAll(() => {
  killGroup(dev.group);
  dir.remove();
});

describe('npm run dev', () => {
  it('says where the dev server keeps messages', () => {
    expect(dev.output()).toContain(`folio: /api is the message service — messages in ${dbPath}`);
  });

  it('answers POST /api/v1 with the real message service and stores the message', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.com', message: 'Sent to the dev server' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(readDatabase(dbPath).messages).toContainEqual(expect.objectContaining({ id, email: 'dev@example.com', message: 'Sent to the dev server' }));
  });

  it('gives API errors as the service does, not the page', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not an address', message: '' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty('email');
    expect((await fetch(`http://127.0.0.1:${port}/api/nothing`)).status).toBe(404);
  });

  it('still serves the page beside the API', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/src/entry-client.tsx');
  });

  // Last: it stops the server the other tests use.
  it('stops on SIGTERM to npm, closing the database and freeing the port', async () => {
    process.kill(dev.group, 'SIGTERM');
    await dev.exited;
    await waitFor(() => !groupAlive(dev.group), 10_000, `every process of npm run dev to end:\n${dev.output()}`);
    expect(await canListen(port)).toBe(true);
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
  });
});

describe('npm run dev and Ctrl-C', () => {
  it('closes the database cleanly and frees the port on SIGINT to the whole process group', async () => {
    const ownPort = await freePort();
    const ownDb = join(dir.path, 'interrupted.db');
    const run = await startNpmScript('dev', ['--port', String(ownPort), '--strictPort', '--host', '127.0.0.1'], { DATABASE_PATH: ownDb }, /Local:/u);
    try {
      const response = await fetch(`http://127.0.0.1:${ownPort}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'dev@example.com', message: 'Before Ctrl-C' }),
      });
      expect(response.status).toBe(201);
      process.kill(-run.group, 'SIGINT');
      await waitFor(() => !groupAlive(run.group), 15_000, `every process of npm run dev to end:\n${run.output()}`);
      expect(await canListen(ownPort)).toBe(true);
      expect(existsSync(`${ownDb}-wal`)).toBe(false);
      expect(readDatabase(ownDb).messages.map((m) => m.message)).toEqual(['Before Ctrl-C']);
    } finally {
      killGroup(run.group);
    }
  }, 90_000);
});
