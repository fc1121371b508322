import type { Skill } from '../../../contract/content-schema';

/** Distinct categories in order of first appearance, each once, as the owner typed them. */
export function skillCategories(skills: readonly Skill[]): string[] {
  return [...new Set(skills.map((skill) => skill.category))];
}

/** Categories in order of first appearance, each with its skills' names in content order. */
export function skillGroups(skills: readonly Skill[]): [string, string[]][] {
  return skillCategories(skills).map((category) => [category, skillsInCategory(skills, category).map((skill) => skill.name)]);
}

export function skillsInCategory(skills: readonly Skill[], category: string): Skill[] {
  return skills.filter((skill) => skill.category === category);
}

/**
 * React key for a skill. The content's ids repeat (2 is used twice), so they cannot be keys;
 * the name, with the category, is unique within a list.
 */
export function skillKey(skill: Skill): string {
  return `${skill.category}/${skill.name}`;
}
