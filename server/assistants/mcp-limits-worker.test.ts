import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PATH } from '../../contract/assistants';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { readTemplate } from '../stores/d1/worker-config';
import { floodSite } from '../testing/mcp-flood';
import { HANG_TIMEOUT_MS, tempDir } from '../testing/test-support';
import { MCP_LIMITS } from './mcp-limits';

/**
 * The MCP endpoint's limits on the Worker (decision 055): the bundle `wrangler deploy --dry-run`
 * writes, in workerd through Miniflare, as Cloudflare would run it. Its counts live in the isolate,
 * so they hold across the requests one isolate answers, which is what workerd runs locally; the
 * calls are pings, which read no database.
 */
let dir: ReturnType<typeof tempDir>;
let mf: Miniflare;
beforeAll(() => {
  dir = tempDir('folio-worker-limits-');
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const bundle = join(dir.path, 'bundle');
  const run = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', bundle, '--assets', floodSite(dir.path)], { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
  const { compatibility_date: compatibilityDate, compatibility_flags: compatibilityFlags = [] } = readTemplate(PROJECT_ROOT);
  mf = new Miniflare({ modules: true, compatibilityDate, compatibilityFlags, scriptPath: join(bundle, 'worker.js'), modulesRoot: bundle, d1Databases: { DB: 'limits' }, cf: false });
}, HANG_TIMEOUT_MS);
afterAll(async () => {
  await mf.dispose();
  dir.remove();
});

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
const post = async (from: string, body: unknown) => {
  const answer = await mf.dispatchFetch(`https://owner.example${MCP_PATH}`, {
    method: 'POST',
    // Cloudflare's edge sets the caller's address; workerd locally passes the test's through.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-03-26', 'CF-Connecting-IP': from },
    body: JSON.stringify(body),
  });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: (await answer.json()) as { error?: { code: number } } };
};

describe('the MCP endpoint\'s limits on the Worker', { timeout: HANG_TIMEOUT_MS }, () => {
  it('refuses a batch over the cap, and an address past its calls a minute, as Node does', async () => {
    const over = await post('192.0.2.1', Array.from({ length: MCP_LIMITS.callsPerBatch + 1 }, (_, n) => ping(n + 1)));
    expect([over.status, over.body.error?.code]).toEqual([400, -32600]);

    const batch = Array.from({ length: 10 }, (_, n) => ping(n + 1));
    for (let n = 0; n < MCP_LIMITS.callsPerMinute / 10; n += 1) expect((await post('192.0.2.2', batch)).status).toBe(200);
    const refused = await post('192.0.2.2', ping(1));
    expect([refused.status, refused.body.error?.code]).toEqual([429, -32000]);
    // The rest of the minute: a slow machine may have spent a second or two of it on the calls.
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await post('192.0.2.3', ping(1))).status).toBe(200);
  });
});
