import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import type { PageContent } from './page-content';
import { preparedContent } from './prepared-content';

const linked: PageContent = { ...site, projects: site.projects!, nav: [...site.nav, { name: 'Writing', path: 'writing' }] };
const post = { href: '/posts/a/', title: 'A', date: '2025-01-01', dateText: 'January 1, 2025', readingText: '1 min read', summary: 'S', tags: [] };

describe('preparedContent, where the content comes unprepared (npm run dev, the pre-render)', () => {
  it('shows Writing and its nav link when there are posts to show', () => {
    const prepared = preparedContent({ ...linked, posts: [post] });
    expect(prepared.sections).toContain('writing');
    expect(prepared.nav.map((item) => item.path)).toContain('writing');
  });

  it('leaves out both, as the build does, when there are none: no link to a section that is not there', () => {
    const prepared = preparedContent(linked);
    expect(prepared.sections).not.toContain('writing');
    expect(prepared.nav.map((item) => item.path)).not.toContain('writing');
    expect(prepared.nav).toEqual(site.nav);
  });

  it('leaves out the Portfolio and its nav link when there are no projects (issue 41)', () => {
    const prepared = preparedContent({ ...site, projects: [] });
    expect(prepared.sections).not.toContain('work');
    expect(prepared.nav.map((item) => item.path)).not.toContain('work');
    expect(prepared.nav).toEqual(site.nav.filter((item) => item.path !== 'work'));
    // With projects, the same content keeps both.
    const withProjects = preparedContent({ ...site, projects: site.projects! });
    expect(withProjects.sections).toContain('work');
    expect(withProjects.nav).toEqual(site.nav);
  });
});
