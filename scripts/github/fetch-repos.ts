import { z } from 'zod';
import type { SiteContent } from '../../contract/content-schema';
import type { GithubRepo } from './github-file';

export const GITHUB_API = 'https://api.github.com';

/** What the REST API answers for a repository, of which github.json keeps a few fields. */
const apiRepoSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stargazers_count: z.number().int().nonnegative(),
  // Absent from some older answers: no topics is then what it means.
  topics: z.array(z.string()).optional(),
  homepage: z.string().nullable().optional(),
  html_url: z.string(),
  pushed_at: z.string().nullable(),
  fork: z.boolean(),
});
type ApiRepo = z.infer<typeof apiRepoSchema>;

/** A fetch that did not give the repositories, with the reason in the owner's words. */
export class GithubFetchError extends Error {}

export type FetchSettings = { apiUrl?: string | undefined; token?: string | undefined };

function toRepo(repo: ApiRepo): GithubRepo {
  return {
    name: repo.name,
    description: repo.description,
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
  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/+$/u, '')}${path}`, { headers, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new GithubFetchError(`could not reach ${apiUrl} (${cause})`);
  }
  if (!response.ok) throw new GithubFetchError(statusReason(response.status, path, Boolean(token)));
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
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
