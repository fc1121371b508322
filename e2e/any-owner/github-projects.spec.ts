import { contentPaths } from '../../contract/content-paths';
import { fill } from '../../contract/words';
import { readFileSync } from 'node:fs';
import type { Project } from '../../contract/content-schema';
import type { GithubFile, GithubRepo } from '../../scripts/github/github-file';
import { gotoHydrated } from '../support';
import { numberIn } from '../written-out';
import { expect, test } from './any-owner-test';

/**
 * An owner whose site.ts names GitHub repositories (`github`) sees them as project cards, with
 * their stars, from the github.json committed beside it, and the page asks nothing of GitHub.
 */
test('each GitHub repository in github.json is a project card with its stars, unless the owner shows it already', async ({ page, site, words, e2eSite }) => {
  test.skip(site.github === undefined, 'this owner shows no GitHub repositories');
  const { repos } = JSON.parse(readFileSync(contentPaths(e2eSite.contentDir).github, 'utf8')) as GithubFile;
  // The owner's own projects: a repository's card is the one with stars.
  const own = (site.projects ?? []).filter((project) => !('stars' in project));

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page);
  const cards = page.locator('#work li');
  for (const repo of repos) {
    const card = cards.filter({ has: page.getByRole('heading', { name: repo.name, exact: true }) });
    if (theirs(own, repo)) {
      // Theirs wins: no card of the repository's, and none of GitHub's words for it.
      await expect(card).toHaveCount(0);
      if (repo.description) await expect(page.locator('#work')).not.toContainText(repo.description);
      continue;
    }
    await expect(card).toHaveCount(1);
    const stars = numberIn(repo.stars, site.lang);
    // Seen: the language and the stars on one line; heard: the stars in the page's words.
    await expect(card.locator('p').first()).toHaveText(`${repo.language ?? UNKNOWN_LANGUAGE} · ★ ${stars}, ${fill(words.work.stars, { count: repo.stars }, site.lang)}`);
    await expect(card.getByText(`· ★ ${stars}`)).toBeVisible();
    if (repo.description) await expect(card).toContainText(repo.description);
    // Its own site where it has an https one, and its code always, as two links.
    const live = card.getByRole('link', { name: startsWith(words.work.seeProject) });
    if (repo.homepage?.startsWith('https://')) await expect(live).toHaveAttribute('href', repo.homepage);
    else await expect(live).toHaveCount(0);
    await expect(card.getByRole('link', { name: startsWith(words.work.code) })).toHaveAttribute('href', repo.htmlUrl);
  }
  // Everything the page loaded came from the site itself: nothing from GitHub or anywhere else.
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});

/**
 * A link's accessible name from its visible text on: "See Project: tiny-lang (opens in a new tab)".
 * Chromium puts a space before the colon, the text and the rest being boxes of their own.
 */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*:`, 'u');
}

/** A repository GitHub names no language for is filed under "GitHub" (issue 23). */
const UNKNOWN_LANGUAGE = 'GitHub';

/** The owner has the repository already: a project links to its page or its site, or bears its name. */
function theirs(projects: readonly Project[], repo: GithubRepo): boolean {
  const address = (url: string) => url.trim().toLowerCase().replace(/\.git$/u, '').replace(/\/+$/u, '');
  const links = [repo.htmlUrl, repo.homepage ?? ''].filter((url) => url.trim() !== '').map(address);
  return projects.some((project) => [project.link, project.source].some((url) => url !== undefined && links.includes(address(url))) || project.title.trim().toLowerCase() === repo.name.trim().toLowerCase());
}
