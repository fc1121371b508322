import type { Skill } from '../../contract/content-schema';
import { categoryWords } from './category-words';

/*
 * How skills group by category, shared by the skills section and the build's CV and resume.json
 * (scripts/cv/), so both list them in the same order; the build may not reach into a section.
 */

/** Distinct categories in order of first appearance, each once, as the owner typed them. */
export function skillCategories(skills: readonly Skill[]): string[] {
  return [...new Set(skills.map((skill) => skill.category))];
}

/** Categories in order of first appearance, as words (never a slug: category-words.ts), each with its skills' names in content order. */
export function skillGroups(skills: readonly Skill[]): [string, string[]][] {
  return skillCategories(skills).map((category) => [categoryWords(category), skillsInCategory(skills, category).map((skill) => skill.name)]);
}

export function skillsInCategory(skills: readonly Skill[], category: string): Skill[] {
  return skills.filter((skill) => skill.category === category);
}
