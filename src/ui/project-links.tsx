import { fill } from '../../contract/words';
import { formatNumber } from '../lib/format-number';
import type { WorkProject } from '../lib/page-content';
import { mayHaveWriting } from '../lib/site-writing';
import { ExternalLink } from './external-link';
import { Icon } from './icon';
import { useText } from './fallback-text';

/**
 * What every design's project card says the same way, whatever it looks like: a GitHub
 * repository's stars, and the card's links. Each design passes its own classes.
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

type ProjectLinksProps = { project: WorkProject; caseStudy?: string | undefined; seeProject: string; readCaseStudy: string; code: string; newTab: string; className: string };

/**
 * The card's links, side by side in the design's row. The first goes to the case study where it has
 * one (issue 24), else to the project's own address in a new tab, else there is none (issue 41: a
 * project with no public address); a site without case studies (the build's define) ships only the
 * project's own link. The second, "Source code", goes to its `source` when the owner gives one (a GitHub
 * repository's card has it), so a reader can open the work or its code in one step.
 */
export function ProjectLinks({ project, caseStudy, seeProject, readCaseStudy, code, newTab, className }: ProjectLinksProps) {
  const t = useText();
  const first =
    mayHaveWriting && caseStudy !== undefined ? (
      <a href={caseStudy} className={className}>
        {t(readCaseStudy)}
        <span className="sr-only">: {project.title}</span>
        <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
      </a>
    ) : project.link !== undefined ? (
      <ExternalLink href={project.link} label={t(seeProject)} title={project.title} newTab={newTab} className={className} />
    ) : null;
  const source = project.source !== undefined && <ExternalLink href={project.source} label={t(code)} title={project.title} newTab={newTab} className={className} />;
  return (
    <>
      {first}
      {source}
    </>
  );
}
