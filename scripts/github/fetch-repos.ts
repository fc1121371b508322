import { z } from 'zod';
import type { SiteContent } from '../../contract/content-schema';
import { boundedFetch, FetchRefused, type Fetched } from '../fetch/bounded-fetch';
import { MAX_DESCRIPTION, type GithubRepo } from './github-file';

export const GITHUB_API = 'https://api.github.com';

const TIMEOUT_MS = 20_000;
/** A page of 100 repositories is about 600 kB; an answer past this is not GitHub's, and is not read on. */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
// GitHub's own limits: a name of 100 characters, 20 topics of 50, a description of 350
// (MAX_DESCRIPTION). A longer description (another API behind GITHUB_API_URL) is cut to it, as a
// card shows a few lines; a name or topic past its limit is not an answer GitHub gives, and is refused.

/** What the REST API answers for a repository, of which github.json keeps a few fields. */
const apiRepoSchema = z.object({
  name: z.string().min(1).max(100),
  description: z.string().nullable(),
  language: z.string().max(100).nullable(),
  stargazers_count: z.number().int().nonnegative(),
  // Absent from some older answers: no topics is then what it means.
  topics: z.array(z.string().max(50)).max(20).optional(),
  homepage: z.string().max(2000).nullable().optional(),
  html_url: z.string().max(2000),
  pushed_at: z.string().nullable(),
  fork: z.boolean(),
});
type ApiRepo = z.infer<typeof apiRepoSchema>;

/** A fetch that did not give the repositories, with the reason in the owner's words. */
export class GithubFetchError extends Error {}

export type FetchSettings = { apiUrl?: string | undefined; token?: string | undefined };

/** A description cut to MAX_DESCRIPTION characters, at a space where there is one, ending in "…". */
export function cutDescription(description: string | null): string | null {
  if (description === null || description.length <= MAX_DESCRIPTION) return description;
  const room = description.slice(0, MAX_DESCRIPTION - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

function toRepo(repo: ApiRepo): GithubRepo {
  return {
    name: repo.name,
    description: cutDescription(repo.description),
    language: repo.language,
    stars: repo.stargazers_count,
    topics: repo.topics ?? [],
    homepage: repo.homepage ?? null,
    htmlUrl: repo.html_url,
    pushedAt: repo.pushed_at,
  };
}

/** Why the API said no, as one clause: a rate limit is the usual 403, and a token lifts it. */
function statusReason(status: number, path: string, hasToken: boolean): string {
  if (status === 403 || status === 429) return `the API answered ${status} (rate limit; ${hasToken ? 'or GITHUB_TOKEN has no access' : 'set GITHUB_TOKEN'})`;
  if (status === 404) return `the API answered 404 for ${path} (no such public repository or user)`;
  if (status === 401) return 'the API answered 401 (GITHUB_TOKEN is not a valid token)';
  return `the API answered ${status} for ${path}`;
}

async function getJson(path: string, { apiUrl = GITHUB_API, token }: FetchSettings): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    // GitHub refuses requests without one.
    'user-agent': 'folio',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  let response: Fetched;
  try {
    // GITHUB_API_URL is the owner's own setting, so a local mirror (or a test's stand-in) is let through.
    response = await boundedFetch(`${apiUrl.replace(/\/+$/u, '')}${path}`, { headers, timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, allowPrivate: true });
  } catch (error) {
    if (error instanceof FetchRefused) throw new GithubFetchError(error.message);
    throw error;
  }
  if (response.status < 200 || response.status > 299) throw new GithubFetchError(statusReason(response.status, path, Boolean(token)));
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    throw new GithubFetchError(`the API's answer to ${path} is not JSON`);
  }
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, path: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new GithubFetchError(`the API's answer to ${path} is not what GitHub sends (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape'})`);
}

/**
 * The repositories site.ts asks for: each named one in its order, or the `top` most-starred of the
 * user's own that are not forks (a fork's stars are mostly someone else's work).
 */
export async function fetchRepos(github: NonNullable<SiteContent['github']>, settings: FetchSettings): Promise<GithubRepo[]> {
  const { user } = github;
  if (github.repos !== undefined) {
    const repos: GithubRepo[] = [];
    for (const name of github.repos) {
      const path = `/repos/${encodeURIComponent(user)}/${encodeURIComponent(name)}`;
      repos.push(toRepo(parsed(apiRepoSchema, await getJson(path, settings), path)));
    }
    return repos;
  }
  const path = `/users/${encodeURIComponent(user)}/repos?per_page=100&type=owner&sort=pushed`;
  const all = parsed(z.array(apiRepoSchema), await getJson(path, settings), path);
  return all
    .filter((repo) => !repo.fork)
    .sort((a, b) => b.stargazers_count - a.stargazers_count || a.name.localeCompare(b.name))
    .slice(0, github.top ?? all.length)
    .map(toRepo);
}
