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
