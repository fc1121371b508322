import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment a deploy runs with: the shell's, over the project's `.env` file when there is
 * one (git ignores it: it holds the owner's secrets). A variable set in the shell wins, as it does
 * for every other tool that reads `.env`.
 */
export function deployEnv(root: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const file = path.join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...env };
}

/** What the command was asked: `npm run deploy -- <target> [--dry-run] [--api URL]`. */
export type DeployRequest = { target: DeployTarget; dryRun: boolean; api: string | undefined };
export const DEPLOY_TARGETS = ['cloudflare', 'node', 'pages'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export const DEPLOY_USAGE = `Usage: npm run deploy -- <target> [--dry-run] [--api https://…]

  cloudflare   one Worker serves the site, the message service and the owner's page, over D1
  node         a bundle for any Node host or VPS, with a systemd unit and a Dockerfile beside it
  pages        the static site for GitHub Pages, its form sending to the service at --api
               (https://folio.you.workers.dev, or VITE_API_HOST); PAGES_DOMAIN for a custom domain

  --dry-run    build and check everything, upload nothing`;

/** Reads the arguments; throws an Error whose message is the one line to show. */
export function parseDeployArgs(args: readonly string[]): DeployRequest {
  const rest = [...args];
  const dryRun = take(rest, '--dry-run');
  const apiAt = rest.indexOf('--api');
  let api: string | undefined;
  if (apiAt >= 0) {
    api = rest[apiAt + 1];
    if (api === undefined || !/^https?:\/\//u.test(api)) throw new Error('--api needs the address of the message service, like https://folio.you.workers.dev');
    rest.splice(apiAt, 2);
  }
  const [target, ...unknown] = rest;
  if (target === undefined) throw new Error(`name a target: ${DEPLOY_TARGETS.join(', ')}`);
  if (!DEPLOY_TARGETS.includes(target as DeployTarget)) throw new Error(`unknown target "${target}": the targets are ${DEPLOY_TARGETS.join(', ')}`);
  if (unknown.length > 0) throw new Error(`unknown argument "${unknown[0]}"`);
  return { target: target as DeployTarget, dryRun, api };
}

function take(args: string[], flag: string): boolean {
  const at = args.indexOf(flag);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
}
