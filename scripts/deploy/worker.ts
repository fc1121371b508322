import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { ConfigError, SETTING_NAMES } from '../../server/config';
import { workerConfig } from '../../server/runtimes/worker';
import { ensureFreshBuild } from '../../server/site/fresh-build';
import { writeWorkerConfig } from '../../server/stores/d1/worker-config';

/**
 * `npm run worker -- --port N`: the Cloudflare Worker (server/runtimes/worker.ts) in workerd, over a local
 * D1 with the migrations applied, as `wrangler dev` runs it: the same Worker, with the same
 * configuration, that `npm run deploy -- cloudflare` deploys (the whole site, the API and the
 * owner's page). folio's settings in the environment (RATE_LIMIT_PER_MINUTE, WEBHOOK_URL,
 * MAIL_API_KEY, …) are handed on as the Worker's variables, so it is configured as `npm start` is.
 * Other arguments go to `wrangler dev` as they are. The site is served from dist/ (STATIC_DIR names
 * another build), built first when it is missing or stale, as `npm start` does: wrangler refuses
 * to start without the folder, and a stale page would call an API that changed.
 */
// A bad setting stops here with one line, as it stops `npm start`, rather than failing every request.
try {
  workerConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const site = path.resolve(PROJECT_ROOT, process.env.STATIC_DIR ?? 'dist');
await ensureFreshBuild(PROJECT_ROOT, site);
const config = ['--config', writeWorkerConfig(PROJECT_ROOT, site)];

const args = process.argv.slice(2);
const persistAt = args.indexOf('--persist-to');
const persist = persistAt >= 0 ? ['--persist-to', args[persistAt + 1] ?? ''] : [];
// Offline-safe: no telemetry, and no fetch of Cloudflare's request metadata (a default is used).
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const wrangler = (command: string[]) => [createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js'), ...command];

const migrated = spawnSync(process.execPath, wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...config, ...persist]), { env, stdio: ['ignore', 'pipe', 'inherit'] });
if (migrated.status !== 0) {
  process.stdout.write(migrated.stdout);
  console.error('folio: applying the D1 migrations to the local database failed (above).');
  process.exit(migrated.status ?? 1);
}

const vars = SETTING_NAMES.flatMap((name) => {
  const value = process.env[name];
  return value === undefined ? [] : ['--var', `${name}:${value}`];
});
// The Cron Trigger's pass on demand: GET /__scheduled. wrangler 4.86's own /cdn-cgi/handler/scheduled
// fails ("exception") once the Worker has static assets, reaching the assets' router rather than the
// Worker (cloudflare/workers-sdk#9882, fixed in a later Miniflare); /__scheduled goes through the Worker.
console.log('folio: GET /__scheduled on the local Worker runs its Cron Trigger (the outbox pass) once.');
const dev = spawn(process.execPath, wrangler(['dev', ...config, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--test-scheduled', ...vars, ...args]), { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
