import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ConfigError, SETTING_NAMES } from '../../server/config';
import { workerConfig } from '../../server/runtimes/worker';
import { databaseName, databasesListed, deployDir, writeWorkerConfig } from '../../server/stores/d1/worker-config';
import { DeployError, wrangler, wranglerReason } from './wrangler-command';

/** What a deploy step says, one line each. */
export type Say = (line: string) => void;

const LOGIN = 'run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN, and CLOUDFLARE_ACCOUNT_ID if the token sees several accounts), then `npm run deploy -- cloudflare` again';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/u;

/**
 * `npm run deploy -- cloudflare`: the site built in `site`, with the message service and the owner's
 * page, as one Worker over D1 (server/runtimes/worker.ts). Finds the owner's database by its name in
 * wrangler.jsonc or creates it, applies the migrations, deploys, then sets folio's settings found in
 * the environment (or `.env`) as the Worker's secrets. With `dryRun`, bundles the Worker into
 * .deploy/cloudflare/worker/ and uploads nothing. Returns the Worker's address (undefined on a dry run).
 */
export async function deployCloudflare(root: string, site: string, env: NodeJS.ProcessEnv, dryRun: boolean, say: Say): Promise<string | undefined> {
  const settings = folioSettings(env);
  try {
    workerConfig(settings);
  } catch (error) {
    if (error instanceof ConfigError) throw new DeployError(error.message);
    throw error;
  }

  if (dryRun) {
    const config = writeWorkerConfig(root, site, { env });
    const outdir = path.join(deployDir(root, env), 'cloudflare', 'worker');
    const built = await wrangler(['deploy', '--dry-run', '--outdir', outdir, '--config', config], env);
    if (built.code !== 0) throw new DeployError(`bundling the Worker failed: ${wranglerReason(built)}`);
    say(`bundled the Worker into ${relative(root, outdir)}/ (${kib(workerBytes(outdir))} KiB gzip), with the site in ${relative(root, site)}/ as its assets: nothing uploaded`);
    const names = Object.keys(settings);
    say(names.length > 0 ? `would set ${names.length} secret${names.length === 1 ? '' : 's'}: ${names.join(', ')}` : 'no folio settings found in the environment or .env: the Worker would run on the defaults');
    say(`to go live: ${env.CLOUDFLARE_API_TOKEN ? 'npm run deploy -- cloudflare' : LOGIN.replace(', then `npm run deploy -- cloudflare` again', ', then `npm run deploy -- cloudflare`')}`);
    return undefined;
  }

  await ensureAccount(env);
  const databaseId = await ensureDatabase(root, env, say);
  const config = writeWorkerConfig(root, site, { databaseId, env });

  const migrated = await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--config', config], env);
  if (migrated.code !== 0) throw new DeployError(`applying the migrations to D1 failed: ${wranglerReason(migrated)}`);
  say('applied the database migrations');

  // The settings go up with the deployment itself (wrangler's --secrets-file): the new Worker never
  // runs a moment without them. A file only wrangler reads, gone once it has: the values never
  // reach a command line.
  const names = Object.keys(settings);
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-secrets-'));
  let deployed;
  try {
    const file = path.join(folder, 'secrets.json');
    writeFileSync(file, JSON.stringify(settings), { mode: 0o600 });
    deployed = await wrangler(['deploy', '--config', config, ...(names.length > 0 ? ['--secrets-file', file] : [])], env);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (deployed.code !== 0) throw new DeployError(`deploying the Worker failed: ${wranglerReason(deployed)}`);
  const address = /https:\/\/[^\s]+\.workers\.dev/u.exec(deployed.out)?.[0] ?? /https:\/\/\S+/u.exec(deployed.out)?.[0];
  say(`deployed the Worker${address ? ` to ${address}` : ''}`);
  say(
    names.length > 0
      ? `with ${names.length} secret${names.length === 1 ? '' : 's'}: ${names.join(', ')}`
      : 'no folio settings found in the environment or .env: the Worker runs on the defaults (docs/deploying.md lists them)',
  );
  if (address) say(`invite yourself to the inbox: npm run owner -- invite --d1 --remote --origin ${address}`);
  return address;
}

// Where the Node server listens, keeps its files and counts its connections: nothing for a Worker.
const NODE_ONLY = new Set(['PORT', 'HOST', 'DATABASE_PATH', 'DATABASE_URL', 'STATIC_DIR', 'SERVE_STATIC', 'TRUST_PROXY', 'MAX_CONNECTIONS', 'MAX_CONNECTIONS_PER_CLIENT']);

/** folio's settings a Worker reads (server/config.ts), each set as a secret when it has a value. */
export const WORKER_SETTING_NAMES = SETTING_NAMES.filter((name) => !NODE_ONLY.has(name));

/** The Worker's settings that the environment or .env sets (an empty one counts as unset, as a workflow's missing secret is). */
function folioSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(WORKER_SETTING_NAMES.flatMap((name) => (env[name] === undefined || env[name] === '' ? [] : [[name, env[name]]])));
}

async function ensureAccount(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.CLOUDFLARE_API_TOKEN) return;
  const who = await wrangler(['whoami'], env);
  const said = `${who.out}\n${who.err}`;
  if (who.code !== 0 || /not authenticated|not logged in/iu.test(said)) {
    const offline = /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|fetch failed|ETIMEDOUT/u.test(said);
    throw new DeployError(offline ? `Cloudflare cannot be reached from here (no network?): ${LOGIN} where it can` : `no Cloudflare account on this machine: ${LOGIN}`);
  }
}

/** The owner's database: found by wrangler.jsonc's database_name, or created. */
async function ensureDatabase(root: string, env: NodeJS.ProcessEnv, say: Say): Promise<string> {
  const name = databaseName(root);
  const listed = await wrangler(['d1', 'list', '--json'], env);
  if (listed.code !== 0) throw new DeployError(`listing the account's D1 databases failed: ${wranglerReason(listed)}`);
  let found;
  try {
    found = databasesListed(listed.out).find((db) => db.name === name);
  } catch (error) {
    throw new DeployError((error as Error).message);
  }
  if (found) {
    say(`found the D1 database ${name} (${found.uuid})`);
    return found.uuid;
  }
  const created = await wrangler(['d1', 'create', name], env);
  const id = UUID.exec(created.out)?.[0];
  if (created.code !== 0 || id === undefined) throw new DeployError(`creating the D1 database ${name} failed: ${wranglerReason(created)}`);
  say(`created the D1 database ${name} (${id})`);
  return id;
}

function workerBytes(outdir: string): number {
  return readdirSync(outdir)
    .filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(path.join(outdir, name))).length, 0);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const relative = (root: string, target: string) => path.relative(root, target) || '.';
