import { fill } from '../../../contract/words';
import { formatNumber } from '../../lib/format-number';
import type { WorkProject } from '../../lib/page-content';
import { Icon } from '../../ui/icon';
import { StackTags } from '../../ui/stack-tags';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useText } from '../../ui/fallback-text';
import { mayHaveWriting } from '../../lib/site-writing';

/** `caseStudy`: the address of the project's own page (issue 24), where the card then leads. */
type ProjectCardProps = { project: WorkProject; caseStudy?: string | undefined; animate: boolean; seeProject: string; readCaseStudy: string; newTab: string; stars: string; lang: string };

export function ProjectCard({ project, caseStudy, animate, seeProject, readCaseStudy, newTab, stars, lang }: ProjectCardProps) {
  const t = useText();
  return (
    <li
      // Either link of the card counts as a project link (lib/beacon.ts).
      data-insight="project-link"
      className={
        'group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-lift ' +
        (animate ? 'animate-card-in motion-reduce:animate-none' : '')
      }
    >
      <div className="aspect-[16/10] overflow-hidden border-b border-border bg-surface-2">
        <ResponsiveImage
          image={project.image}
          sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
          className="block h-full w-full object-cover [opacity:var(--picture-opacity)] transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold text-accent">
          {t(project.category)}
          {/* A GitHub repository's stars, on the category's line so the card grows no taller. */}
          {project.stars === undefined ? null : (
            <span className="text-muted">
              {/* The build's digits; an engine with other locale data keeps them (format-number.ts). */}
              <span aria-hidden="true" suppressHydrationWarning>
                {' · ★ '}
                {formatNumber(project.stars, lang)}
              </span>
              <span className="sr-only" suppressHydrationWarning>, {fill(stars, { count: project.stars }, lang)}</span>
            </span>
          )}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-text">{t(project.title)}</h3>
        {/* The whole description: it is the only place the project is explained (when the owner wrote one). */}
        {project.description !== undefined && <p className="mt-2 text-sm leading-relaxed text-muted">{t(project.description)}</p>}
        {project.stack && project.stack.length > 0 && <StackTags stack={project.stack} className="mt-4" />}
        {/* A site without case studies (the build's define) ships only the project's own link; a
            project with no public address (issue 41) has only its case study's, or no link at all. */}
        {mayHaveWriting && caseStudy !== undefined ? (
          <a href={caseStudy} className="mt-auto inline-flex w-fit items-center gap-1 pt-5 text-sm font-semibold text-accent hover:underline hover:underline-offset-4">
            {t(readCaseStudy)}
            <span className="sr-only">: {project.title}</span>
            <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
          </a>
        ) : (
          project.link !== undefined && (
            <a
              href={project.link}
              data-print-href
              target="_blank"
              rel="noopener noreferrer"
              // mt-auto: at the card's foot, so the links of a row line up however long each title is.
              className="mt-auto inline-flex w-fit items-center gap-1 pt-5 text-sm font-semibold text-accent hover:underline hover:underline-offset-4"
            >
              {t(seeProject)}
              <span className="sr-only">
                : {project.title} {newTab}
              </span>
              <Icon name="external" className="size-4 rtl:-scale-x-100" />
            </a>
          )
        )}
      </div>
    </li>
  );
}
