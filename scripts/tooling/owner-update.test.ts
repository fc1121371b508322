import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { site as other } from '../../fixtures/other-owner/site';
import { HANG_TIMEOUT_MS, tempDir } from '../../server/testing/test-support';

// docs/updating.md's promise, as an owner lives it: a copy of folio at an earlier commit, the
// owner's own content/ committed on top (another career, pictures, posts, translations), then
// folio's next version merged in, including a later change to folio's sample. The merge must meet
// no conflict, leave content/ as the owner wrote it, and the owner's site must then check and
// build as before. The earlier commit is the first one with the sample in sample/ when the
// clone's history has it, else HEAD itself (a shallow clone), with folio's later change made here.
const git = (cwd: string, args: string[]) => {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Owner', GIT_AUTHOR_EMAIL: 'owner@example.com', GIT_COMMITTER_NAME: 'Owner', GIT_COMMITTER_EMAIL: 'owner@example.com' } });
  return { code: run.status ?? 1, out: `${run.stdout}${run.stderr}`.trim() };
};

describe('taking folio\'s next version', { timeout: HANG_TIMEOUT_MS }, () => {
  it('merges into an owner\'s site with no conflict, keeps their content/ and their site builds', () => {
    const dir = tempDir('folio-update-');
    try {
      const head = git(PROJECT_ROOT, ['rev-parse', 'HEAD']).out;
      const moved = git(PROJECT_ROOT, ['log', '--format=%H', '--diff-filter=A', '--', 'sample/site.ts']).out.split('\n').filter(Boolean).at(-1);
      const earlier = moved !== undefined && git(PROJECT_ROOT, ['cat-file', '-e', `${moved}^{commit}`]).code === 0 ? moved : head;

      const site = path.join(dir.path, 'site');
      expect(git(dir.path, ['clone', '--quiet', '--shared', '--no-checkout', PROJECT_ROOT, site]).code).toBe(0);
      expect(git(site, ['checkout', '--quiet', '-b', 'owner', earlier]).out).toBe('');

      // The owner makes it theirs: another career with its pictures, a post and a translation, committed.
      const content = path.join(site, 'content');
      cpSync(path.join(PROJECT_ROOT, 'fixtures', 'other-owner'), content, { recursive: true });
      mkdirSync(path.join(content, 'posts'));
      writeFileSync(path.join(content, 'posts', 'shipping-small.md'), '---\ntitle: Shipping small\ndate: 2025-01-20\nsummary: Small changes, reviewed fast.\n---\n\nSmall changes are easy to review.\n');
      mkdirSync(path.join(content, 'translations'));
      writeFileSync(
        path.join(content, 'translations', 'fr.ts'),
        "import type { Translation } from '../../contract/translation';\n\nexport const translation: Translation = { lang: 'fr', owner: { greeting: 'Bonjour, je suis' } };\n",
      );
      expect(git(site, ['add', 'content']).code).toBe(0);
      expect(git(site, ['commit', '--quiet', '-m', 'My own content']).code).toBe(0);
      const mine = git(site, ['rev-parse', 'HEAD:content']).out;

      // folio moves on: today's main (as folio has it: run in an owner's own repository, their
      // content/ is not folio's), and one more change to its sample on top.
      expect(git(site, ['checkout', '--quiet', '-b', 'folio', head]).code).toBe(0);
      if (existsSync(path.join(site, 'content'))) expect(git(site, ['rm', '-r', '--quiet', 'content']).code).toBe(0);
      const sample = path.join(site, 'sample', 'site.ts');
      writeFileSync(sample, `${readFileSync(sample, 'utf8')}// folio's sample, changed after the owner's first commit.\n`);
      expect(git(site, ['commit', '--quiet', '-am', 'folio changes its sample']).code).toBe(0);

      expect(git(site, ['checkout', '--quiet', 'owner']).code).toBe(0);
      const merge = git(site, ['merge', '--no-edit', 'folio']);
      expect(merge.code, merge.out).toBe(0);
      expect(git(site, ['diff', '--name-only', '--diff-filter=U']).out).toBe('');
      expect(git(site, ['rev-parse', 'HEAD:content']).out).toBe(mine);

      // The owner's site, as the merged folio builds it: their check passes, their page is theirs.
      symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(site, 'node_modules'));
      const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts'], { cwd: site, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: '' } });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      const out = path.join(dir.path, 'dist');
      mkdirSync(out);
      const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/build.ts'], { cwd: site, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: '', OUT_DIR: out } });
      expect(build.status, build.stdout + build.stderr).toBe(0);
      const page = readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(page).toContain(other.owner.name);
      expect(existsSync(path.join(out, 'posts', 'shipping-small', 'index.html'))).toBe(true);
      expect(readFileSync(path.join(out, 'fr', 'index.html'), 'utf8')).toContain('Bonjour, je suis');
    } finally {
      dir.remove();
    }
  });
});
