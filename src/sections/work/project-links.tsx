import { fill } from '../../../contract/words';
import { formatNumber } from '../../lib/format-number';
import type { WorkProject } from '../../lib/page-content';
import { mayHaveWriting } from '../../lib/site-writing';
import { Icon } from '../../ui/icon';
import { useText } from '../../ui/fallback-text';

/**
 * What every design's project card says the same way, whatever it looks like: a GitHub
 * repository's stars, and the card's one link. Each design passes its own classes.
 */

/** The stars, read out as a sentence, shown as ` · ★ 1,234`; nothing for a project of the owner's own. */
export function ProjectStars({ project, stars, lang }: { project: WorkProject; stars: string; lang: string }) {
  if (project.stars === undefined) return null;
  return (
    <span className="text-muted">
      {/* The build's digits; an engine with other locale data keeps them (format-number.ts). */}
      <span aria-hidden="true" suppressHydrationWarning>
        {' · ★ '}
        {formatNumber(project.stars, lang)}
      </span>
      <span className="sr-only" suppressHydrationWarning>, {fill(stars, { count: project.stars }, lang)}</span>
    </span>
  );
}

type ProjectLinkProps = { project: WorkProject; caseStudy?: string | undefined; seeProject: string; readCaseStudy: string; newTab: string; className: string };

/**
 * The card's link: to its case study where it has one (issue 24), else to the project's own
 * address in a new tab, else none (issue 41: a project with no public address). A site without
 * case studies (the build's define) ships only the project's own link.
 */
export function ProjectLink({ project, caseStudy, seeProject, readCaseStudy, newTab, className }: ProjectLinkProps) {
  const t = useText();
  if (mayHaveWriting && caseStudy !== undefined) {
    return (
      <a href={caseStudy} className={className}>
        {t(readCaseStudy)}
        <span className="sr-only">: {project.title}</span>
        <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
      </a>
    );
  }
  if (project.link === undefined) return null;
  return (
    <a href={project.link} data-print-href target="_blank" rel="noopener noreferrer" className={className}>
      {t(seeProject)}
      <span className="sr-only">
        : {project.title} {newTab}
      </span>
      <Icon name="external" className="size-4 rtl:-scale-x-100" />
    </a>
  );
}
