import { spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { HANG_TIMEOUT_MS, tempDir } from '../../server/testing/test-support';

// `npm run deploy -- pages` as it publishes, in a clone of folio whose origin is a repository of
// this machine's: the site, built under the repository's path, arrives as the whole tree of the
// gh-pages branch, and the owner's checkout is left as it was. Real git and a real build; the
// timeout only catches a hang.
const run = (cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: done.status ?? 1, out: `${done.stdout}${done.stderr}`.trim() };
};

/** The Content-Security-Policy a `_headers` file gives one exact path. */
function policyOf(file: string, rule: string): string | undefined {
  const name = 'Content-Security-Policy: ';
  let inRule = false;
  for (const line of file.split('\n')) {
    if (!line.startsWith(' ')) inRule = line === rule;
    else if (inRule && line.trim().startsWith(name)) return line.trim().slice(name.length);
  }
  return undefined;
}

describe('npm run deploy -- pages', { timeout: HANG_TIMEOUT_MS }, () => {
  it('pushes the site built for /<repository>/ to gh-pages, each page carrying its policy, without the owner\'s page, and leaves the checkout alone', () => {
    const dir = tempDir('folio-pages-push-');
    try {
      const origin = path.join(dir.path, 'origin.git');
      const site = path.join(dir.path, 'site');
      expect(run(dir.path, 'git', ['init', '--quiet', '--bare', origin]).code).toBe(0);
      expect(run(dir.path, 'git', ['clone', '--quiet', '--shared', PROJECT_ROOT, site]).code).toBe(0);
      expect(run(site, 'git', ['remote', 'set-url', 'origin', origin]).code).toBe(0);
      symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(site, 'node_modules'));
      const before = run(site, 'git', ['status', '--porcelain']).out;

      const deploy = run(site, process.execPath, ['--import', 'tsx', 'scripts/deploy/deploy.ts', 'pages', '--api', 'https://folio.ada.workers.dev'], {
        GITHUB_REPOSITORY: 'ada/portfolio',
        CONTENT_DIR: 'fixtures/sample',
        FOLIO_DEPLOY_DIR: path.join(dir.path, 'deploy'),
      });
      expect(deploy.code, deploy.out).toBe(0);
      expect(deploy.out).toContain('deploy: pushed it to the gh-pages branch of ada/portfolio');
      expect(deploy.out).toContain('ALLOWED_ORIGINS=https://ada.github.io');

      const files = run(origin, 'git', ['ls-tree', '-r', '--name-only', 'gh-pages']).out.split('\n');
      expect(files).toContain('index.html');
      expect(files).toContain('.nojekyll');
      expect(files.some((file) => file.startsWith('owner/'))).toBe(false);
      expect(files).not.toContain('.folio-build.json');
      const page = run(origin, 'git', ['show', 'gh-pages:index.html']).out;
      expect(page).toMatch(/src="\/portfolio\/assets\//u);
      // The form may reach the service the owner named: the headers' policy lets it connect there.
      expect(run(origin, 'git', ['show', 'gh-pages:_headers']).out).toMatch(/connect-src 'self' https:\/\/folio\.ada\.workers\.dev/u);
      // Pages ignores _headers: each page carries the policy _headers gives it, in its head before
      // any script or style, minus the one directive a <meta> policy cannot set; the deploy says
      // what a page cannot carry, and where to get it.
      const headers = run(origin, 'git', ['show', 'gh-pages:_headers']).out;
      const pages = files.filter((file) => file === 'index.html' || file.endsWith('/index.html'));
      for (const file of pages) {
        const html = run(origin, 'git', ['show', `gh-pages:${file}`]).out;
        const header = policyOf(headers, `/portfolio/${file.slice(0, -'index.html'.length)}`);
        expect(header, file).toContain("frame-ancestors 'none'");
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/u.exec(html);
        expect(meta?.[1], file).toBe(header?.replace("; frame-ancestors 'none'", ''));
        expect(meta?.index, file).toBeLessThan(html.search(/<(?:script|style|link)\b/u));
      }
      expect(deploy.out).toMatch(/deploy: GitHub Pages ignores _headers, .*X-Frame-Options.*nosniff.*npm run deploy -- cloudflare/u);
      // The owner's own branch and files are as they were.
      expect(run(site, 'git', ['status', '--porcelain']).out).toBe(before);
      expect(run(origin, 'git', ['branch', '--list']).out.trim()).toBe('gh-pages');
    } finally {
      dir.remove();
    }
  });
});
