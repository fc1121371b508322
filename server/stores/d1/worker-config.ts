import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Worker's wrangler configuration as folio runs it, locally (`npm run worker`) and deployed
 * (`npm run deploy -- cloudflare`): `wrangler.jsonc`, folio's template, with the paths made
 * absolute, the site's folder as the static assets, and the owner's database. It is written to
 * `.deploy/cloudflare/wrangler.json` (FOLIO_DEPLOY_DIR names another folder), which git ignores:
 * the database's id is the owner's deployment, not folio's source, so an update of folio never
 * meets it. Every wrangler command folio runs (the Worker, its migrations, `npm run messages --
 * --d1`, `npm run owner -- … --d1`) is given this file.
 */

/** The id wrangler.jsonc carries until a deploy finds or creates the owner's database. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

type D1Binding = { binding: string; database_name: string; database_id: string; migrations_dir: string };
export type WorkerConfig = {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  d1_databases: D1Binding[];
  assets: { directory: string; binding: string; run_worker_first: boolean; not_found_handling?: string };
  /** Modules bundled in place of others, by path from the project. */
  alias?: Record<string, string>;
} & Record<string, unknown>;

export const deployDir = (root: string, env: NodeJS.ProcessEnv = process.env): string => path.resolve(root, env.FOLIO_DEPLOY_DIR ?? '.deploy');
export const workerConfigPath = (root: string, env: NodeJS.ProcessEnv = process.env): string => path.join(deployDir(root, env), 'cloudflare', 'wrangler.json');

/** wrangler.jsonc without its comments (whole-line `//` comments: keep any you add on lines of their own). */
export function readTemplate(root: string): WorkerConfig {
  const text = readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gmu, '');
  try {
    return JSON.parse(text) as WorkerConfig;
  } catch (error) {
    throw new Error(`wrangler.jsonc could not be read (${(error as Error).message}): folio reads comments only on lines of their own, and no trailing commas`, { cause: error });
  }
}

/** The written configuration, if any. */
export function readWorkerConfig(root: string, env: NodeJS.ProcessEnv = process.env): WorkerConfig | undefined {
  const file = workerConfigPath(root, env);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WorkerConfig) : undefined;
}

/** The owner's database id as recorded by a deploy, or undefined before one. */
export function deployedDatabaseId(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const id = readWorkerConfig(root, env)?.d1_databases[0]?.database_id;
  return id === undefined || id === PLACEHOLDER_DATABASE_ID ? undefined : id;
}

/**
 * Writes the configuration for the site built in `siteDir`; `databaseId` is the deployed
 * database's (kept from the last write when omitted). Returns the file's path.
 */
export function writeWorkerConfig(root: string, siteDir: string, options: { databaseId?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const env = options.env ?? process.env;
  const template = readTemplate(root);
  const [database, ...others] = template.d1_databases;
  if (!database) throw new Error('wrangler.jsonc names no D1 database');
  const databaseId = options.databaseId ?? deployedDatabaseId(root, env) ?? database.database_id;
  const config: WorkerConfig = {
    ...template,
    main: path.resolve(root, template.main),
    d1_databases: [{ ...database, database_id: databaseId, migrations_dir: path.resolve(root, database.migrations_dir) }, ...others],
    assets: { ...template.assets, directory: path.resolve(root, siteDir) },
    ...(template.alias ? { alias: Object.fromEntries(Object.entries(template.alias).map(([name, file]) => [name, path.resolve(root, file)])) } : {}),
  };
  // The template's schema path is relative to the project, which this file is not in.
  delete config.$schema;
  const file = workerConfigPath(root, env);
  mkdirSync(path.dirname(file), { recursive: true });
  // Whole or not at all: a Worker starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(partial, file);
  return file;
}

/** `--config <file>` for a wrangler command, once the configuration has been written. */
export function configArgs(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const file = workerConfigPath(root, env);
  return existsSync(file) ? ['--config', file] : [];
}

/**
 * The deployed database's id, recorded here: found by its name in the Cloudflare account when
 * this machine has not deployed (the deploy ran in a workflow, say), through wrangler, which must
 * be logged in. Undefined when the account has no such database.
 */
export function findDeployedDatabase(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const known = deployedDatabaseId(root, env);
  if (known !== undefined) return known;
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const listed = spawnSync(process.execPath, [wrangler, 'd1', 'list', '--json'], { env: { ...env, WRANGLER_SEND_METRICS: 'false' }, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`listing the account's D1 databases failed (is wrangler logged in? npx wrangler login): ${(listed.stderr || listed.stdout).trim().split('\n').at(-1) ?? ''}`);
  const id = databasesListed(listed.stdout).find((db) => db.name === databaseName(root))?.uuid;
  if (id !== undefined) writeWorkerConfig(root, readWorkerConfig(root, env)?.assets.directory ?? path.join(root, readTemplate(root).assets.directory), { databaseId: id, env });
  return id;
}

/** The name of the owner's database in wrangler.jsonc, which a deploy finds it by. */
export const databaseName = (root: string): string => readTemplate(root).d1_databases[0]?.database_name ?? 'folio';

/** The databases `wrangler d1 list --json` printed (after any notice of its own); throws when it printed no list. */
export function databasesListed(printed: string): { uuid: string; name: string }[] {
  let listed: unknown;
  try {
    listed = JSON.parse(printed.slice(Math.max(0, printed.indexOf('['))));
  } catch {
    throw new Error(`wrangler d1 list did not answer with the databases as JSON: ${printed.trim().split('\n').at(-1) ?? ''}`);
  }
  return Array.isArray(listed) ? (listed as { uuid: string; name: string }[]) : [];
}
