import type { Project } from '../../contract/content-schema';

/**
 * The project the first screen names, and where its link goes: the one the owner marked
 * `featured`, else the first with a case study (the owner's own story of it), else the first with
 * any address, the list being in the owner's order. A project with nowhere to go is not featured:
 * the first screen's line is a link or nothing.
 */
export type FeaturedProject = { title: string; href: string; external: boolean };

export function featuredProject(projects: readonly Project[], caseStudies: Record<number, string> | undefined): FeaturedProject | undefined {
  const hrefOf = (project: Project) => caseStudies?.[project.id] ?? project.link ?? project.source;
  const chosen = projects.find((project) => project.featured) ?? projects.find((project) => caseStudies?.[project.id] !== undefined) ?? projects.find((project) => hrefOf(project) !== undefined);
  const href = chosen === undefined ? undefined : hrefOf(chosen);
  if (chosen === undefined || href === undefined) return undefined;
  return { title: chosen.title, href, external: caseStudies?.[chosen.id] === undefined };
}
