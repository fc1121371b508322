import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../contract/folio-words';
import { site } from '../../fixtures/multilingual/site';
import { unwritableFields } from './cv-glyphs';

/** A font that writes Latin, Greek and Cyrillic, as the CV's Noto Sans does (not CJK or Devanagari). */
const latinGreekCyrillic = (codePoint: number) => codePoint < 0x0530 || (codePoint >= 0x1e00 && codePoint < 0x2c00);

describe("the CV's own words and the font that writes them (issue 41)", () => {
  it('stops a CV whose headings the font cannot write (folio\'s Japanese), naming each, rather than leave them blank', () => {
    // The fixture words every text itself (in English); a Japanese owner who leaves folio's words.
    const problems = unwritableFields({ ...site, lang: 'ja', words: undefined }, latinGreekCyrillic);
    const summary = wordsOf(undefined, 'ja').cv.summary;
    expect(problems).toContain(`words.cv.summary has characters the generated CV's font cannot write: ${[...new Set(summary)].join(' ')}`);
    expect(problems.some((problem) => problem.startsWith('the months, as the CV writes them'))).toBe(true);
  });

  it('lets through a language in the font\'s scripts, its words and months included', () => {
    for (const lang of ['en', 'de', 'pl', 'uk', 'tr']) expect(unwritableFields({ ...site, lang, words: undefined }, latinGreekCyrillic), lang).toEqual([]);
  });
});

describe('the texts of a career held in projects, and the languages spoken', () => {
  it("names a project's client or role, a job's description, or a language the font cannot write", () => {
    const [project] = site.projects ?? [];
    const [job] = site.experience ?? [];
    if (project === undefined || job === undefined) throw new Error('the fixture has projects and jobs');
    const content = {
      ...site,
      words: undefined,
      projects: [{ ...project, entity: '株式会社', roles: ['開発者'] }],
      experience: [{ ...job, description: 'टीम' }],
      spokenLanguages: [{ language: '日本語', fluency: 'Native' }],
    };
    const fields = unwritableFields(content, latinGreekCyrillic).map((problem) => problem.split(' ')[0]);
    expect(fields).toEqual(expect.arrayContaining(['projects[0].entity', 'projects[0].roles[0]', 'experience[0].description', 'spokenLanguages[0].language']));
    expect(fields).not.toContain('spokenLanguages[0].fluency');
  });
});
