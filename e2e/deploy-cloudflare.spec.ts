import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { wordsOf } from '../contract/folio-words';
import { site as owner } from '../fixtures/writing/site';
import { freePort, killGroup, startNpmScript, tempDir, type NpmScript } from '../server/testing/test-support';
import { watchConsole } from './support';

// `npm run deploy -- cloudflare --dry-run` as an owner runs it, then the Worker it configured,
// in workerd over a local D1 (`npm run worker` runs the same configuration): every kind of page
// with the headers `npm start` gives it, and a message sent from the page landing in D1. A fixture
// with posts and three languages, so a post and a language's page are there to ask for.
const CONTENT_DIR = 'fixtures/writing';
// One deploy and one Worker for the three tests, not one per test worker.
test.describe.configure({ mode: 'serial' });
let dir: ReturnType<typeof tempDir>;
let worker: NpmScript | undefined;
let origin = '';
let deployOutput = '';
const env = () => ({ CONTENT_DIR, OUT_DIR: join(dir.path, 'site'), STATIC_DIR: join(dir.path, 'site'), FOLIO_DEPLOY_DIR: join(dir.path, 'deploy') });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = tempDir('folio-deploy-cf-');
  const deploy = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'cloudflare', '--dry-run'], { env: { ...process.env, ...env() }, encoding: 'utf8' });
  deployOutput = deploy.stdout + deploy.stderr;
  if (deploy.status !== 0) throw new Error(`the dry run failed:\n${deployOutput}`);
  const port = await freePort();
  worker = await startNpmScript('worker', ['--port', String(port), '--persist-to', join(dir.path, 'state')], env(), /Ready on http/u, 240_000);
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (worker) {
    killGroup(worker.group);
    await worker.exited;
  }
  dir?.remove();
});

test('the dry run says what it did in one line each, bundles the Worker and uploads nothing', () => {
  const lines = deployOutput.split('\n').filter((line) => line.startsWith('deploy: '));
  expect(lines).toEqual([
    expect.stringMatching(/^deploy: the site in .+ is built and current$/u),
    expect.stringMatching(/^deploy: bundled the Worker into .+ \(\d+ KiB gzip\), with the site in .+ as its assets: nothing uploaded$/u),
    expect.stringMatching(/^deploy: (would set \d+ secrets?|no folio settings found)/u),
    expect.stringMatching(/^deploy: to go live: /u),
  ]);
  const bundle = join(dir.path, 'deploy', 'cloudflare', 'worker');
  expect(readdirSync(bundle).some((name) => /\.m?js$/u.test(name))).toBe(true);
});

test('the Worker serves every page with its own headers, the CV, the owner\'s page and the API', async ({ request }) => {
  const site = join(dir.path, 'site');
  const post = readdirSync(join(site, 'posts'), { withFileTypes: true }).find((entry) => entry.isDirectory())?.name;
  const language = readdirSync(site, { withFileTypes: true }).find((entry) => entry.isDirectory() && existsSync(join(site, entry.name, 'index.html')) && /^[a-z]{2}$/u.test(entry.name))?.name;
  expect(post, 'a post in the fixture').toBeDefined();
  expect(language, 'a language\'s page in the fixture').toBeDefined();

  for (const page of ['/', `/${language}/`, `/posts/${post}/`]) {
    const answer = await request.get(`${origin}${page}`);
    expect(answer.status(), page).toBe(200);
    expect(answer.headers()['content-type'], page).toMatch(/^text\/html/u);
    // Exactly the headers the build wrote for this page (npm start sends the same): its policy
    // allows its own inline code and no other page's.
    const html = readFileSync(join(site, page.slice(1), 'index.html'), 'utf8');
    const expected = headersFor(join(site, '_headers'), page);
    expect(expected['Content-Security-Policy'], page).toMatch(/sha256-/u);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers()[name.toLowerCase()], `${page} ${name}`).toBe(value);
    expect(await answer.text(), page).toBe(html);
  }

  // A HEAD gets a GET's headers, the page's own policy among them, and no body.
  const head = await request.head(`${origin}/${language}/`);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toBe(headersFor(join(site, '_headers'), `/${language}/`)['Content-Security-Policy']);
  expect(await head.body()).toHaveLength(0);

  const cv = await request.get(`${origin}/resume.pdf`);
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  expect(cv.headers()['x-content-type-options']).toBe('nosniff');

  const owner = await request.get(`${origin}/owner/`);
  expect(owner.status()).toBe(200);
  expect(owner.headers()['content-security-policy']).toMatch(/^default-src 'none'/u);

  const challenge = await request.get(`${origin}/api/v1/challenge`);
  expect(challenge.status()).toBe(200);
  expect(challenge.headers()['cache-control']).toBe('no-store');

  const missing = await request.get(`${origin}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  expect(await missing.text()).toContain('Page not found');
});

/** The headers `_headers` (Netlify's and Cloudflare Pages' format) gives `page`: the rule for all, then the page's own. */
function headersFor(file: string, page: string): Record<string, string> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return { ...rules.get('/*'), ...rules.get(page) };
}

test('a message sent from the Worker\'s page is in D1', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const stamp = `Sent through the Worker ${Date.now()}`;
  await page.getByLabel(/^Email/u).fill('worker-visitor@example.com');
  await page.getByLabel(/^Message/u).fill(stamp);
  const words = wordsOf(owner.words, owner.lang).form;
  await page.getByRole('button', { name: words.send }).click();
  // workerd over a local D1 on a busy machine: the outcome is what counts here, not its speed.
  await expect(page.getByRole('status')).toHaveText(words.success, { timeout: 30_000 });
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const config = join(dir.path, 'deploy', 'cloudflare', 'wrangler.json');
  const read = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--config', config, '--persist-to', join(dir.path, 'state'), '--json', '--command', 'SELECT email, message FROM messages'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  expect(read.status, read.stderr).toBe(0);
  const rows = (JSON.parse(read.stdout) as { results: { email: string; message: string }[] }[]).at(-1)?.results;
  expect(rows).toEqual([{ email: 'worker-visitor@example.com', message: stamp }]);
  expect(problems).toEqual([]);
});
