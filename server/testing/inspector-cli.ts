import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The CLI mode's program: the package's main starts the Inspector's web UI, its index the command line.
const INSPECTOR_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli')), 'index.js');

export type Inspected = { ok: true; answer: Record<string, unknown> } | { ok: false; error: string };

/**
 * One call of the MCP Inspector's command-line mode (`@modelcontextprotocol/inspector-cli`, the
 * Inspector's own client, written by no one here) on the endpoint at `url` over Streamable HTTP:
 * `args` as its own flags (`--method tools/call --tool-name search --tool-arg query=…`), with the
 * owner's token as a header when given. Its JSON answer, or what it said on failing.
 */
export function inspect(url: string, args: readonly string[], token?: string): Promise<Inspected> {
  const flags = [INSPECTOR_CLI, url, '--transport', 'http', ...args, ...(token ? ['--header', `Authorization: Bearer ${token}`] : [])];
  return new Promise((resolve) => {
    // Run from its own folder: it finds its package.json by a path it checks from the working
    // directory but imports from its own (1.0.3), which agree only there.
    execFile(process.execPath, flags, { cwd: path.dirname(INSPECTOR_CLI), encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) resolve({ ok: false, error: `${stderr}${stdout}`.trim() || error.message });
      else resolve({ ok: true, answer: JSON.parse(stdout) as Record<string, unknown> });
    });
  });
}
