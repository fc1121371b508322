import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { projectFilters, projectsForFilter } from './filter-projects';

describe('portfolio filter', () => {
  it('offers "all" plus each distinct category', () => {
    expect(projectFilters(site.projects)).toEqual(['all', 'Ecommerce', 'Development']);
  });

  it('shows every project for "all" and only matching ones otherwise', () => {
    expect(projectsForFilter(site.projects, 'all')).toHaveLength(5);
    expect(projectsForFilter(site.projects, 'Ecommerce')).toHaveLength(2);
    expect(projectsForFilter(site.projects, 'Development')).toHaveLength(3);
    expect(projectsForFilter(site.projects, 'Nothing')).toHaveLength(0);
  });
});
