import { describe, expect, it } from 'vitest';
import { wordsOf } from '../contract/words';
import { site } from '../fixtures/other-owner/site';
import { pageContent } from './page-content';

describe('pageContent', () => {
  it('ships the page its words complete, without the CV’s, and without what only the CV shows', () => {
    const shipped = pageContent(site);
    const words = wordsOf(site.words);
    expect(shipped.words).toEqual({ ...words, cv: undefined });
    expect(Object.keys(shipped.words ?? {})).not.toContain('cv');
    expect(shipped).not.toHaveProperty('paper');
    expect(shipped).not.toHaveProperty('accent');
    expect(site.nav.map((item) => item.path)).not.toContain('experience');
    expect(shipped).not.toHaveProperty('experience');
    expect(shipped).not.toHaveProperty('education');
    // Everything the page reads is there, unchanged.
    for (const key of ['owner', 'socials', 'nav', 'skills', 'projects', 'footer', 'lang', 'defaultTheme'] as const) expect(shipped[key]).toEqual(site[key]);
  });
});
