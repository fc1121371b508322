import { describe, expect, it } from 'vitest';
import { wordsOf } from '../contract/words';
import { site } from '../fixtures/other-owner/site';
import { pageContent } from './page-content';

describe('pageContent', () => {
  it('ships the page its words complete, without the CV’s, and without what only the CV shows', () => {
    // Without the nav link to it, the Experience section is not on the page, and its data stays out.
    const unlinked = { ...site, nav: site.nav.filter((item) => item.path !== 'experience') };
    const shipped = pageContent(unlinked);
    const words = wordsOf(site.words);
    expect(shipped.words).toEqual({ ...words, cv: undefined });
    expect(Object.keys(shipped.words ?? {})).not.toContain('cv');
    expect(shipped).not.toHaveProperty('paper');
    expect(shipped).not.toHaveProperty('accent');
    expect(shipped).not.toHaveProperty('experience');
    expect(shipped).not.toHaveProperty('education');
    // Everything the page reads is there, unchanged.
    for (const key of ['owner', 'socials', 'nav', 'skills', 'projects', 'footer', 'lang', 'defaultTheme'] as const) expect(shipped[key]).toEqual(unlinked[key]);
  });

  it('ships experience and education when the nav links to their section', () => {
    expect(site.nav.map((item) => item.path)).toContain('experience');
    expect(pageContent(site)).toMatchObject({ experience: site.experience, education: site.education });
  });
});
