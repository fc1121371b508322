import type { Project } from '../../../contract/content-schema';

/** The filter that shows every project: not a string, so no category can be mistaken for it. */
export const ALL_PROJECTS = null;
export type ProjectFilter = string | typeof ALL_PROJECTS;

/** "all" (in the owner's words) first, then each distinct category in order of first appearance. */
export function projectFilters(projects: readonly Project[], allLabel: string): { value: ProjectFilter; label: string }[] {
  const categories = [...new Set(projects.map((project) => project.category))];
  return [{ value: ALL_PROJECTS, label: allLabel }, ...categories.map((category) => ({ value: category, label: category }))];
}

// Generic so a GitHub repository's stars (WorkProject) stay typed through the filter.
export function projectsForFilter<P extends Project>(projects: readonly P[], filter: ProjectFilter): P[] {
  return filter === ALL_PROJECTS ? [...projects] : projects.filter((project) => project.category === filter);
}
