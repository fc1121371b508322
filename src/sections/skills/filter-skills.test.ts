import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { skillCategories, skillKey, skillsInCategory } from './filter-skills';

describe('skills filter', () => {
  it('lists categories in order of first appearance', () => {
    expect(skillCategories(site.skills)).toEqual(['FrontEnd', 'BackEnd', 'Others']);
  });

  it('shows only the chosen category', () => {
    expect(skillsInCategory(site.skills, 'FrontEnd').map((s) => s.name)).toEqual(['JavaScript', 'TypeScript', 'React', 'Next']);
    expect(skillsInCategory(site.skills, 'BackEnd')).toHaveLength(5);
    expect(skillsInCategory(site.skills, 'Others').map((s) => s.name)).toEqual(['Git', 'Docker']);
  });

  it('gives unique keys although the content repeats id 2', () => {
    expect(site.skills.filter((s) => s.id === 2)).toHaveLength(2);
    const keys = site.skills.map(skillKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
