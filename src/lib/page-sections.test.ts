import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../contract/content-schema';
import { pageNav, pageSections, showsExperience } from './page-sections';

// A page with skills and projects: Skills and Portfolio show only with something in them (issue 41).
const nav = (...paths: NavItem['path'][]) => ({ nav: paths.map((path) => ({ name: path, path })), skills: [{}], projects: [{}] });

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
    expect(pageSections({ nav: nav('home', 'skills', 'work', 'contact').nav, skills: [{}] })).toEqual(['home', 'skills', 'contact']);
    expect(pageSections(bare('home', 'skills', 'work', 'experience', 'contact'))).toEqual(['home', 'skills', 'experience', 'contact']);
    expect(pageSections(bare('work', 'experience', 'home'))).toEqual(['home', 'experience', 'skills', 'contact']);
  });
});

describe('a page with no skills or no projects (issue 41)', () => {
  const links = nav('home', 'skills', 'work', 'contact').nav;

  it('has no Skills section and no link to it when there are no skills', () => {
    const site = { nav: links, skills: [], projects: [{}] };
    expect(pageSections(site)).toEqual(['home', 'work', 'contact']);
    expect(pageNav(site, false).map((item) => item.path)).toEqual(['home', 'work', 'contact']);
  });

  it('has neither Skills nor Portfolio when there is nothing in either, and places an optional section after Home then', () => {
    const site = { nav: [...links.slice(0, 2), { name: 'experience', path: 'experience' as const }, ...links.slice(2)], skills: [], projects: [] };
    expect(pageSections(site)).toEqual(['home', 'experience', 'contact']);
    expect(pageNav(site, false).map((item) => item.path)).toEqual(['home', 'experience', 'contact']);
  });
});
