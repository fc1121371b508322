import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import type { SiteContent } from '../../contract/content-schema';
import { checkContent, loadSiteModule } from '../content/load-content';
import { generatedBody, localServer, runMeasured } from '../fetch/test-servers';
import { buildCv } from '../cv/build-cv';
import { apiRepo, FIXTURE_USER, githubOwnerFolder, startFixtureApi, type FixtureApi } from './fixture-api';
import type { GithubFile } from './github-file';
import { withGithubProjects } from './github-projects';
import { runGithub } from './github';

// Issue 40: what GitHub's API answers is read up to a limit, and its texts are bounded.
let api: FixtureApi;

beforeAll(async () => {
  api = await startFixtureApi();
});

afterAll(() => api.close());

const LIST = `/users/${FIXTURE_USER}/repos?per_page=100&type=owner&sort=pushed`;

/** npm run github into a new folder for `repos`, the API answering `description` for tiny-lang. */
async function fetchedWith(description: string): Promise<string> {
  api.answer(`/repos/${FIXTURE_USER}/tiny-lang`, { status: 200, body: JSON.stringify(apiRepo('tiny-lang', { language: 'Rust', description })) });
  const dir = await githubOwnerFolder({ user: FIXTURE_USER, repos: ['tiny-lang'] });
  const code = await runGithub({ log: () => undefined, error: () => undefined, contentDir: dir, env: { GITHUB_API_URL: api.url } });
  expect(code).toBe(0);
  return dir;
}

/** The CV step of the build alone, on the site with its GitHub projects; its time in ms. */
async function cvTime(dir: string): Promise<number> {
  const paths = contentPaths(dir);
  const site = withGithubProjects((await loadSiteModule(paths)) as SiteContent, paths);
  const started = performance.now();
  await buildCv(site, path.join(dir, 'resume.pdf'));
  return performance.now() - started;
}

describe('npm run github: what it reads is bounded', () => {
  it('stops reading a 600 MB answer at 10 MB, in under 200 MB of memory, and keeps to one line', async () => {
    const server = await localServer({ [LIST]: generatedBody(600 * 1024 * 1024, 'application/json', Buffer.from('[')) });
    try {
      const dir = await githubOwnerFolder({ user: FIXTURE_USER, top: 3 });
      const run = await runMeasured('scripts/github/github.ts', [dir], { GITHUB_API_URL: server.origin, GITHUB_TOKEN: '' });
      expect(run.stderr).toBe(`github: wrote no ${contentPaths(dir).githubLabel}: ${server.origin}${LIST} sent more than the 10 MB folio reads\n`);
      expect(run.code).toBe(1);
      // Measured by the child itself: process.resourceUsage().maxRSS.
      expect(run.peakRssMb).toBeLessThan(200);
      console.log(`github: peak RSS ${String(run.peakRssMb)} MB`);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('cuts a 100,000-character description to 350, so the CV takes as long as with a short one', async () => {
    const long = await fetchedWith('x'.repeat(100_000));
    const file = JSON.parse(await readFile(contentPaths(long).github, 'utf8')) as GithubFile;
    expect(file.repos[0]?.description).toBe(`${'x'.repeat(349)}…`);
    const short = await fetchedWith('A tiny language for teaching parsers');
    // Each measured twice, in turn, and the quicker taken: a busy machine slows one run, not both.
    const reference = Math.min(await cvTime(short), await cvTime(short));
    const attacked = Math.min(await cvTime(long), await cvTime(long));
    console.log(`CV with a 100,000-character description: ${Math.round(attacked)} ms; with a short one: ${Math.round(reference)} ms`);
    expect(attacked).toBeLessThan(reference * 1.1 + 1000);
  }, 120_000);

  it('has check:content name a github.json description edited past 350 characters, before the build lays it out', async () => {
    const dir = await fetchedWith('A tiny language for teaching parsers');
    const paths = contentPaths(dir);
    const file = JSON.parse(await readFile(paths.github, 'utf8')) as GithubFile;
    await writeFile(paths.github, JSON.stringify({ ...file, repos: file.repos.map((repo) => ({ ...repo, description: 'x'.repeat(100_000) })) }));
    const check = checkContent((await loadSiteModule(paths)) as SiteContent, paths);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toContain(`${paths.githubLabel}: repos[0].description must be at most 350 characters, as GitHub's are: run npm run github to fetch it again`);
  });

  it('leaves out of the cards a control character GitHub sent in a description, which no feed or CV can carry', async () => {
    const dir = await fetchedWith('A tiny\u0007 language\u001b for parsers');
    const paths = contentPaths(dir);
    const site = withGithubProjects((await loadSiteModule(paths)) as SiteContent, paths);
    const card = site.projects.find((project) => project.title.includes('tiny-lang'));
    expect(card?.description).toBe('A tiny language for parsers');
  });
});
