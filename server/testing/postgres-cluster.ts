import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from './test-support';

/** A throwaway PostgreSQL server for tests: its own data folder, on a loopback port. */
export type PostgresCluster = {
  url: string;
  /** A new, empty database on the cluster, so a test shares nothing with another; resolves with its URL. */
  freshDatabase: () => Promise<string>;
  stop: () => void;
};

/**
 * How long an `afterAll` gives `stop()`: stopping the server and removing its data folder (one
 * database per test) is quick alone, but took more than Vitest's 10 s default in a fresh clone
 * whose build ran beside the unit tests.
 */
export const STOP_TIMEOUT_MS = 60_000;

/** Debian's server binaries: /usr/lib/postgresql/<major>/bin, the newest major if several. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((name) => /^\d+$/u.test(name)).sort((a, b) => Number(b) - Number(a));
  const major = majors.find((name) => existsSync(join(root, name, 'bin', 'initdb')));
  return major === undefined ? undefined : join(root, major, 'bin');
}

/**
 * Starts a fresh cluster (initdb, then pg_ctl start) and returns its URL. PostgreSQL refuses to
 * run as root, so as root it runs as the `postgres` user the Debian package creates; as anyone
 * else, as them. Trust authentication on loopback only: it lives for one test run.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql); .ci/run installs it.');
  const dir = mkdtempSync(join(tmpdir(), 'folio-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'folio', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://folio@127.0.0.1:${port}/postgres`;
  return {
    url,
    async freshDatabase() {
      const name = `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const admin = postgres(url, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url.replace(/\/postgres$/u, `/${name}`);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
