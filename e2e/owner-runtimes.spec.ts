import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPostgres } from '../server/testing/postgres-cluster';
import { groupAlive, killGroup, startNpmScript, type NpmScript } from '../server/testing/test-support';
import { inboxJourney, inviteLinkIn, passkeyJourney, sendMessages, watchForProblems, type OwnerRuntime } from './owner-journeys';
import { E2E_SERVERS, siteOf } from './sites';

/**
 * The owner's side (/owner/, issue 25) on the runtimes other than Node over SQLite (which
 * e2e/owner-inbox.spec.ts walks on the suite's sample server): Node over PostgreSQL and the Worker
 * over D1, each started here as an owner starts it, and walked once through the sign-in's journey
 * and every action of the inbox. The messages come through the sample site's real form: served by
 * that Node server itself, or, for the Worker (which serves no site), the sample server's page with
 * its form's requests sent on to the Worker (page.route), as a site hosted apart would send them.
 */
test.skip(({ browserName }) => browserName !== 'chromium', 'the virtual authenticator is Chromium’s (CDP)');

const sample = siteOf('sample');
// Past the suite's own servers, which playwright.config.ts puts at E2E_PORT + 0, 1, 2...
const basePort = Number(process.env.E2E_PORT ?? 4391);
const ports = { postgres: basePort + E2E_SERVERS.length, worker: basePort + E2E_SERVERS.length + 1 };
// The sample server's settings (playwright.config.ts): the form's least time and rate limit for a test.
const formSettings = { RATE_LIMIT_PER_MINUTE: '1000', MIN_SEND_SECONDS: '1' };

const localhost = (port: number | string) => `http://localhost:${port}`;
const invite = (origin: string, store: string[], env: Record<string, string> = {}) =>
  inviteLinkIn(execFileSync('npm', ['run', '--silent', 'owner', '--', 'invite', '--origin', origin, ...store], { env: { ...process.env, ...env }, encoding: 'utf8' }));

/** SIGTERM to the whole npm group (npm, the runtime, wrangler's workerd), then whatever is left is killed. */
async function stop(script: NpmScript): Promise<void> {
  const late = setTimeout(() => killGroup(script.group), 15_000);
  if (groupAlive(script.group)) process.kill(-script.group, 'SIGTERM');
  await script.exited;
  clearTimeout(late);
  killGroup(script.group);
}

test('Node over PostgreSQL: invite, enrol, sign out and in, a second passkey; every inbox action on messages from the form', async ({ page }) => {
  test.setTimeout(90_000);
  const cluster = await startPostgres();
  try {
    const databaseUrl = await cluster.freshDatabase();
    // `npm start` as the owner runs it with DATABASE_URL, serving the sample's build (the suite's sample server built it).
    const server = await startNpmScript(
      'start',
      [],
      { CONTENT_DIR: sample.contentDir, OUT_DIR: sample.outDir, STATIC_DIR: sample.outDir, PORT: String(ports.postgres), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...formSettings },
      /folio: serving/u,
    );
    try {
      expect(server.output()).toContain('messages in PostgreSQL');
      const origin = localhost(ports.postgres);
      const runtime: OwnerRuntime = { siteOrigin: origin, ownerOrigin: origin, invite: () => invite(origin, [], { DATABASE_URL: databaseUrl }) };
      await walk(page, runtime);
    } finally {
      await stop(server);
    }
  } finally {
    cluster.stop();
  }
});

test('the Worker over D1: the same, the form on the sample site sending to the Worker', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const persist = mkdtempSync(path.join(tmpdir(), 'folio-e2e-worker-'));
  const siteOrigin = localhost(new URL(baseURL ?? '').port);
  const ownerOrigin = localhost(ports.worker);
  // `npm run worker` as the owner runs it: wrangler dev in workerd over a local D1, the page from dist/owner/.
  const worker = await startNpmScript('worker', ['--port', String(ports.worker), '--persist-to', persist], { ...formSettings, ALLOWED_ORIGINS: siteOrigin }, /Ready on/u, 90_000);
  try {
    // The sample site's form posts to its own /api/v1; the Worker takes those requests instead.
    await page.route(`${siteOrigin}/api/v1**`, (route) => route.continue({ url: route.request().url().replace(siteOrigin, ownerOrigin) }));
    const runtime: OwnerRuntime = { siteOrigin, ownerOrigin, invite: () => invite(ownerOrigin, ['--d1', '--persist-to', persist]) };
    await walk(page, runtime);
    // Served by the Worker from its static assets, under the page's own policy.
    const html = await page.request.get(`${ownerOrigin}/owner/`);
    expect(html.headers()['x-frame-options']).toBe('DENY');
    expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  } finally {
    await stop(worker);
    rmSync(persist, { recursive: true, force: true });
  }
});

/** The whole journey on one runtime, and no fault in the console on the way. */
async function walk(page: Parameters<typeof passkeyJourney>[0], runtime: OwnerRuntime): Promise<void> {
  const problems = watchForProblems(page);
  const email = `owner-runtime-${Date.now()}@company.example`;
  await sendMessages(page, runtime, email);
  await passkeyJourney(page, runtime);
  await inboxJourney(page, runtime, email);
  expect(problems()).toEqual([]);
}
