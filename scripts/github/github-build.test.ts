import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { site as owner } from '../../fixtures/other-owner/site';
import { FIXTURE_USER, githubOwnerFolder, startFixtureApi } from './fixture-api';
import { runGithub } from './github';

/** `npm run build` into `dir`/dist; resolves with its exit code and what it printed to stderr. */
function build(dir: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/site/build.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, ...env, CONTENT_DIR: dir, OUT_DIR: path.join(dir, 'dist') } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the build with GitHub projects', () => {
  it('shows each fetched repository as a project card, from github.json alone, with no network', async () => {
    const dir = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['tiny-lang', 'tidewater', 'dotfiles'] });
    const api = await startFixtureApi();
    const fetched = await runGithub({ log: () => undefined, error: () => undefined, contentDir: dir, env: { GITHUB_API_URL: api.url } });
    // Gone before the build: it must not need the API, and points at the closed port if it tried.
    await api.close();
    expect(fetched).toBe(0);
    const run = await build(dir, { GITHUB_API_URL: api.url, GITHUB_TOKEN: '' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = await readFile(path.join(dir, 'dist/index.html'), 'utf8');
    // The card as a visitor reads it: language, stars (and their words for screen readers), name, description, link.
    const work = html.slice(html.indexOf('id="work"'), html.indexOf('</section>', html.indexOf('id="work"')));
    expect(work).toMatch(/>Rust<span[^>]*><span aria-hidden="true"[^>]*> · ★ (<!-- -->)?1204<\/span><span class="sr-only"[^>]*>, (<!-- -->)?1204 stars on GitHub<\/span>/u);
    expect(work).toMatch(/>tiny-lang<\/h3>.*A tiny language for teaching parsers.*href="https:\/\/tiny-lang\.example\.org"/su);
    expect(work).toContain('>dotfiles</h3>');
    expect(work).toContain('alt="tiny-lang, drawn as a card"');
    // The owner lists tidewater themselves: their card stays, and GitHub's description of it is not shown.
    expect(work).not.toContain('>tidewater</h3>');
    expect(html).not.toContain('The repository’s own description');
    expect(work.match(/<h3 /gu)).toHaveLength(owner.projects!.length + 2);
  }, 300_000);
});
