import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { siteSchema } from '../../contract/content-schema';
import { translate, type Translation } from '../../contract/translation';
import { wordsOf } from '../../contract/folio-words';
import { site } from '../../fixtures/other-owner/site';
import { OPTIONAL_SECTION_IDS, pageSections } from '../../src/lib/page-sections';
import { onlyShownSectionStyles, pageContent, pageContentFile } from './page-content';

describe('pageContent', () => {
  it('ships the page its words complete, without the CV’s, and without what only the CV shows', () => {
    // Without the nav links to them, the optional sections are not on the page, and their data stays out.
    const unlinked = { ...site, nav: site.nav.filter((item) => !(OPTIONAL_SECTION_IDS as string[]).includes(item.path)) };
    const shipped = pageContent(unlinked);
    const { page, home, skills, work, contact, form, footer } = wordsOf(site.words, site.lang);
    expect(shipped.words).toEqual({ page, home, skills, work, contact, form, footer });
    for (const key of ['siteUrl', 'paper', 'accent', 'experience', 'education', 'certifications', 'publications', 'awards']) expect(shipped).not.toHaveProperty(key);
    expect(shipped.sections).toEqual(pageSections(unlinked));
    // Everything the page reads is there, unchanged.
    for (const key of ['owner', 'socials', 'nav', 'skills', 'projects', 'footer', 'lang', 'defaultTheme', 'skillsFilter'] as const) expect(shipped[key]).toEqual(unlinked[key]);
  });

  it('ships categories as words: a slug an import carried becomes the words it stands for, the owner\'s words stay', () => {
    const slugs = {
      ...site,
      skills: site.skills.map((skill, index) => (index === 0 ? { ...skill, category: 'cloud-native' } : skill)),
      projects: (site.projects ?? []).map((project, index) => (index === 0 ? { ...project, category: 'client-platform' } : project)),
    };
    const shipped = pageContent(slugs);
    expect(shipped.skills[0]?.category).toBe('Cloud native');
    expect(shipped.projects[0]?.category).toBe('Client platform');
    expect(shipped.skills.slice(1).map((skill) => skill.category)).toEqual(site.skills.slice(1).map((skill) => skill.category));
  });

  it('ships a profile the owner lists twice under one address once', () => {
    const first = site.socials[0];
    if (first === undefined) throw new Error('the fixture owner has profiles');
    const shipped = pageContent({ ...site, socials: [...site.socials, { ...first, kind: 'other', label: 'Again' }] });
    expect(shipped.socials).toEqual(site.socials);
  });

  it('ships experience and education when the nav links to their section', () => {
    expect(site.nav.map((item) => item.path)).toContain('experience');
    const shipped = pageContent(site);
    expect(shipped).toMatchObject({ experience: site.experience, education: site.education, sections: pageSections(site) });
    expect(shipped.words?.experience).toEqual(wordsOf(site.words, site.lang).experience);
  });

  it('ships certifications, publications and awards, and their words, only where the nav links to each', () => {
    for (const section of ['certifications', 'publications', 'awards'] as const) {
      expect(site.nav.map((item) => item.path)).toContain(section);
      const shipped = pageContent(site);
      expect(shipped[section]).toEqual(site[section]);
      expect(shipped.words?.[section]).toEqual(wordsOf(site.words, site.lang)[section]);
      const without = pageContent({ ...site, nav: site.nav.filter((item) => item.path !== section) });
      expect(without).not.toHaveProperty(section);
      expect(without.words).not.toHaveProperty(section);
    }
  });

  it('names the fallback texts the page shows, in the default language and its direction, and only those', () => {
    // Persian: a language folio ships no words in, so the page's words fall back too (issue 41).
    const translation: Translation = { lang: 'fa', owner: { jobTitle: 'مهندس' } };
    const { content, missing } = translate(site, translation);
    const arabic = siteSchema.parse(content);
    const shipped = pageContent(arabic, {}, { lang: site.lang, missing });
    expect(shipped.fallback).toMatchObject({ lang: site.lang, dir: 'ltr' });
    expect(shipped.fallback?.texts).toContain(site.owner.greeting);
    expect(shipped.fallback?.texts).toContain(wordsOf(site.words, site.lang).form.requiredNote);
    expect(shipped.fallback?.texts).not.toContain(arabic.owner.jobTitle);
    // The CV's words are not on the page, so the page is not told about them.
    expect(shipped.fallback?.texts).not.toContain(wordsOf(site.words, site.lang).cv.summary);
    // Nothing left out, nothing to mark.
    expect(pageContent(site, {}, { lang: site.lang, missing: [] })).not.toHaveProperty('fallback');
  });
});

