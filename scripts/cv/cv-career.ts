/**
 * The career the CV lists. An owner with jobs has their jobs. A career held in projects (a
 * freelancer's: no jobs, projects with who they were for and when) has those projects as its roles,
 * as the page reads them (src/lib/career-of-projects.ts): the organisation, the roles, the dates,
 * the latest first; the CV's Projects section then lists only the other projects, so no project is
 * told twice. Everything downstream (fitting, leaving out the oldest highlights, the build's note)
 * reads the result as any career.
 */
import type { Experience, Project, SiteContent } from '../../contract/content-schema';

/** A project that stands for a role: it says who it was for and when it started. */
type Engagement = Project & { entity: string; start: string };

const isEngagement = (project: Project): project is Engagement => project.entity !== undefined && project.start !== undefined;

/** A project as a role: "Lead developer — Globex", its title and what it is as the line under it. */
function roleOf(project: Engagement): Experience {
  const roles = project.roles ?? [];
  // The roles take the title's place on the role's line; the title then says what the work was.
  const description = roles.length === 0 ? project.description : project.description === undefined ? project.title : `${project.title} — ${project.description}`;
  const address = project.link ?? project.source;
  return {
    company: project.entity,
    role: roles.length > 0 ? roles.join(', ') : project.title,
    start: project.start,
    ...(project.end === undefined ? {} : { end: project.end }),
    ...(address === undefined ? {} : { url: address }),
    ...(description === undefined ? {} : { description }),
    ...(project.highlights === undefined ? {} : { highlights: project.highlights }),
    ...(project.stack === undefined ? {} : { technologies: project.stack }),
  };
}

/** The content as the CV lays it out: a career held in projects moved into `experience`. */
export function cvCareer(site: SiteContent): SiteContent {
  if ((site.experience ?? []).length > 0) return site;
  const projects = site.projects ?? [];
  const engagements = projects.filter(isEngagement);
  if (engagements.length === 0) return site;
  // Latest first, as a career is listed; the content's order among those that start together.
  const experience = engagements.map(roleOf).sort((a, b) => (a.start === b.start ? 0 : a.start < b.start ? 1 : -1));
  const others = projects.filter((project) => !isEngagement(project));
  return { ...site, experience, projects: others };
}
