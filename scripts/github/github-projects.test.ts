import { describe, expect, it } from 'vitest';
import { site as owner } from '../../fixtures/other-owner/site';
import { siteSchema } from '../../contract/content-schema';
import type { GithubRepo } from './github-file';
import { NO_LANGUAGE_CATEGORY, ownedBy, repoProject, withRepos } from './github-projects';

function repo(name: string, fields: Partial<GithubRepo> = {}): GithubRepo {
  return { name, description: null, language: null, stars: 0, topics: [], homepage: null, htmlUrl: `https://github.com/fixture/${name}`, pushedAt: null, ...fields };
}

const [first, second] = owner.projects!;

describe("a repository as a project card", () => {
  it('shows its language as the category, links to its homepage and its code, and says what its description says', () => {
    const project = repoProject(repo('tiny-lang', { language: 'Rust', stars: 1204, description: 'A tiny language', homepage: 'https://tiny-lang.example.org' }), 7);
    expect(project).toEqual({
      id: 7,
      image: { name: 'github-tiny-lang', alt: 'tiny-lang, drawn as a card', width: 800, height: 500 },
      category: 'Rust',
      title: 'tiny-lang',
      link: 'https://tiny-lang.example.org',
      source: 'https://github.com/fixture/tiny-lang',
      description: 'A tiny language',
      stars: 1204,
    });
  });

  it('links only to its code, and says its topics under a category of its own, when GitHub gives no https homepage, language or description', () => {
    const project = repoProject(repo('Dot.Files', { homepage: 'http://insecure.example.org', topics: ['shell', 'config'] }), 1);
    expect(project).toMatchObject({ category: NO_LANGUAGE_CATEGORY, source: 'https://github.com/fixture/Dot.Files', description: 'shell, config', image: { name: 'github-dot-files' } });
    expect(project.link).toBeUndefined();
  });
});

describe("the owner's projects and their repositories", () => {
  it("keeps the owner's own entry where they list the repository, matched by link or by name in any case", () => {
    if (!first?.link || !second) throw new Error('the fixture owner has two projects or more, the first with a link');
    const byLink = repo('renamed-on-github', { htmlUrl: `${first.link.toUpperCase()}/`, description: 'GitHub’s words' });
    const byName = repo(second.title.toUpperCase(), { description: 'GitHub’s words too' });
    const merged = withRepos(owner, [byLink, repo('new-one', { description: 'A new one' }), byName]);
    expect(merged.projects.slice(0, owner.projects!.length)).toEqual(owner.projects);
    expect(merged.projects.slice(owner.projects!.length).map((project) => project.title)).toEqual(['new-one']);
  });

  it('gives each card a new id, so the content stays valid', () => {
    const merged = withRepos(owner, [repo('a', { description: 'A' }), repo('b', { description: 'B' })]);
    expect(new Set(merged.projects.map((project) => project.id)).size).toBe(merged.projects.length);
    // The stars are the card's, not the content's: the strict schema is given what site.ts could hold.
    const asContent = {
      ...merged,
      projects: merged.projects.map((project) => {
        const copy = { ...project };
        delete copy.stars;
        return copy;
      }),
    };
    expect(siteSchema.safeParse(asContent).success).toBe(true);
  });
});

describe('a project with no address of its own (issue 41)', () => {
  it('matches its repository by name only, and never by an empty address', () => {
    const [mine] = owner.projects ?? [];
    if (mine === undefined) throw new Error('the fixture owner has projects');
    const unlinked = { ...mine, link: undefined };
    expect(ownedBy([unlinked], repo(mine.title.toUpperCase()))).toBe(true);
    expect(ownedBy([unlinked], repo('another-one', { homepage: '' }))).toBe(false);
  });

  it('matches its repository by the code link the owner gave it', () => {
    const [mine] = owner.projects ?? [];
    if (mine === undefined) throw new Error('the fixture owner has projects');
    const coded = { ...mine, title: 'named otherwise', link: undefined, source: 'https://github.com/fixture/the-code' };
    expect(ownedBy([coded], repo('the-code', { htmlUrl: 'https://GitHub.com/fixture/the-code.git' }))).toBe(true);
  });
});
