import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';

// Issue 41: check:content passed a 12-job career the build then refused, and a 0-byte resume.pdf
// the build served empty. Each case here runs both, as an owner would, and they must agree.
const longCareer = path.resolve('fixtures/long-career/site.ts');

/** A content folder: the long career's site.ts (with `change` applied to it), the other owner's pictures, and `files`. */
function folder(change: string, files: Record<string, Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-agree-'));
  symlinkSync(path.resolve('fixtures/other-owner/images'), path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'site.ts'), `import { site as career } from ${JSON.stringify(longCareer)};\nexport const site = ${change};\n`);
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dir, file), bytes);
  return dir;
}
const run = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
const check = (dir: string) => run(['scripts/content/check-content.ts', dir]);
const build = (dir: string) => run(['scripts/site/build.ts'], { CONTENT_DIR: dir, OUT_DIR: path.join(dir, 'dist') });

describe('check:content and the build agree', () => {
  it('on a 12-job career: both pass, and the build says what the CV left out', () => {
    const dir = folder('career');
    const { siteLabel } = contentPaths(dir);
    expect(check(dir).status).toBe(0);
    const built = build(dir);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(built.stdout).toMatch(new RegExp(`^${siteLabel.replace(/[.]/gu, '\\.')}: the CV leaves out \\d+ highlights of the oldest \\d+ jobs .* to fit 2 pages: set cv: \\{ pages: 3 \\} to keep them$`, 'mu'));
    expect(readFileSync(path.join(dir, 'dist/resume.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 240_000);

  it.each([
    ['an empty resume.pdf', Buffer.alloc(0), 'is empty (0 bytes)'],
    ['a resume.pdf that is not a PDF', Buffer.from('PK\u0003\u0004 a zip renamed'), 'is not a PDF (it does not start with %PDF-)'],
  ])('on %s: both refuse it, naming the file', (_, bytes, problem) => {
    const dir = folder('career', { 'resume.pdf': bytes });
    const expected = `${contentPaths(dir).label}/resume.pdf ${problem}: export your CV as a PDF again, or delete the file to use the generated one`;
    const checked = check(dir);
    expect(checked.status).toBe(1);
    expect(checked.stderr.trim()).toBe(expected);
    const built = build(dir);
    expect(built.status).toBe(1);
    expect(built.stderr.trim()).toBe(`Build stopped: content is invalid.\n${expected}`);
  }, 240_000);

  it('on a name the CV font cannot write: both refuse it with the same lines', () => {
    const dir = folder("{ ...career, owner: { ...career.owner, name: '山田 太郎' } }");
    const checked = check(dir);
    expect(checked.status).toBe(1);
    const built = build(dir);
    expect(built.status).toBe(1);
    expect(built.stderr.trim()).toBe(`Build stopped: content is invalid.\n${checked.stderr.trim()}`);
  }, 240_000);
});
