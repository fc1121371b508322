import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, readDatabase, stampAsCurrent, startServerProcess, tempDir, waitFor, type ServerProcess } from '../testing/test-support';

let dir: ReturnType<typeof tempDir>;
let server: ServerProcess | undefined;
beforeEach(() => {
  dir = tempDir();
});
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = undefined;
  dir.remove();
});

describe('server/runtimes/node.ts', () => {
  it('stops on a bad setting with one line naming it, and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/runtimes/node.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: 'abc', DATABASE_PATH: join(dir.path, 'folio.db') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")\n');
    expect(existsSync(join(dir.path, 'folio.db'))).toBe(false);
  });

  it('gives an IPv6 host in its start-up line as a URL has it, in brackets', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/runtimes/node.ts'], {
      env: { PATH: process.env.PATH ?? '', SERVE_STATIC: '0', HOST: '::1', PORT: String(port), DATABASE_PATH: join(dir.path, 'folio.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => output.includes('folio: serving') || child.exitCode !== null, 20_000, 'the start-up line');
      expect(output).toContain(` on http://[::1]:${port}/ `);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops with one line naming DATABASE_PATH when the database cannot be opened', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/runtimes/node.ts'], {
      env: { PATH: process.env.PATH ?? '', SERVE_STATIC: '0', DATABASE_PATH: dir.path },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(/^Invalid configuration: DATABASE_PATH must be a SQLite file this user can create and write \(got ".+": /u);
  });

  it('on SIGTERM refuses new connections, finishes the request in flight, and closes the database', async () => {
    const dbPath = join(dir.path, 'data', 'folio.db');
    server = await startServerProcess({ DATABASE_PATH: dbPath });
    const { port } = server;
    let answer = '';
    let status = 0;
    const inFlight = request({ port, host: '127.0.0.1', path: '/api/v1', method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } }, (res) => {
      status = res.statusCode ?? 0;
      res.on('data', (c: Buffer) => (answer += c.toString()));
    });
    inFlight.write('{"email":"ana@example.com",');
    await new Promise((resolve) => setTimeout(resolve, 150));

    server.child.kill('SIGTERM');
    await waitFor(() => server?.output().includes('SIGTERM') ?? false, 5_000, 'the shutdown to begin');
    const refused = await new Promise<string>((resolve) => {
      request({ port, host: '127.0.0.1', path: '/api/v1', agent: false }, () => resolve('answered')).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error')).end();
    });
    expect(refused).toBe('ECONNREFUSED');

    inFlight.end('"message":"sent while stopping"}');
    expect(await server.exited).toBe(0);
    expect(status).toBe(201);
    expect(JSON.parse(answer)).toEqual({ id: 1 });
    expect(server.output()).toContain('stopped cleanly');
    // A clean close checkpoints the write-ahead log into the database and removes it.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    expect(readDatabase(dbPath).messages.map((m) => m.message)).toEqual(['sent while stopping']);
  });

  it('serves the built site and the API on one port, and says its form posts here', async () => {
    const dist = stampedDist(dir.path, { base: '/', apiHost: null });
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    server = await startServerProcess({ SERVE_STATIC: '1', STATIC_DIR: dist, DATABASE_PATH: join(dir.path, 'folio.db') });
    await waitFor(() => startLines(server?.output() ?? '').length >= 2, 2_000, 'the line about the form');
    expect(startLines(server.output())).toEqual([
      expect.stringMatching(new RegExp(`^folio: serving the site from ${dist}/ and the API on http://127\\.0\\.0\\.1:${server.port}/ `, 'u')),
      "folio: the page's form posts to /api/v1 on this service",
    ]);
    const base = `http://127.0.0.1:${server.port}`;
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Ana</h1>');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect((await fetch(`${base}/assets/app-1a2b3c.js`)).headers.get('cache-control')).toContain('immutable');
    const posted = await fetch(`${base}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', message: 'hi' }) });
    expect(posted.status).toBe(201);
    // No URL can be made of a backslash path, so the app never sees it: the answer is still JSON.
    const raw = await rawRequest(server.port, 'GET /api\\v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /u);
    expect(raw).toMatch(/^content-type: application\/json/imu);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'The request could not be read as HTTP with a valid URL.' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('serves a deploy build whose form posts elsewhere, saying so in one line, with a CSP that lets the form reach it', async () => {
    // As left by `BASE_PATH=/my-repo/ VITE_API_HOST=https://api.example/api npm run build`.
    const dist = stampedDist(dir.path, { base: '/my-repo/', apiHost: 'https://api.example/api' });
    server = await startServerProcess({ SERVE_STATIC: '1', STATIC_DIR: dist, DATABASE_PATH: join(dir.path, 'folio.db') });
    await waitFor(() => startLines(server?.output() ?? '').length >= 2, 2_000, 'the line about the form');
    expect(startLines(server.output())).toEqual([
      expect.stringMatching(new RegExp(`^folio: serving the site from ${dist}/ and the API on http://127\\.0\\.0\\.1:${server.port}/my-repo/ `, 'u')),
      "folio: this build's form posts to https://api.example/api/v1, not to this service: rebuild with VITE_API_HOST= (empty) npm run build to send messages here",
    ]);
    const page = await fetch(`http://127.0.0.1:${server.port}/my-repo/`);
    expect(page.status).toBe(200);
    const connectSrc = /connect-src ([^;]+)/u.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(connectSrc?.split(' ')).toEqual(["'self'", 'https://api.example']);
  });
});

/**
 * A built folder stamped as a build of the sources as they are (so it is served, not rebuilt),
 * with the base path and API host a build would record.
 */
function stampedDist(root: string, settings: { base: string; apiHost: string | null }): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script>document.documentElement.className="light-theme"</script><h1>Ana</h1>');
  stampAsCurrent(dist, settings);
  return dist;
}

/** The lines the service printed up to the first request: what an owner reads after `npm start`. */
function startLines(output: string): string[] {
  return output.split('\n').filter((line) => line.startsWith('folio: '));
}

/** Sends bytes as they are, which fetch and http.request would refuse or correct. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
