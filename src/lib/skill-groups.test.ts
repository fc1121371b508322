import { describe, expect, it } from 'vitest';
import type { Skill } from '../../contract/content-schema';
import { skillCategories, skillGroups, skillsInCategory } from './skill-groups';

const skill = (id: number, name: string, category: string): Skill => ({ id, name, category, percentage: 50, description: `${name} work` });

// Categories interleave and one id repeats, as owners' data does.
const skills = [
  skill(1, 'Rust', 'Systems'),
  skill(2, 'SQL', 'Data'),
  skill(3, 'C', 'Systems'),
  skill(2, 'dbt', 'Data'),
  skill(4, 'Figma', 'Design & UX'),
];

describe('skills filter', () => {
  it('lists categories in order of first appearance, each once, as typed', () => {
    expect(skillCategories(skills)).toEqual(['Systems', 'Data', 'Design & UX']);
  });

  it('shows only the chosen category, in content order', () => {
    expect(skillsInCategory(skills, 'Systems').map((s) => s.name)).toEqual(['Rust', 'C']);
    expect(skillsInCategory(skills, 'Data').map((s) => s.name)).toEqual(['SQL', 'dbt']);
    expect(skillsInCategory(skills, 'Nothing')).toEqual([]);
  });
});

describe('skillGroups (the CV and resume.json)', () => {
  it('keeps categories in order of first appearance, each with its skills in content order', () => {
    expect(skillGroups(skills)).toEqual([
      ['Systems', ['Rust', 'C']],
      ['Data', ['SQL', 'dbt']],
      ['Design & UX', ['Figma']],
    ]);
  });
});
