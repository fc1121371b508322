import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentPaths } from '../../contract/content-paths';
import type { SiteContent } from '../../contract/content-schema';
import { deployDir } from '../../server/stores/d1/worker-config';
import type { Say } from './cloudflare';
import type { DeployRequest } from './deploy-settings';
import { DeployError } from './wrangler-command';

/** The branch GitHub Pages publishes ("Deploy from a branch" in the repository's Pages settings). */
export const PAGES_BRANCH = 'gh-pages';

/**
 * The repository the site is published from: GITHUB_REPOSITORY in a workflow, else the `origin`
 * remote (git@github.com:you/site.git or https://github.com/you/site).
 */
export function repositoryOf(root: string, env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  const remote = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8' });
  return /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\s*$/u.exec(remote.stdout)?.[1];
}

/**
 * The message service's address as the form wants it: its /api. An owner names the service
 * (https://folio.you.workers.dev); a name with a path of its own is taken as it is.
 */
export function apiAddress(given: string): string {
  const url = new URL(given);
  return url.pathname === '/' || url.pathname === '' ? `${url.origin}/api` : given.replace(/\/+$/u, '');
}

/** A project site lives under /<name>/; a user or organisation site (<owner>.github.io) at the root. */
export function pagesBase(repository: string): string {
  const [owner = '', name = ''] = repository.split('/');
  return name.toLowerCase() === `${owner.toLowerCase()}.github.io` ? '/' : `/${name}/`;
}

/**
 * What the Pages deploy asks of the build (scripts/site/, which the deploy's folder stands beside
 * and does not import: the command hands them in): the site built into `site`, and each of its
 * pages given its own Content-Security-Policy, returning how many.
 */
export type PagesSteps = {
  build: (site: string, env: NodeJS.ProcessEnv) => Promise<void>;
  carryPolicies: (site: string, apiHost: string | undefined) => Promise<number>;
};

/**
 * `npm run deploy -- pages`: the static site for GitHub Pages in .deploy/pages/, built under the
 * repository's path, its form pointed at the message service the owner names (`--api`, or
 * VITE_API_HOST), then pushed to the gh-pages branch of `origin` with the repository's own
 * credentials (a workflow's token, or the owner's). With `--dry-run`, built and not pushed.
 */
export async function deployPages(
  root: string,
  env: NodeJS.ProcessEnv,
  request: DeployRequest,
  { build, carryPolicies }: PagesSteps,
  say: Say,
): Promise<string> {
  const repository = repositoryOf(root, env);
  if (repository === undefined) {
    const hasOrigin = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: root }).status === 0;
    throw new DeployError(`no GitHub repository to publish from: ${hasOrigin ? 'point origin at yours (git remote set-url origin https://github.com/you/site)' : 'add yours as origin (git remote add origin https://github.com/you/site)'}, or set GITHUB_REPOSITORY=you/site`);
  }
  // A custom domain (PAGES_DOMAIN=you.dev) serves the site from its root, and its CNAME file has to
  // be in every push, or GitHub forgets the domain.
  const domain = env.PAGES_DOMAIN?.trim() || undefined;
  const base = env.BASE_PATH ?? (domain ? '/' : pagesBase(repository));
  const named = request.api ?? env.VITE_API_HOST;
  const api = named ? apiAddress(named) : undefined;
  const site = path.join(deployDir(root, env), 'pages');
  await build(site, { ...env, BASE_PATH: base, VITE_API_HOST: api ?? '' });
  // Pages runs Jekyll over the files unless told not to, which would drop _headers and the like.
  writeFileSync(path.join(site, '.nojekyll'), '');
  if (domain) writeFileSync(path.join(site, 'CNAME'), `${domain}\n`);
  // Not the owner's page: a static host runs no service for it (the folder is what goes live).
  rmSync(path.join(site, 'owner'), { recursive: true, force: true });
  // Pages sends no header of ours: each page carries its own policy instead (decision 058).
  const pages = await carryPolicies(site, api);
  const origin = `https://${domain ?? `${repository.split('/')[0]?.toLowerCase()}.github.io`}`;
  say(`built the site for ${origin}${base} in ${path.relative(root, site)}/`);
  say(`GitHub Pages ignores _headers, so each page carries its own Content-Security-Policy in a <meta> tag (${pages} ${pages === 1 ? 'page' : 'pages'}); but nothing in a page can forbid framing (frame-ancestors, X-Frame-Options) or sniffing (nosniff), nor set HSTS: for those, deploy with npm run deploy -- cloudflare, or put a proxy that sends _headers' headers (Cloudflare) in front of Pages`);
  const siteUrl = await siteUrlOf(env);
  if (siteUrl !== undefined && new URL(siteUrl).origin !== origin) {
    say(`note: siteUrl in ${contentPaths(env.CONTENT_DIR).siteLabel} is ${siteUrl}: the canonical links, the sitemap and the share tags name it, not ${origin}${base}`);
  }
  say(
    api
      ? `its form sends to ${api}: that service must allow this site (ALLOWED_ORIGINS=${origin} in its settings, or its .env before npm run deploy -- cloudflare)`
      : 'no message service named (--api https://… or VITE_API_HOST): the form will say it cannot send, and offer your address',
  );
  if (request.dryRun) {
    say(`dry run: nothing pushed (without --dry-run it goes to the ${PAGES_BRANCH} branch of ${repository})`);
    return site;
  }
  pushFolder(root, site, repository);
  say(`pushed it to the ${PAGES_BRANCH} branch of ${repository}: in the repository's Settings → Pages, publish from that branch once`);
  return site;
}

/** The content's siteUrl, as the build reads it. */
async function siteUrlOf(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const file = contentPaths(env.CONTENT_DIR).site;
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { site: SiteContent }).site.siteUrl;
}

/** Commits `folder` as the whole of the branch's tree, without touching the checkout, and pushes it. */
function pushFolder(root: string, folder: string, repository: string): void {
  const index = mkdtempSync(path.join(tmpdir(), 'folio-pages-'));
  const git = (args: string[], extra: NodeJS.ProcessEnv = {}, cwd = root) => {
    const run = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...extra } });
    if (run.status !== 0) throw new DeployError(`git ${args[0] ?? ''} failed: ${(run.stderr || run.stdout).trim().split('\n').at(-1) ?? ''}`);
    return run.stdout.trim();
  };
  try {
    // The repository's objects, a scratch index, and the built folder as the work tree.
    const own = { GIT_DIR: git(['rev-parse', '--absolute-git-dir']), GIT_INDEX_FILE: path.join(index, 'index'), GIT_WORK_TREE: folder };
    // Not the build's stamp, which is the deploy's, not the site's.
    git(['add', '--all', '--force', '--', '.', ':!.folio-build.json'], own, folder);
    const tree = git(['write-tree'], own, folder);
    const who = { GIT_AUTHOR_NAME: 'folio', GIT_AUTHOR_EMAIL: 'folio@users.noreply.github.com', GIT_COMMITTER_NAME: 'folio', GIT_COMMITTER_EMAIL: 'folio@users.noreply.github.com' };
    const commit = git(['commit-tree', tree, '-m', `Site for ${repository}`], who);
    git(['push', '--force', 'origin', `${commit}:refs/heads/${PAGES_BRANCH}`]);
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}
