/**
 * For tests: a stand-in for GitHub's REST API on 127.0.0.1, answering from fixture repositories
 * of the fixture owner in fixtures/other-owner, so no test touches the network. Each test sets
 * what it answers and reads the requests it got.
 */
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../contract/content-paths';

export const FIXTURE_USER = 'zoe-angstrom';

/** A repository as the API sends it (only the fields folio reads, and one it ignores). */
export function apiRepo(name: string, fields: Partial<Record<string, unknown>> = {}): Record<string, unknown> {
  return {
    name,
    full_name: `${FIXTURE_USER}/${name}`,
    description: null,
    language: null,
    stargazers_count: 0,
    topics: [],
    homepage: null,
    html_url: `https://github.com/${FIXTURE_USER}/${name}`,
    pushed_at: '2026-10-01T09:30:00Z',
    fork: false,
    ...fields,
  };
}

/** The fixture owner's public repositories: a fork with the most stars, one they also list by hand. */
export const FIXTURE_REPOS = [
  apiRepo('wave-sim', { language: 'Python', stargazers_count: 87, description: 'Shallow-water waves in a notebook' }),
  apiRepo('tiny-lang', { language: 'Rust', stargazers_count: 1204, description: 'A tiny language for teaching parsers', topics: ['parsing', 'teaching'], homepage: 'https://tiny-lang.example.org' }),
  apiRepo('forked-compiler', { language: 'C', stargazers_count: 5000, description: 'Somebody else’s compiler', fork: true }),
  // The owner's own project links to this one: theirs wins.
  apiRepo('tidewater', { language: 'Java', stargazers_count: 340, description: 'The repository’s own description' }),
  apiRepo('dotfiles', { stargazers_count: 3, topics: ['shell', 'config'], homepage: '' }),
];

export type Answer = { status: number; body: string };
export type FixtureApi = { url: string; requests: { url: string; headers: IncomingHttpHeaders }[]; answer: (path: string, answer: Answer) => void; close: () => Promise<void> };

/** The API on a free port: each repository at /repos/<user>/<name>, and the list at /users/<user>/repos. */
export async function startFixtureApi(): Promise<FixtureApi> {
  const answers = new Map<string, Answer>();
  const json = (value: unknown): Answer => ({ status: 200, body: JSON.stringify(value) });
  answers.set(`/users/${FIXTURE_USER}/repos?per_page=100&type=owner&sort=pushed`, json(FIXTURE_REPOS));
  for (const repo of FIXTURE_REPOS) answers.set(`/repos/${FIXTURE_USER}/${String(repo.name)}`, json(repo));
  const requests: FixtureApi['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const answer = answers.get(request.url ?? '') ?? { status: 404, body: '{"message":"Not Found"}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (at, answer) => answers.set(at, answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A content folder: the fixture owner (fixtures/other-owner) with `github` set as given. */
export async function githubOwnerFolder(github: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-github-'));
  await cp(path.join(PROJECT_ROOT, 'fixtures/other-owner/images'), path.join(dir, 'images'), { recursive: true });
  const owner = path.join(PROJECT_ROOT, 'fixtures/other-owner/site.ts');
  await writeFile(path.join(dir, 'site.ts'), `import { site as owner } from ${JSON.stringify(owner)};\nexport const site = { ...owner, github: ${JSON.stringify(github)} };\n`);
  return dir;
}
