import type { Project } from '../../../contract/content-schema';

export const ALL_PROJECTS = 'all';

/** "all" first, then each distinct category in order of first appearance. */
export function projectFilters(projects: readonly Project[]): string[] {
  return [ALL_PROJECTS, ...new Set(projects.map((project) => project.category))];
}

export function projectsForFilter(projects: readonly Project[], filter: string): Project[] {
  return filter === ALL_PROJECTS ? [...projects] : projects.filter((project) => project.category === filter);
}
