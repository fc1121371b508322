import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { stripVTControlCharacters } from 'node:util';

export type ToolResult = { code: number; out: string; err: string };

// Offline-safe and quiet: no telemetry, no fetch of Cloudflare's request metadata.
const QUIET = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** Runs wrangler with `args`; resolves with its exit code and what it printed (nothing is shown). */
export function wrangler(args: readonly string[], env: NodeJS.ProcessEnv, input?: string): Promise<ToolResult> {
  const bin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...env, ...QUIET }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
    child.stdin.end(input ?? '');
  });
}

/**
 * wrangler's own reason for a failure, in one line: its last "✘ [ERROR]" line, else its last line
 * that is not the note on where it wrote its log (wrangler colours its output, even in a pipe).
 */
export function wranglerReason({ out, err }: ToolResult): string {
  const lines = stripVTControlCharacters(`${out}\n${err}`)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.includes('Logs were written to'));
  const error = lines.filter((line) => line.includes('[ERROR]')).at(-1);
  return (error ?? lines.at(-1) ?? 'wrangler failed without saying why').replace(/^✘\s*\[ERROR\]\s*/u, '');
}

/** A deploy step that could not be done: its message is the one line the owner sees. */
export class DeployError extends Error {
  override readonly name = 'DeployError';
}
