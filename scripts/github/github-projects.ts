import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentPaths } from '../../contract/content-paths';
import type { ImageRef, Project, SiteContent } from '../../contract/content-schema';
import { imageVariants } from '../../src/lib/image-variants';
import type { WorkProject } from '../../src/lib/page-content';
import { cleanStrings } from '../content-files/xml-characters';
import { readGithubFile, type GithubRepo } from './github-file';

/**
 * A repository's category when GitHub detects no language (a list, a book): a name, not a word,
 * so it reads the same on every language's page.
 */
export const NO_LANGUAGE_CATEGORY = 'GitHub';

/** The project pictures' size, as the sample's. */
const CARD = { width: 800, height: 500 } as const;

/** The picture file a repository's card is drawn in: `github-` and its name, kebab-cased. */
export function githubImageName(repo: Pick<GithubRepo, 'name'>): string {
  const slug = repo.name.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '');
  return `github-${slug === '' ? 'repo' : slug}`;
}

export function githubImage(repo: GithubRepo): ImageRef {
  return { name: githubImageName(repo), alt: `${repo.name}, drawn as a card`, ...CARD };
}

/** The schema's rule for a project's link: an https address with a host. */
const HTTPS = /^https:\/\/[^\s/]+\.[^\s]+$/u;

/** The repository as a project card, in the same shape as the owner's (and its stars besides). */
export function repoProject(repo: GithubRepo, id: number): WorkProject {
  const homepage = repo.homepage?.trim() ?? '';
  const description = repo.description?.trim() ?? '';
  return {
    id,
    image: githubImage(repo),
    category: repo.language ?? NO_LANGUAGE_CATEGORY,
    title: repo.name,
    // The project's own site when it has one (an http:// one would break the page's https rule),
    // and the repository as its code: a card with both links, or only "Code".
    ...(HTTPS.test(homepage) ? { link: homepage } : {}),
    source: repo.htmlUrl,
    // A card needs a text; with none, the topics say what it is about, or at worst its name does.
    description: description !== '' ? description : repo.topics.length > 0 ? repo.topics.join(', ') : repo.name,
    stars: repo.stars,
  };
}

/** An address as two spellings of it compare: no case, no trailing slash or `.git`. */
function sameAddress(url: string): string {
  return url.trim().toLowerCase().replace(/\.git$/u, '').replace(/\/+$/u, '');
}

/** Whether the owner already has this repository as a project: the same link, or the same name. */
export function ownedBy(projects: readonly Project[], repo: GithubRepo): boolean {
  const links = new Set([repo.htmlUrl, repo.homepage ?? ''].filter((url) => url.trim() !== '').map(sameAddress));
  const name = repo.name.trim().toLowerCase();
  // A project with no address of its own (issue 41) can match only by name.
  return projects.some((project) => [project.link, project.source].some((url) => url !== undefined && links.has(sameAddress(url))) || project.title.trim().toLowerCase() === name);
}

/** The content with its projects as cards show them (a repository's with its stars). */
export type GithubSite = Omit<SiteContent, 'projects'> & { projects: WorkProject[] };

/**
 * The owner's projects, then each repository they do not already show as a card: their own
 * entry, with their words and picture, wins. Ids follow the owner's highest, so none repeats.
 */
export function withRepos(site: SiteContent, repos: readonly GithubRepo[]): GithubSite {
  const own = site.projects ?? [];
  const next = Math.max(0, ...own.map((project) => project.id)) + 1;
  const added = repos.filter((repo) => !ownedBy(own, repo)).map((repo, index) => repoProject(repo, next + index));
  return { ...site, projects: [...own, ...added] };
}

/** The site with github.json's repositories as projects, when site.ts asks for them and the file is there. */
export function withGithubProjects(site: SiteContent, paths: ContentPaths): GithubSite {
  if (site.github === undefined) return { ...site, projects: site.projects ?? [] };
  const read = readGithubFile(paths);
  // check:content (run by the build first) has already named a missing or broken file. GitHub's
  // texts are not the owner's to fix, so a control character in one is left out, not refused.
  return withRepos(site, read.ok === true ? cleanStrings(read.file.repos) : []);
}

/**
 * check:content's lines about GitHub projects: the file site.ts asks for is missing or broken, or a
 * card's picture is not drawn. Each says the one command that puts it right.
 */
export function githubProblems(site: SiteContent, paths: ContentPaths): string[] {
  if (site.github === undefined) return [];
  const read = readGithubFile(paths);
  if (read.ok === 'missing') return [`${paths.siteLabel}: github is set, but ${paths.githubLabel} is not there yet: run npm run github`];
  if (read.ok === false) return [read.problem];
  return read.file.repos
    .filter((repo) => !ownedBy(site.projects ?? [], repo))
    .filter((repo) => imageVariants(githubImage(repo)).some((variant) => [variant.avif, variant.webp].some((file) => !existsSync(path.join(paths.images, file)))))
    .map((repo) => `${paths.githubLabel}: the card picture of "${repo.name}" (${paths.label}/images/${githubImageName(repo)}.svg) is not drawn: run npm run github`);
}
