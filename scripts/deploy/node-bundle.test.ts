import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { PROOF_FIELD } from '../../contract/body-limits';
import type { Challenge } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';
import { site } from '../../fixtures/sample/site';
import { CHALLENGE_PATH } from '../../server/api';
import { startPostgres } from '../../server/testing/postgres-cluster';
import { startSmtpSink } from '../../server/testing/smtp-sink';
import { freePort, HANG_TIMEOUT_MS, readDatabase, tempDir, waitFor } from '../../server/testing/test-support';

// `npm run deploy -- node` as an owner runs it, and its bundle as a server gets it: copied to a
// folder with nothing else, installed with the production dependencies alone, started with
// `npm start`. Real programs throughout (npm, the build, the servers): the timeout only catches a hang.
describe('npm run deploy -- node', { timeout: HANG_TIMEOUT_MS }, () => {
  it('writes a bundle that installs with npm ci --omit=dev alone, starts, serves the page and stores a message in SQLite and in PostgreSQL', async () => {
    const dir = tempDir('folio-node-bundle-');
    try {
      const deploy = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'node'], {
        env: { ...process.env, CONTENT_DIR: 'fixtures/sample', OUT_DIR: path.join(dir.path, 'site'), FOLIO_DEPLOY_DIR: path.join(dir.path, 'deploy') },
        encoding: 'utf8',
      });
      expect(deploy.status, deploy.stdout + deploy.stderr).toBe(0);
      const said = deploy.stdout.split('\n').filter((line) => line.startsWith('deploy: '));
      expect(said).toEqual([
        expect.stringMatching(/^deploy: the site in .+ is built and current$/u),
        expect.stringMatching(/^deploy: wrote the bundle to .+ \(\d+ files, [\d.]+ MB\)/u),
        'deploy: wrote folio.service (systemd) and a Dockerfile beside it',
        expect.stringMatching(/^deploy: to go live: copy .+ then there: npm ci --omit=dev && npm start$/u),
      ]);

      // On the "server": the bundle alone, no sources, no checkout around it.
      const server = path.join(dir.path, 'server-folder');
      cpSync(path.join(dir.path, 'deploy', 'node'), server, { recursive: true });
      expect(readdirSync(server).sort()).toEqual(['.dockerignore', 'Dockerfile', 'dist', 'dist-server', 'folio.service', 'package-lock.json', 'package.json', 'server']);
      // No sources travel: the service is bundled, and the launcher is server/'s one file there.
      expect(readdirSync(path.join(server, 'server'), { recursive: true })).toEqual(['runtimes', path.join('runtimes', 'launch.mjs')]);
      // Without install scripts: better-sqlite3 would compile itself here (no prebuilt binary
      // downloads), a minute and more of CPU that tests its build, not folio's bundle. Its addon
      // is the checkout's instead, built from the same lockfile's version for this same Node, as a
      // prebuilt download would be. `npm run bench` times the whole install, compile and all.
      const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: server, env: process.env, encoding: 'utf8' });
      expect(install.status, install.stderr).toBe(0);
      const addon = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
      mkdirSync(path.dirname(path.join(server, addon)), { recursive: true });
      copyFileSync(addon, path.join(server, addon));
      // The build's tools stayed out, and so did what the bundle holds: better-sqlite3 (native) is
      // the one dependency left to install.
      for (const left of ['vite', 'tsx', 'esbuild', 'hono', 'zod']) expect(existsSync(path.join(server, 'node_modules', left)), left).toBe(false);
      expect(existsSync(path.join(server, 'node_modules', 'better-sqlite3'))).toBe(true);

      // SQLite, the default store: a file in the bundle's data/. The owner told by e-mail, through
      // nodemailer as the bundle holds it (a CommonJS package inside an ES module). A message sent
      // at once after its challenge is held as spam, and told of to no one: no least time here.
      const dbPath = path.join(server, 'data', 'folio.db');
      const smtpPort = await freePort();
      const sink = await startSmtpSink(smtpPort);
      try {
        await startSendAndStop(server, { DATABASE_PATH: dbPath, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'owner@example.com', MIN_SEND_SECONDS: '0' }, 'sqlite@example.com', () => sink.mails.length > 0);
        expect(sink.mails.map((mail) => mail.to)).toEqual([['owner@example.com']]);
        expect(sink.mails[0]?.raw).toContain('Sent to the Node bundle');
      } finally {
        await sink.stop();
      }
      expect(readDatabase(dbPath).messages.map(({ email, message }) => ({ email, message }))).toEqual([{ email: 'sqlite@example.com', message: 'Sent to the Node bundle' }]);
      // The owner's command runs bundled too, on the same file.
      const listed = spawnSync('npm', ['run', '--silent', 'messages', '--', '--json'], { cwd: server, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_PATH: dbPath }, encoding: 'utf8' });
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('sqlite@example.com');

      // PostgreSQL, through the driver the bundle holds (no postgres package is installed there).
      const cluster = await startPostgres();
      try {
        const url = await cluster.freshDatabase();
        await startSendAndStop(server, { DATABASE_URL: url }, 'postgres@example.com');
        const sql = postgres(url, { max: 1, onnotice: () => undefined });
        try {
          expect(await sql`SELECT email, message FROM messages`).toEqual([{ email: 'postgres@example.com', message: 'Sent to the Node bundle' }]);
        } finally {
          await sql.end();
        }
      } finally {
        cluster.stop();
      }
    } finally {
      dir.remove();
    }
  });
});

/**
 * `npm start` in the bundle's folder with `settings`: serves the page, takes a message from
 * `email` with a 201, waits for `done` (a notification's arrival), stops.
 */
async function startSendAndStop(server: string, settings: Record<string, string>, email: string, done: () => boolean = () => true): Promise<void> {
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', ...settings };
  const start = spawn('npm', ['start'], { cwd: server, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(() => output.includes('folio: serving') || start.exitCode !== null, HANG_TIMEOUT_MS, 'npm start in the bundle');
    expect(start.exitCode, output).toBeNull();
    // It served the bundle's site as it is: no build was attempted, none was needed.
    expect(output).not.toContain('rebuilding');

    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(site.owner.name);

    const challenge = (await (await fetch(`${origin}${CHALLENGE_PATH}`)).json()) as Challenge;
    const solution = await solveChallenge(challenge);
    const sent = await fetch(`${origin}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, message: 'Sent to the Node bundle', [PROOF_FIELD]: btoa(JSON.stringify(solution)) }),
    });
    expect(sent.status, output).toBe(201);
    await waitFor(done, HANG_TIMEOUT_MS, 'the notification');
  } finally {
    if (start.pid !== undefined && start.exitCode === null) {
      process.kill(-start.pid, 'SIGTERM');
      await once(start, 'exit');
    }
  }
}
