import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { ASSISTANT_CORPUS_FILE, type AssistantCorpus } from '../../contract/assistants';
import { stampAsCurrent, waitFor } from './test-support';

/**
 * The red team's MCP flood and the visitor it must not slow, for the flood test
 * (server/assistants/mcp-flood.test.ts) and the bench's row (bench/mcp-flood.ts).
 */

export const FIXTURE_PAGE = '<!doctype html><title>Fixture</title><h1>Fixture page</h1>';

/** A fixture owner's public facts, with enough passages that a search does some work. */
function fixtureCorpus(): AssistantCorpus {
  const passages = Array.from({ length: 60 }, (_, n) => ({ section: n % 2 ? 'Experience' : 'Writing', text: `Entry ${n}: engineer on queues, TypeScript services and the outbox pattern, year ${2000 + n}` }));
  const page = {
    lang: 'en',
    name: 'English',
    path: '',
    url: 'https://owner.example/',
    overview: '# Ada Quinn\n\n## Experience\n\n- Staff engineer, Northwind (2021 – present)\n',
    availability: 'From March 2027, remote or Berlin.',
    availabilityLabel: 'Open to work',
    profile: { basics: { name: 'Ada Quinn', label: 'Engineer' }, work: passages.slice(0, 20).map((p) => ({ name: p.section, summary: p.text })) },
    texts: [],
    passages,
  };
  return { version: 1, name: 'Ada Quinn', pages: [page] };
}

/** A built folder stamped as a build of the sources as they are (so `npm start` serves it rather than building), with the assistants' facts. */
export function floodSite(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), FIXTURE_PAGE);
  writeFileSync(join(dist, ASSISTANT_CORPUS_FILE), JSON.stringify(fixtureCorpus()));
  stampAsCurrent(dist);
  return dist;
}

export type FloodShape = { addresses: number; perAddress: number; batch: number; forMs: number };
export type FloodTally = { statuses: Record<string, number>; failed: number };
export type Flood = {
  /** Resolves once every connection has had an answer (or 2 s after the first). */
  ready: Promise<void>;
  stop(): Promise<FloodTally>;
};

/** Starts mcp-flood-client.ts against `port`, which may not listen yet (the flood tries again until it does). */
export function startMcpFlood(port: number, shape: FloodShape): Flood {
  const env = { PATH: process.env.PATH ?? '', FLOOD_PORT: String(port), FLOOD_ADDRESSES: String(shape.addresses), FLOOD_PER_ADDRESS: String(shape.perAddress), FLOOD_BATCH: String(shape.batch), FLOOD_MS: String(shape.forMs) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/mcp-flood-client.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = waitFor(() => output.includes('flooding') || child.exitCode !== null, 60_000, 'the MCP flood to start').then(() => {
    if (!output.includes('flooding')) throw new Error(`the MCP flood did not start:\n${output}`);
  });
  return {
    ready,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) throw new Error(`the MCP flood printed no tally:\n${output}`);
      return JSON.parse(line) as FloodTally;
    },
  };
}

/** One load of the page on a connection of its own: its status (0 when refused or not answered within `timeoutMs`) and its time. */
export function loadPage(port: number, from: string, timeoutMs: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const req = httpRequest({ port, host: '127.0.0.1', localAddress: from, path: '/', agent: false, timeout: timeoutMs }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done(response.statusCode === 200 && body.length === 0 ? 0 : (response.statusCode ?? 0)));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

export type VisitorReport = { loads: number; served: number; p50Ms: number; p90Ms: number; slowestMs: number };

export type VisitorPlan = {
  from: string;
  loads: number;
  /** A load not answered 200 within this is not served. */
  timeoutMs: number;
  /** Loads at once, as a browser opens a few connections; one by default. */
  parallel?: number;
  /** The least time from one load's start to the next one's on the same connection. */
  spacingMs?: number;
  /** Loads not begun this long after the first count as not served, so a run that fails still ends in time. */
  deadlineMs?: number;
};

/** The visitor's page loads, each on a connection of its own: how many were served, and how long they took (a load not served counts as `timeoutMs`). */
export async function visitor(port: number, plan: VisitorPlan): Promise<VisitorReport> {
  const start = performance.now();
  const times: number[] = [];
  let next = 0;
  let served = 0;
  const lane = async (): Promise<void> => {
    while (next < plan.loads) {
      next += 1;
      const left = plan.deadlineMs === undefined ? plan.timeoutMs : plan.deadlineMs - (performance.now() - start);
      const { status, ms } = left > 0 ? await loadPage(port, plan.from, Math.min(plan.timeoutMs, left)) : { status: 0, ms: 0 };
      if (status === 200) served += 1;
      times.push(status === 200 ? ms : plan.timeoutMs);
      const wait = (plan.spacingMs ?? 0) - ms;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(Array.from({ length: plan.parallel ?? 1 }, lane));
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN);
  return { loads: plan.loads, served, p50Ms: at(0.5), p90Ms: at(0.9), slowestMs: at(1) };
}
