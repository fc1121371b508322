import type { Project } from '../../../contract/content-schema';
import { yearsLabel } from '../../lib/years-label';
import { useText } from '../../ui/fallback-text';

type ProjectFactsProps = { project: Project; present: string; lang: string; className: string };

/**
 * Who a project was for, what the owner was on it and when: "Acme · Lead developer · 2019 – 2021".
 * A freelancer's career is held in these (content-schema's `entity`, `roles`, `start`, `end`), so
 * every design says them; a project with none of them has no line.
 */
export function ProjectFacts({ project, present, lang, className }: ProjectFactsProps) {
  const t = useText();
  const parts = [
    project.entity === undefined ? undefined : <bdi key="entity" className="font-semibold">{t(project.entity)}</bdi>,
    project.roles && project.roles.length > 0 ? <span key="roles">{project.roles.map((role) => t(role)).join(', ')}</span> : undefined,
    project.start === undefined ? undefined : (
      <span key="when" className="whitespace-nowrap tabular-nums">
        {yearsLabel(project.start, project.end, present, lang)}
      </span>
    ),
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {index > 0 && <span className="sr-only">, </span>}
          {part}
        </span>
      ))}
    </p>
  );
}
