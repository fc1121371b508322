import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { checkContent, loadSiteModule } from '../content/load-content';
import { FIXTURE_USER, githubOwnerFolder, startFixtureApi, type FixtureApi } from './fixture-api';
import type { GithubFile } from './github-file';
import { runGithub } from './github';

let api: FixtureApi;

beforeAll(async () => {
  api = await startFixtureApi();
});

afterAll(() => api.close());

/** `npm run github` as an owner runs it, into `dir`, against the fixture API. */
async function run(dir: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGithub({ log: (line) => out.push(line), error: (line) => err.push(line), contentDir: dir, env: { GITHUB_API_URL: api.url, ...env }, now: new Date('2026-11-23T22:00:00Z') });
  return { code, out, err };
}

async function written(dir: string): Promise<GithubFile> {
  return JSON.parse(await readFile(path.join(dir, 'github.json'), 'utf8')) as GithubFile;
}

describe('npm run github', () => {
  it('fetches the named repositories, in the order site.ts names them, with what a card shows', async () => {
    const dir = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['tiny-lang', 'dotfiles'] });
    const result = await run(dir);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out).toEqual([`github: wrote ${contentPaths(dir).githubLabel}: 2 repositories of ${FIXTURE_USER}: tiny-lang (1204★), dotfiles (3★)`]);
    const file = await written(dir);
    expect(file.repos[0]).toEqual({
      name: 'tiny-lang',
      description: 'A tiny language for teaching parsers',
      language: 'Rust',
      stars: 1204,
      topics: ['parsing', 'teaching'],
      homepage: 'https://tiny-lang.example.org',
      htmlUrl: `https://github.com/${FIXTURE_USER}/tiny-lang`,
      pushedAt: '2026-10-01T09:30:00Z',
    });
    // Each card is drawn in the owner's accent with its name, and rendered as the page asks.
    const svg = await readFile(path.join(dir, 'images/github-tiny-lang.svg'), 'utf8');
    expect(svg).toContain('fill="#0f766e"');
    expect(svg).toContain('>tiny-lang</text>');
    expect((await sharp(path.join(dir, 'images/github-tiny-lang-800.webp')).metadata()).width).toBe(800);
    // …so the content check passes as it is.
    expect(checkContent(await loadSiteModule(contentPaths(dir)), contentPaths(dir))).toMatchObject({ ok: true });
  });

  it('takes the N most-starred of the user\'s own repositories for `top`, leaving forks out', async () => {
    const dir = await githubOwnerFolder({ user: FIXTURE_USER, top: 3 });
    expect((await run(dir)).code).toBe(0);
    // forked-compiler has the most stars, but they are mostly its upstream's.
    expect((await written(dir)).repos.map((repo) => [repo.name, repo.stars])).toEqual([['tiny-lang', 1204], ['tidewater', 340], ['wave-sim', 87]]);
  });

  it('sends GITHUB_TOKEN as a bearer token, and no authorization without one', async () => {
    const withToken = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['wave-sim'] });
    const before = api.requests.length;
    await run(withToken, { GITHUB_TOKEN: 'fixture-token' });
    expect(api.requests.slice(before).map((request) => request.headers.authorization)).toEqual(['Bearer fixture-token']);
    const without = api.requests.length;
    await run(withToken);
    expect(api.requests.slice(without).map((request) => request.headers.authorization)).toEqual([undefined]);
  });

  describe.each([
    { what: 'a 403 (the rate limit)', answer: { status: 403, body: '{"message":"API rate limit exceeded"}' }, reason: 'the API answered 403 (rate limit; set GITHUB_TOKEN)' },
    { what: 'a 500', answer: { status: 500, body: 'oops' }, reason: `the API answered 500 for /repos/${FIXTURE_USER}/broken-repo` },
    { what: 'an answer that is not JSON', answer: { status: 200, body: '<html>maintenance</html>' }, reason: `the API's answer to /repos/${FIXTURE_USER}/broken-repo is not JSON` },
  ])('on $what', ({ answer, reason }) => {
    it('keeps the last github.json as it was and says why in one line, exiting non-zero', async () => {
      const dir = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['wave-sim', 'broken-repo'] });
      const last = '{"user":"zoe-angstrom","fetchedAt":"2026-01-01T00:00:00.000Z","repos":[]}\n';
      await writeFile(path.join(dir, 'github.json'), last);
      api.answer(`/repos/${FIXTURE_USER}/broken-repo`, answer);
      const result = await run(dir);
      expect(result.code).toBe(1);
      expect(result.out).toEqual([]);
      expect(result.err).toEqual([`github: kept ${contentPaths(dir).githubLabel}: ${reason}`]);
      expect(await readFile(path.join(dir, 'github.json'), 'utf8')).toBe(last);
    });
  });

  it('says when it could write nothing at all, and names a repository that does not exist', async () => {
    const dir = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['no-such-repo'] });
    const result = await run(dir);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([`github: wrote no ${contentPaths(dir).githubLabel}: the API answered 404 for /repos/${FIXTURE_USER}/no-such-repo (no such public repository or user)`]);
    expect(existsSync(path.join(dir, 'github.json'))).toBe(false);
  });
});

describe('check:content with github set', () => {
  it('says in one line to run npm run github while github.json is missing', async () => {
    const dir = await githubOwnerFolder({ user: FIXTURE_USER, top: 2 });
    const paths = contentPaths(dir);
    expect(checkContent(await loadSiteModule(paths), paths)).toEqual({ ok: false, errors: [`${paths.siteLabel}: github is set, but ${paths.githubLabel} is not there yet: run npm run github`] });
  });
});
