import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContentPaths } from '../../contract/content-paths';

/** GitHub's limit on a repository's description, in characters: what a card and the CV are laid out for. */
export const MAX_DESCRIPTION = 350;

/**
 * What `npm run github` keeps of a repository in github.json: what a project card and a visitor
 * could use, and nothing of the API's own bookkeeping, so the committed file stays readable.
 */
export const githubRepoSchema = z.strictObject({
  name: z.string().min(1).max(100),
  // A hand edit past it is named by check:content, before the build lays it out.
  description: z.string().max(MAX_DESCRIPTION, { error: `must be at most ${MAX_DESCRIPTION} characters, as GitHub's are` }).nullable(),
  /** The primary language, as GitHub detects it; null for a repository of documents. */
  language: z.string().nullable(),
  stars: z.number().int().nonnegative(),
  topics: z.array(z.string()),
  homepage: z.string().nullable(),
  // As the content schema has a project link: an https address with a host.
  htmlUrl: z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/u),
  pushedAt: z.string().nullable(),
});

export const githubFileSchema = z.strictObject({
  user: z.string().min(1),
  /** When it was fetched, so an owner can tell how old the stars are. */
  fetchedAt: z.string(),
  repos: z.array(githubRepoSchema),
});

export type GithubRepo = z.infer<typeof githubRepoSchema>;
export type GithubFile = z.infer<typeof githubFileSchema>;

export type GithubFileRead = { ok: true; file: GithubFile } | { ok: false; problem: string } | { ok: 'missing' };

/** github.json, checked: a hand edit gone wrong is named like a mistake in site.ts, not shipped. */
export function readGithubFile(paths: ContentPaths): GithubFileRead {
  if (!existsSync(paths.github)) return { ok: 'missing' };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(paths.github, 'utf8'));
  } catch {
    return { ok: false, problem: `${paths.githubLabel} is not JSON: run npm run github to fetch it again` };
  }
  const parsed = githubFileSchema.safeParse(data);
  if (parsed.success) return { ok: true, file: parsed.data };
  const [issue] = parsed.error.issues;
  // As check-content's formatPath writes it; not imported, since check-content imports this file.
  const where = (issue?.path ?? []).map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./u, '');
  return { ok: false, problem: `${paths.githubLabel}: ${where === '' ? '' : `${where} `}${issue?.message ?? 'is not as npm run github writes it'}: run npm run github to fetch it again` };
}
