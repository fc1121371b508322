import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/content-schema';
import { ALL_PROJECTS, projectFilters, projectsForFilter } from './filter-projects';

const project = (id: number, category: string): Project => ({
  id,
  category,
  title: `Project ${id}`,
  link: `https://example.com/${id}`,
  description: 'A project.',
  image: { name: 'shot', alt: 'A screenshot', width: 800, height: 500 },
});

const projects = [project(1, 'Open source'), project(2, 'Client work'), project(3, 'Open source'), project(4, 'Research')];

describe('work section filter', () => {
  it('offers "all", in the words given, plus each distinct category in order of first appearance', () => {
    expect(projectFilters(projects, 'Everything').map((f) => f.label)).toEqual(['Everything', 'Open source', 'Client work', 'Research']);
    expect(projectFilters(projects, 'Everything')[0]?.value).toBe(ALL_PROJECTS);
  });

  it('keeps a category named like the "all" filter apart from it', () => {
    const named = [project(1, 'all'), project(2, 'Other')];
    const filters = projectFilters(named, 'all');
    expect(filters.map((f) => f.value)).toEqual([ALL_PROJECTS, 'all', 'Other']);
    expect(projectsForFilter(named, 'all').map((p) => p.id)).toEqual([1]);
  });

  it('shows every project for "all" and only matching ones otherwise', () => {
    expect(projectsForFilter(projects, ALL_PROJECTS).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(projectsForFilter(projects, 'Open source').map((p) => p.id)).toEqual([1, 3]);
    expect(projectsForFilter(projects, 'Research').map((p) => p.id)).toEqual([4]);
    expect(projectsForFilter(projects, 'Nothing')).toEqual([]);
  });
});
