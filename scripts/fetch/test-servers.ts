/**
 * For tests: a server on 127.0.0.1 that answers from a table of routes, and a body of any size
 * generated as it is sent (a 600 MB answer without 600 MB in the test's memory), and a command run
 * as a child process that reports its peak memory.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../contract/content-paths';

export type Route = (request: IncomingMessage, response: ServerResponse) => void;
export type LocalServer = { origin: string; hits: string[]; close: () => Promise<void> };

/** Serves `routes` by path on a free port of 127.0.0.1; anything else is a 404. Records each path asked for. */
export async function localServer(routes: Record<string, Route>): Promise<LocalServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * Sends `total` bytes, starting with `head`, then filler, 64 kB at a time as the client takes them
 * (no content-length: the size is known only by reading it); stops when the client hangs up.
 */
export function generatedBody(total: number, contentType: string, head: Buffer = Buffer.alloc(0)): Route {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const more = () => {
      while (sent < total && !response.destroyed) {
        const piece = sent === 0 && head.length > 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!response.write(piece)) return void response.once('drain', more);
      }
      if (!response.destroyed) response.end();
    };
    response.on('close', () => (sent = total));
    more();
  };
}

export type MeasuredRun = { code: number | null; stdout: string; stderr: string; peakRssMb: number | undefined };

/**
 * Runs a script of the project with tsx as a child process, as npm would, and reads its peak
 * memory: a preload writes process.resourceUsage().maxRSS when it exits (undefined if it crashed).
 */
export async function runMeasured(script: string, args: string[], env: Record<string, string>): Promise<MeasuredRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-rss-'));
  const report = path.join(dir, 'max-rss');
  const preload = path.join(dir, 'report-rss.mjs');
  await writeFile(preload, `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(report)}, String(process.resourceUsage().maxRSS)));\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', preload, path.join(PROJECT_ROOT, script), ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const kilobytes = await readFile(report, 'utf8').then(Number, () => undefined);
  return { code, stdout, stderr, peakRssMb: kilobytes === undefined ? undefined : Math.round(kilobytes / 1024) };
}
