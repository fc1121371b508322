import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROOF_FIELD } from '../../contract/body-limits';
import type { Challenge } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';
import { site } from '../../fixtures/sample/site';
import { CHALLENGE_PATH } from '../../server/api';
import { freePort, HANG_TIMEOUT_MS, readDatabase, tempDir, waitFor } from '../../server/testing/test-support';

// `npm run deploy -- node` as an owner runs it, and its bundle as a server gets it: copied to a
// folder with nothing else, installed with the production dependencies alone, started with
// `npm start`. Real programs throughout (npm, the build, better-sqlite3 compiled where no
// prebuilt binary downloads): the timeout only catches a hang.
describe('npm run deploy -- node', { timeout: HANG_TIMEOUT_MS }, () => {
  it('writes a bundle that installs with npm ci --omit=dev alone, starts, serves the page and stores a message', async () => {
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
      expect(readdirSync(server).sort()).toEqual(['.dockerignore', 'Dockerfile', 'contract', 'dist', 'folio.service', 'package-lock.json', 'package.json', 'server', 'tsconfig.json']);
      const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: server, env: process.env, encoding: 'utf8' });
      expect(install.status, install.stderr).toBe(0);
      // The build's tools stayed out: only what the service runs on is there.
      expect(existsSync(path.join(server, 'node_modules', 'vite'))).toBe(false);
      expect(existsSync(path.join(server, 'node_modules', 'better-sqlite3'))).toBe(true);

      const port = await freePort();
      const dbPath = path.join(server, 'data', 'folio.db');
      const start = spawn('npm', ['start'], { cwd: server, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
          body: JSON.stringify({ email: 'bundle@example.com', message: 'Sent to the Node bundle', [PROOF_FIELD]: btoa(JSON.stringify(solution)) }),
        });
        expect(sent.status).toBe(201);
        expect(readDatabase(dbPath).messages.map(({ email, message }) => ({ email, message }))).toEqual([{ email: 'bundle@example.com', message: 'Sent to the Node bundle' }]);
      } finally {
        if (start.pid !== undefined && start.exitCode === null) process.kill(-start.pid, 'SIGTERM');
      }
    } finally {
      dir.remove();
    }
  });
});
