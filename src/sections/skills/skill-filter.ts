import type { Skill, SkillsFilter } from '../../../contract/content-schema';
import { skillCategories } from '../../lib/skill-groups';

/**
 * A button of the skills filter: a category, or `null` for every skill. Not a word: a category
 * may be called like the "All" button and must still show only its own skills.
 */
export type SkillFilter = string | null;

/**
 * The filter's buttons in order; the first is the one a visit starts on. The spec starts on the
 * first category; an owner who prefers it starts on every skill (`skillsFilter: 'all'`).
 */
export function skillFilters(skills: readonly Skill[], start: SkillsFilter = 'first'): SkillFilter[] {
  const categories = skillCategories(skills);
  return start === 'all' ? [null, ...categories] : categories;
}

export function showsSkill(filter: SkillFilter, skill: Skill): boolean {
  return filter === null || skill.category === filter;
}
