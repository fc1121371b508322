import type { Project } from '../../contract/content-schema';
import { yearsLabel } from './years-label';

/**
 * Who a project was for, what the owner was on it and when, as one line: "Acme · Lead developer ·
 * 2019 – 2021". A freelancer's career is held in these (content-schema's `entity`, `roles`,
 * `start`, `end`). Worded by the build (scripts/site/page-content.ts), so the page's script
 * carries the line, not the code that makes it; undefined for a project with none of them.
 */
export function projectFacts(project: Project, present: string, lang: string): string | undefined {
  const parts = [
    project.entity,
    project.roles && project.roles.length > 0 ? project.roles.join(', ') : undefined,
    project.start === undefined ? undefined : yearsLabel(project.start, project.end, present, lang),
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : parts.join(' · ');
}
