import type { Experience, Project } from '../../contract/content-schema';

/**
 * A career held in projects (a freelancer's: no jobs, projects with who they were for and when) as
 * the jobs it amounts to, latest first: the organisation, the roles, the dates. An owner with jobs
 * keeps their jobs; projects without an organisation or a start are work, not a career.
 */
export function careerOfProjects(experience: readonly Experience[], projects: readonly Project[]): Experience[] {
  if (experience.length > 0) return [...experience];
  return projects
    .filter((project): project is Project & { entity: string; start: string } => project.entity !== undefined && project.start !== undefined)
    .map((project) => ({
      company: project.entity,
      role: project.roles && project.roles.length > 0 ? project.roles.join(', ') : project.title,
      start: project.start,
      ...(project.end === undefined ? {} : { end: project.end }),
      // The project's own name says what the work was, where the roles took the title's place.
      ...(project.roles && project.roles.length > 0 ? { description: project.title } : project.description === undefined ? {} : { description: project.description }),
      ...(project.highlights ? { highlights: project.highlights } : {}),
      ...(project.stack ? { technologies: project.stack } : {}),
    }))
    .sort((a, b) => (a.start === b.start ? 0 : a.start < b.start ? 1 : -1));
}
