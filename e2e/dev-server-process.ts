import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, killGroup, startNpmScript, type NpmScript } from '../server/testing/test-support';

/** `npm run dev` as the owner runs it, on a port of its own, with `env` (CONTENT_DIR, DATABASE_PATH…). */
export type DevServer = { script: NpmScript; origin: string; cache: string };

export async function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort();
  // A dependency cache of its own (vite.config.ts): another spec's dev server may be running.
  const cache = mkdtempSync(path.join(tmpdir(), 'folio-vite-'));
  const script = await startNpmScript('dev', ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { FOLIO_VITE_CACHE_DIR: cache, ...env }, /Local:/u);
  return { script, origin: `http://127.0.0.1:${port}`, cache };
}

/** Stops it and everything it started (Vite and the message service run in its process group). */
export async function stopDevServer(dev: DevServer | undefined): Promise<void> {
  if (!dev) return;
  process.kill(dev.script.group, 'SIGTERM');
  await dev.script.exited;
  killGroup(dev.script.group);
  rmSync(dev.cache, { recursive: true, force: true });
}
