import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { site } from '../../fixtures/writing/site';
import { readTexts, splitName } from './read-posts';
import { internalLinks, textProblems } from './text-problems';

/** A content folder with these files (relative to it). */
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-posts-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return contentPaths(dir);
}

const post = (front: string, body = 'Text.\n') => `---\n${front}\n---\n\n${body}`;
const good = 'title: Hello\ndate: 2025-01-02\nsummary: A post.';

describe('readTexts', () => {
  it('reads posts and case studies, their translations, and where their text starts', () => {
    const paths = folder({ 'posts/hello.md': post(good), 'posts/hello.de.md': post(good), 'work/shop.md': post('date: 2024-01-01') });
    const { texts, problems } = readTexts(paths);
    expect(problems).toEqual([]);
    expect(texts.map((text) => [text.kind, text.slug, text.lang])).toEqual([
      ['post', 'hello', 'de'],
      ['post', 'hello', undefined],
      ['work', 'shop', undefined],
    ]);
    expect(texts[1]?.bodyLine).toBe(6);
    expect(texts[1]?.fieldLines).toEqual({ title: 2, date: 3, summary: 4 });
    expect(splitName('hello.pt-BR')).toEqual({ slug: 'hello', lang: 'pt-BR' });
  });

  it('names the file, the line and the field of each problem', () => {
    const paths = folder({
      'posts/missing.md': post('title: Hello\ndate: 2025-01-02'),
      'posts/bad-date.md': post('title: Hello\nsummary: S\ndate: May 1'),
      'posts/typo.md': post(`${good}\ntagz: [a]`),
      'posts/Bad_Name.md': post(good),
      'posts/none.md': 'No front matter.\n',
      'posts/draft-flag.md': post(`${good}\ndraft: yes`),
      // The right shape, but no such day: a message like the others, not a crash.
      'posts/no-such-day.md': post('title: Hello\nsummary: S\ndate: 2025-13-45\nupdated: 2025-00-10'),
      'posts/backwards.md': post('title: Hello\nsummary: S\ndate: 2025-02-01\nupdated: 2025-01-31'),
      // YAML reads an empty value as null and a bare year as a number.
      'posts/empty-summary.md': post('title: 2024\ndate: 2025-01-02\nsummary:'),
    });
    const label = paths.label;
    expect(readTexts(paths).problems.sort()).toEqual(
      [
        `${label}/posts/missing.md:1: summary is required`,
        `${label}/posts/bad-date.md:4: date must be a date like "2024-05-01" (got "May 1")`,
        `${label}/posts/typo.md:5: tagz: is not a field of the front matter (title, date, summary, updated, tags, cover, draft)`,
        `${label}/posts/Bad_Name.md:1: the file name "Bad_Name" is not a slug: use lower-case letters, digits and hyphens, like my-first-post.md`,
        `${label}/posts/none.md:1: must open with front matter between two --- lines (title, date, summary)`,
        `${label}/posts/draft-flag.md:5: draft must be true or false`,
        `${label}/posts/no-such-day.md:4: date must be a date like "2024-05-01" (got "2025-13-45")`,
        `${label}/posts/no-such-day.md:5: updated must be a date like "2024-05-01" (got "2025-00-10")`,
        `${label}/posts/backwards.md:5: updated must not be before date`,
        `${label}/posts/empty-summary.md:2: title must be text: put it in quotes, like "2024"`,
        `${label}/posts/empty-summary.md:4: summary must not be empty`,
      ].sort(),
    );
  });
});

describe('textProblems', () => {
  it('names a missing cover, a caseStudy without a file, a language the site lacks, and links to posts that are not there', () => {
    const paths = folder({
      'posts/hello.md': post(`${good}\ncover: nowhere`, 'See [this](/posts/missing/) and [that](/de/posts/hello/).\n'),
      'posts/hello.fr.md': post(good),
      'posts/lonely.de.md': post(good),
      'posts/secret.md': post(`${good}\ndraft: true`),
      'posts/linker.md': post(good, 'Read [the secret](/posts/secret/).\n'),
    });
    const { texts } = readTexts(paths);
    const problems = textProblems(texts, { ...site, projects: [{ ...site.projects![0]!, caseStudy: 'ghost' }] }, ['de', 'ar'], paths);
    const label = paths.label;
    expect(problems.sort()).toEqual(
      [
        `${label}/posts/hello.md:5: cover "nowhere" is not in ${label}/images/: put nowhere.svg, .jpg, .png or .webp there`,
        `${label}/posts/hello.md:8: links to /posts/missing/, which is not in ${label}/posts/`,
        `${label}/posts/hello.fr.md:1: "fr" is not a language of the site (en, de, ar): add translations/fr.ts, or rename the file`,
        `${label}/posts/lonely.de.md:1: translates lonely.md, which is not in ${label}/posts/`,
        `${label}/posts/linker.md:7: links to /posts/secret/, a draft, which no build has`,
        `${paths.siteLabel}:1: projects[0].caseStudy "ghost" has no file ${label}/work/ghost.md`,
      ].sort(),
    );
  });

  it('offers the name meant for a misspelt cover, caseStudy or link, and names a case study no project links to', () => {
    const paths = folder({
      'images/team-photo.jpg': 'not really a picture',
      'posts/hello.md': post(`${good}\ncover: team-phot`, 'As I said in [the intro](/posts/helo/), and [the study](/work/homstead/).\n'),
      'work/homestead.md': post('date: 2024-01-01'),
      'work/forgotten.md': post('date: 2024-01-01'),
      'work/unfinished.md': post('date: 2024-01-01\ndraft: true'),
    });
    const { texts } = readTexts(paths);
    const projects = [{ ...site.projects![0]!, caseStudy: 'homested' }];
    const label = paths.label;
    expect(textProblems(texts, { ...site, projects }, ['de', 'ar'], paths).sort()).toEqual(
      [
        `${label}/posts/hello.md:5: cover "team-phot" is not in ${label}/images/: did you mean "team-photo.jpg"?`,
        `${label}/posts/hello.md:8: links to /posts/helo/, which is not in ${label}/posts/: did you mean /posts/hello/?`,
        `${label}/posts/hello.md:8: links to /work/homstead/, which is not in ${label}/work/: did you mean /work/homestead/?`,
        `${paths.siteLabel}:1: projects[0].caseStudy "homested" has no file ${label}/work/homested.md: did you mean "homestead"?`,
        `${label}/work/homestead.md:1: no project names it, so no card links to it: add caseStudy: 'homestead' to its project in ${paths.siteLabel} (or draft: true until it is ready)`,
        `${label}/work/forgotten.md:1: no project names it, so no card links to it: add caseStudy: 'forgotten' to its project in ${paths.siteLabel} (or draft: true until it is ready)`,
      ].sort(),
    );
  });

  it('finds links to posts and case studies, with or without a language', () => {
    expect(internalLinks({ body: 'a [x](/posts/one/) b\n[y](/de/work/two) [z](https://e.com/posts/three/)', bodyLine: 4 })).toEqual([
      { kind: 'posts', slug: 'one', line: 4 },
      { kind: 'work', slug: 'two', line: 5 },
    ]);
  });
});