describe('pageContentFile', () => {
  it('names the content file by what it holds, so each language\'s page fetches its own and caches it', () => {
    const english = pageContentFile(pageContent(site));
    const again = pageContentFile(pageContent(site));
    const other = pageContentFile(pageContent({ ...site, owner: { ...site.owner, jobTitle: 'Ingenieurin' } }));
    expect(english.file).toMatch(/^assets\/content-[0-9a-f]{10}\.json$/u);
    expect(again.file).toBe(english.file);
    expect(other.file).not.toBe(english.file);
  });

  it('leaves out the lists and words of the sections and parts only the pre-render draws, and keeps the rest', () => {
    const card = { href: '/posts/one/', title: 'One', date: '2026-01-02', dateText: 'Jan 2, 2026', readingText: '1 min read', summary: 'A post.', tags: [] };
    const content = pageContent({ ...site, nav: [...site.nav, { name: 'Writing', path: 'writing' }] }, { posts: [card] });
    for (const key of ['experience', 'education', 'certifications', 'publications', 'awards', 'posts', 'current'] as const) expect(content).toHaveProperty(key);
    expect(content.words).toHaveProperty('writing');
    const shipped = JSON.parse(pageContentFile(content).json) as Record<string, unknown> & { words: Record<string, unknown> };
    for (const key of ['experience', 'education', 'certifications', 'publications', 'awards', 'posts', 'current']) expect(shipped).not.toHaveProperty(key);
    for (const section of ['experience', 'certifications', 'publications', 'awards', 'writing']) expect(shipped.words).not.toHaveProperty(section);
    const { experience, education, certifications, publications, awards, posts, current, words, ...rest } = content;
    const { experience: experienceWords, certifications: certificationWords, publications: publicationWords, awards: awardWords, writing: writingWords, ...hydratedWords } = words as Record<string, unknown>;
    expect(shipped).toEqual({ ...rest, words: hydratedWords });
    // The pre-render had them: the section is on the page, only not in what the script reads.
    expect([experience, education, certifications, publications, awards, posts, current, experienceWords, certificationWords, publicationWords, awardWords, writingWords].every((part) => part !== undefined)).toBe(true);
  });
});

describe('onlyShownSectionStyles', () => {
  const sheet = path.join(PROJECT_ROOT, 'src/styles.css');
  const load = (content: typeof site) => {
    const hook = onlyShownSectionStyles(content).load as (this: unknown, id: string) => { code: string } | null;
    return hook.call({ error: (message: string) => { throw new Error(message); } }, sheet);
  };

  it('leaves each optional section out of the utilities Tailwind generates when the page does not show it', () => {
    const unlinked = { ...site, nav: site.nav.filter((item) => item.path !== 'experience') };
    expect(load(unlinked)?.code).toContain("@import 'tailwindcss' source(none);\n@source not './sections/experience';");
    const none = { ...site, nav: site.nav.filter((item) => !(OPTIONAL_SECTION_IDS as string[]).includes(item.path)) };
    for (const section of OPTIONAL_SECTION_IDS) expect(load(none)?.code).toContain(`\n@source not './sections/${section}';`);
    expect(load(none)?.code).toContain("\n@source not './designs/*/career-entry.tsx';");
    expect(load(none)?.code).toContain("\n@source not './ui/career-section.tsx';");
    // The card stays while any section that draws it shows.
    expect(load({ ...site, nav: site.nav.filter((item) => item.path !== 'certifications' && item.path !== 'awards') })?.code).not.toMatch(/career-(entry|section)/u);
    // All shown, Writing too: the sheet is read as it is.
    expect(OPTIONAL_SECTION_IDS.every((section) => site.nav.some((item) => item.path === section))).toBe(true);
    expect(load({ ...site, nav: [...site.nav, { name: 'Writing', path: 'writing' }] })).toBeNull();
  });

  it('leaves the Writing section out unless the nav links to it, and ships the posts only then (issue 24)', () => {
    expect(load(site)?.code).toContain("@source not './sections/writing';");
    const post = { href: '/posts/a/', title: 'A', date: '2024-01-01', dateText: 'January 1, 2024', readingText: '1 min read', summary: 'S', tags: [] };
    const linked = { ...site, nav: [...site.nav, { name: 'Writing', path: 'writing' as const }] };
    const shipped = pageContent(linked, { posts: [post] });
    expect(shipped.posts).toEqual([post]);
    expect(shipped.sections).toContain('writing');
    expect(shipped.words?.writing).toEqual(wordsOf(site.words, site.lang).writing);
    // The page keeps the section's HTML: its posts are not in the content file a second time.
    expect(JSON.parse(pageContentFile(shipped).json)).not.toHaveProperty('posts');
    // The nav links to it, but there is nothing to show: no section, no link, no words.
    const empty = pageContent(linked, { posts: [] });
    expect(empty.sections).not.toContain('writing');
    expect(empty.nav.map((item) => item.path)).not.toContain('writing');
    expect(empty).not.toHaveProperty('posts');
  });
});
