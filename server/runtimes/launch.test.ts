import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { tempDir } from '../testing/test-support';
import { SERVICE_DIR, SOURCES_FILE } from './service-bundle-layout';

// The launcher as a production install runs it: a folder with no node_modules (so no tsx), the
// launcher at its place, and a bundle whose program says it ran. Real `node` processes.
const LAUNCHER = path.join(PROJECT_ROOT, 'server/runtimes/launch.mjs');
const SOURCE = 'server/runtimes/node.ts';

let root: { path: string; remove: () => void };
const at = (file: string) => path.join(root.path, file);
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const launch = (source = SOURCE) => spawnSync(process.execPath, [at('server/runtimes/launch.mjs'), source, '--limit', '3'], { cwd: root.path, encoding: 'utf8' });

beforeEach(() => {
  root = tempDir('folio-launch-');
  cpSync(LAUNCHER, at('server/runtimes/launch.mjs'));
  // The bundled program prints the arguments it was given, as the real one would read them.
  write(`${SERVICE_DIR}/node.mjs`, "console.log('bundle ran with', JSON.stringify(process.argv.slice(2)));\n");
  write('package-lock.json', '{}\n');
  write(`${SERVICE_DIR}/${SOURCES_FILE}`, JSON.stringify({ [SOURCE]: sha256('export {};\n'), 'package-lock.json': sha256('{}\n') }));
});
afterEach(() => root.remove());

describe('server/runtimes/launch.mjs without build tools', () => {
  it('names the same folder and record as the bundle it runs', () => {
    const launcher = readFileSync(LAUNCHER, 'utf8');
    expect(launcher).toContain(`const SERVICE_DIR = '${SERVICE_DIR}';`);
    expect(launcher).toContain(`const SOURCES_FILE = '${SOURCES_FILE}';`);
  });

  it('runs the bundle deployed without its sources, with the arguments meant for the program', () => {
    const run = launch();
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('bundle ran with ["--limit","3"]\n');
  });

  it('runs the bundle in a checkout whose sources are the ones it was made from', () => {
    write(SOURCE, 'export {};\n');
    expect(launch().stdout).toBe('bundle ran with ["--limit","3"]\n');
  });

  it('refuses a bundle older than the checkout, naming the source that changed and what to run', () => {
    write(SOURCE, 'export const changed = true;\n');
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`${SERVICE_DIR}/ was built before ${SOURCE} changed`);
    expect(run.stderr).toContain('npm ci && npm run build');
  });

  it('refuses a checkout whose lockfile moved on (other dependencies than the bundle holds)', () => {
    write(SOURCE, 'export {};\n');
    write('package-lock.json', '{"lockfileVersion":3}\n');
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('was built before package-lock.json changed');
  });

  it('says in one line what to run when there is no bundle', () => {
    rmSync(at(SERVICE_DIR), { recursive: true });
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`no whole built service in ${SERVICE_DIR}/`);
  });

  it('says in one line what to run when the bundle is not whole (no record of its sources)', () => {
    rmSync(at(`${SERVICE_DIR}/${SOURCES_FILE}`));
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`no whole built service in ${SERVICE_DIR}/`);
  });

  it('refuses what is not a program of the service', () => {
    const run = launch('server/runtimes/node.js');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('launch.mjs runs a program of the service');
  });
});
