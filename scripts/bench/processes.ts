import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free loopback port: listen on 0, read what the OS gave, let it go. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (port === 0) throw new Error('Could not find a free loopback port.');
  return port;
}

/** Runs `node --import tsx <script>` to completion, output shown, and fails on a non-zero exit. */
export async function runTsx(root: string, script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`${script} failed (${signal ?? `exit ${code}`}).`);
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** What the process printed so far, and how it ended if it has: for the error message of a broken run. */
  describe(): string;
  stop(): Promise<void>;
};

/**
 * Starts a server script (`server/main.ts` is what `npm start` runs) as its own process, so the
 * load test measures it and not the bench, and waits until `GET /` answers.
 */
export async function startServer(root: string, script: string, env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept for the error message only; the server logs a line per start and stop, nothing per request.
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    // The server drains in-flight requests for up to 10 s before giving up; allow a little more.
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(`${url}/`, 30_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`The server did not come up: ${(error as Error).message}\n${output}`);
  }
  const describe = (): string => {
    const state = child.exitCode !== null || child.signalCode !== null ? `exited (${child.signalCode ?? child.exitCode})` : 'running';
    return `${script} is ${state}; its output:\n${output.trim() || '(none)'}`;
  };
  return { url, child, describe, stop };
}

async function waitForHttp(url: string, timeoutMs: number, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('the process exited');
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}
