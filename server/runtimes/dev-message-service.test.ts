import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canListen, freePort, groupAlive, killGroup, readDatabase, startNpmScript, tempDir, waitFor, type NpmScript } from '../testing/test-support';

let dir: ReturnType<typeof tempDir>;
let dev: NpmScript;
let port: number;
let dbPath: string;

// `npm run dev` exactly as a person runs it, on a free port and its own database.
beforeAll(async () => {
  dir = tempDir();
  port = await freePort();
  dbPath = join(dir.path, 'dev.db');
  dev = await startNpmScript('dev', ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { CONTENT_DIR: 'fixtures/sample', DATABASE_PATH: dbPath, RATE_LIMIT_PER_MINUTE: '0' }, /Local:/u);
}, 90_000);

afterAll(() => {
  killGroup(dev.group);
  dir.remove();
});

describe('npm run dev', () => {
  it('says where the dev server keeps messages', () => {
    expect(dev.output()).toContain(`folio: /api is the message service — messages in ${dbPath}`);
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
});

// Each stop starts its own dev server, sends one message through it, then stops it.
describe('stopping npm run dev', () => {
  for (const [how, stop] of [
    ['SIGTERM to npm alone', (run: NpmScript) => process.kill(run.group, 'SIGTERM')],
    ['Ctrl-C (SIGINT to the whole process group)', (run: NpmScript) => process.kill(-run.group, 'SIGINT')],
  ] as const) {
    it(`stores what was sent, closes the database cleanly and frees the port on ${how}`, async () => {
      const ownPort = await freePort();
      const ownDb = join(dir.path, `stopped-${ownPort}.db`);
      const run = await startNpmScript('dev', ['--port', String(ownPort), '--strictPort', '--host', '127.0.0.1'], { CONTENT_DIR: 'fixtures/sample', DATABASE_PATH: ownDb }, /Local:/u);
      try {
        const response = await fetch(`http://127.0.0.1:${ownPort}/api/v1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'dev@example.com', message: `Before ${how}` }),
        });
        expect(response.status).toBe(201);
        stop(run);
        await waitFor(() => !groupAlive(run.group), 15_000, `every process of npm run dev to end:\n${run.output()}`);
        expect(await canListen(ownPort)).toBe(true);
        expect(existsSync(`${ownDb}-wal`)).toBe(false);
        expect(readDatabase(ownDb).messages.map((m) => m.message)).toEqual([`Before ${how}`]);
      } finally {
        killGroup(run.group);
      }
    }, 90_000);
  }
});
