import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../contract/content-schema';
import { pageSections, showsExperience } from './page-sections';

/** A site with projects (a Portfolio) and these nav links. */
const nav = (...paths: NavItem['path'][]) => ({ nav: paths.map((path) => ({ name: path, path })), projects: ['a project'] });

describe('pageSections', () => {
  it("is the spec's four sections in the spec's order when the nav does not link to Experience", () => {
    expect(pageSections(nav('home', 'skills', 'work', 'contact'))).toEqual(['home', 'skills', 'work', 'contact']);
    // The order of the links does not move the spec's sections.
    expect(pageSections(nav('contact', 'home'))).toEqual(['home', 'skills', 'work', 'contact']);
    expect(showsExperience(nav('home', 'contact'))).toBe(false);
  });

  it('puts Experience after the section whose link comes before its own, or after Home', () => {
    expect(pageSections(nav('home', 'experience', 'skills', 'work', 'contact'))).toEqual(['home', 'experience', 'skills', 'work', 'contact']);
    expect(pageSections(nav('home', 'skills', 'work', 'experience', 'contact'))).toEqual(['home', 'skills', 'work', 'experience', 'contact']);
    expect(pageSections(nav('experience', 'home'))).toEqual(['home', 'experience', 'skills', 'work', 'contact']);
    expect(pageSections(nav('home', 'contact', 'experience'))).toEqual(['home', 'skills', 'work', 'contact', 'experience']);
  });
});

describe('pageSections with several optional sections', () => {
  it('places each where its link is, in the nav’s order, and leaves out those not linked', () => {
    expect(pageSections(nav('home', 'experience', 'certifications', 'skills', 'publications', 'work', 'awards', 'contact'))).toEqual([
      'home', 'experience', 'certifications', 'skills', 'publications', 'work', 'awards', 'contact',
    ]);
    // One after another, even when the first of them comes first in the nav.
    expect(pageSections(nav('awards', 'publications', 'home', 'contact'))).toEqual(['home', 'awards', 'publications', 'skills', 'work', 'contact']);
    expect(pageSections(nav('home', 'contact', 'certifications'))).toEqual(['home', 'skills', 'work', 'contact', 'certifications']);
  });

  it('puts Writing where its link is, beside Experience too', () => {
    expect(pageSections(nav('home', 'skills', 'writing', 'work', 'contact'))).toEqual(['home', 'skills', 'writing', 'work', 'contact']);
    expect(pageSections(nav('home', 'experience', 'writing', 'contact'))).toEqual(['home', 'experience', 'writing', 'skills', 'work', 'contact']);
    expect(pageSections(nav('home', 'writing', 'experience', 'contact'))).toEqual(['home', 'writing', 'experience', 'skills', 'work', 'contact']);
  });
});

describe('pageSections without projects (issue 41)', () => {
  it('leaves the Portfolio out, and puts a section linked after its link where the link before that is', () => {
    const bare = (...paths: NavItem['path'][]) => ({ ...nav(...paths), projects: [] });
    expect(pageSections(bare('home', 'skills', 'work', 'contact'))).toEqual(['home', 'skills', 'contact']);
    expect(pageSections({ nav: nav('home', 'skills', 'work', 'contact').nav })).toEqual(['home', 'skills', 'contact']);
    expect(pageSections(bare('home', 'skills', 'work', 'experience', 'contact'))).toEqual(['home', 'skills', 'experience', 'contact']);
    expect(pageSections(bare('work', 'experience', 'home'))).toEqual(['home', 'experience', 'skills', 'contact']);
  });
});
