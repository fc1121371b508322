import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { wordsOf } from '../../contract/words';
import { site } from '../../fixtures/other-owner/site';
import { pageSections } from '../../src/lib/page-sections';
import { onlyShownSectionStyles, pageContent } from './page-content';

describe('pageContent', () => {
  it('ships the page its words complete, without the CV’s, and without what only the CV shows', () => {
    // Without the nav link to it, the Experience section is not on the page, and its data stays out.
    const unlinked = { ...site, nav: site.nav.filter((item) => item.path !== 'experience') };
    const shipped = pageContent(unlinked);
    const { page, home, skills, work, contact, form, footer } = wordsOf(site.words);
    expect(shipped.words).toEqual({ page, home, skills, work, contact, form, footer });
    for (const key of ['siteUrl', 'paper', 'accent', 'experience', 'education']) expect(shipped).not.toHaveProperty(key);
    expect(shipped.sections).toEqual(pageSections(unlinked));
    // Everything the page reads is there, unchanged.
    for (const key of ['owner', 'socials', 'nav', 'skills', 'projects', 'footer', 'lang', 'defaultTheme', 'skillsFilter'] as const) expect(shipped[key]).toEqual(unlinked[key]);
  });

  it('ships experience and education when the nav links to their section', () => {
    expect(site.nav.map((item) => item.path)).toContain('experience');
    const shipped = pageContent(site);
    expect(shipped).toMatchObject({ experience: site.experience, education: site.education, sections: pageSections(site) });
    expect(shipped.words?.experience).toEqual(wordsOf(site.words).experience);
  });
});

describe('onlyShownSectionStyles', () => {
  const sheet = path.join(PROJECT_ROOT, 'src/styles.css');
  const load = (content: typeof site) => {
    const hook = onlyShownSectionStyles(content).load as (this: unknown, id: string) => { code: string } | null;
    return hook.call({ error: (message: string) => { throw new Error(message); } }, sheet);
  };

  it('leaves the Experience section out of the utilities Tailwind generates when the page does not show it', () => {
    const unlinked = { ...site, nav: site.nav.filter((item) => item.path !== 'experience') };
    expect(load(unlinked)?.code).toContain("@import 'tailwindcss';\n@source not './sections/experience';");
    // Shown: not left out (Writing is, unless the nav links to it too).
    expect(load(site)?.code ?? '').not.toContain("@source not './sections/experience'");
    expect(load({ ...site, nav: [...site.nav, { name: 'Writing', path: 'writing' }] })).toBeNull();
  });

  it('leaves the Writing section out unless the nav links to it, and ships the posts only then (issue 24)', () => {
    expect(load(site)?.code).toContain("@source not './sections/writing';");
    const post = { href: '/posts/a/', title: 'A', date: '2024-01-01', dateText: 'January 1, 2024', readingText: '1 min read', summary: 'S', tags: [] };
    const linked = { ...site, nav: [...site.nav, { name: 'Writing', path: 'writing' as const }] };
    const shipped = pageContent(linked, { posts: [post] });
    expect(shipped.posts).toEqual([post]);
    expect(shipped.sections).toContain('writing');
    expect(shipped.words?.writing).toEqual(wordsOf(site.words).writing);
    // The nav links to it, but there is nothing to show: no section, no link, no words.
    const empty = pageContent(linked, { posts: [] });
    expect(empty.sections).not.toContain('writing');
    expect(empty.nav.map((item) => item.path)).not.toContain('writing');
    expect(empty).not.toHaveProperty('posts');
  });
});
