import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canListen, freePort, groupAlive, killGroup, startNpmScript, tempDir, waitFor, type NpmScript } from './test-support';

let dir: ReturnType<typeof tempDir> | undefined;
let run: NpmScript | undefined;
afterEach(() => {
  if (run) killGroup(run.group);
  run = undefined;
  dir?.remove();
});

/** `npm start` as a person runs it, API only so no build is involved; resolves once it listens. */
async function npmStart(): Promise<{ port: number; dbPath: string }> {
  dir = tempDir();
  const port = await freePort();
  const dbPath = join(dir.path, 'folio.db');
  run = await startNpmScript('start', [], { PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: '0', DATABASE_PATH: dbPath }, /folio: serving/u, 30_000);
  expect(await canListen(port)).toBe(false);
  return { port, dbPath };
}

async function expectAllGone(started: NpmScript, port: number, dbPath: string): Promise<void> {
  await started.exited;
  // npm may exit before its child; give the child the moment a clean close takes.
  await waitFor(() => !groupAlive(started.group), 10_000, `every process of npm start to end:\n${started.output()}`);
  expect(await canListen(port)).toBe(true);
  expect(started.output()).toContain('folio: stopped cleanly');
  // A clean close checkpoints the write-ahead log into the database and removes it.
  expect(existsSync(`${dbPath}-wal`)).toBe(false);
}

describe('stopping npm start', () => {
  it('SIGTERM to the npm process alone stops the server and frees the port', async () => {
    const { port, dbPath } = await npmStart();
    const started = run as NpmScript;
    process.kill(started.group, 'SIGTERM');
    await expectAllGone(started, port, dbPath);
  });

  it('Ctrl-C (SIGINT to the whole process group) stops the server and frees the port', async () => {
    const { port, dbPath } = await npmStart();
    const started = run as NpmScript;
    process.kill(-started.group, 'SIGINT');
    await expectAllGone(started, port, dbPath);
  });
});
