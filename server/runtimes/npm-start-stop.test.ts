import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE } from '../../contract/build-stamp';
import { canListen, freePort, groupAlive, killGroup, startNpmScript, tempDir, waitFor, type NpmScript } from '../testing/test-support';

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

  it('SIGTERM during the start-up build stops the build too, and nothing is left writing the site', async () => {
    dir = tempDir();
    const port = await freePort();
    const out = join(dir.path, 'dist');
    // A content module that takes 30 s to load holds the build mid-way, so the signal surely lands during it.
    const slowContent = join(dir.path, 'slow-content');
    mkdirSync(slowContent);
    // Outside the project, so it needs its own word that it is an ES module (for top-level await).
    writeFileSync(join(slowContent, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      join(slowContent, 'site.ts'),
      `await new Promise((resolve) => setTimeout(resolve, 30_000));\nexport { site } from ${JSON.stringify(resolve('fixtures/sample/site.ts'))};\n`,
    );
    const env = { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: out, CONTENT_DIR: slowContent, DATABASE_PATH: join(dir.path, 'folio.db') };
    run = await startNpmScript('start', [], env, /rebuilding the site/u, 30_000);
    const started = run;
    process.kill(started.group, 'SIGTERM');
    await started.exited;
    await waitFor(() => !groupAlive(started.group), 10_000, `every process of npm start, the build included, to end:\n${started.output()}`);
    expect(started.output()).toContain('folio: SIGTERM during the build; stopped before serving anything');
    // The build was cut off before its last step, so the folder has no stamp and is rebuilt next time.
    expect(existsSync(join(out, BUILD_STAMP_FILE))).toBe(false);
    expect(await canListen(port)).toBe(true);
  });
});
