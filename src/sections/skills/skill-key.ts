import type { Skill } from '../../../contract/content-schema';

/**
 * React key for a skill. The content's ids repeat (2 is used twice), so they cannot be keys;
 * the name, with the category, is unique within a list.
 */
export function skillKey(skill: Skill): string {
  return `${skill.category}/${skill.name}`;
}
