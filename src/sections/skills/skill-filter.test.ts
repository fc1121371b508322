import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/content-schema';
import { showsSkill, skillFilters } from './skill-filter';

const skill = (name: string, category: string): Skill => ({ id: 1, name, category, description: `${name} work` });
// One category is called like the "All" button.
const skills = [skill('Rust', 'Systems'), skill('SQL', 'All'), skill('C', 'Systems')];

describe('the skills filter', () => {
  it('starts on the first category by default, as the spec does, with no button for every skill', () => {
    expect(skillFilters(skills)).toEqual(['Systems', 'All']);
    expect(skillFilters(skills, 'first')).toEqual(['Systems', 'All']);
  });

  it('starts on every skill when the owner prefers it, before the categories', () => {
    expect(skillFilters(skills, 'all')).toEqual([null, 'Systems', 'All']);
  });

  it('shows every skill on the "all" button, and only its own on a category, even one named "All"', () => {
    expect(skills.filter((s) => showsSkill(null, s)).map((s) => s.name)).toEqual(['Rust', 'SQL', 'C']);
    expect(skills.filter((s) => showsSkill('All', s)).map((s) => s.name)).toEqual(['SQL']);
    expect(skills.filter((s) => showsSkill('Systems', s)).map((s) => s.name)).toEqual(['Rust', 'C']);
  });
});
