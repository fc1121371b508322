import type { ProjectCard as DefaultProjectCard } from '../default/project-card';
import { StackTags } from '../../ui/stack-tags';
import { ProjectLinks, ProjectStars } from '../../ui/project-links';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useText } from '../../ui/fallback-text';

/**
 * A project as a row: the picture small at the start, the text beside it. At rest it is quiet (no
 * box); on hover the row lifts onto a surface and its title takes the accent.
 */
export const ProjectCard: typeof DefaultProjectCard = ({ project, caseStudy, animate, hidden = false, words, newTab, lang }) => {
  const t = useText();
  const link = 'inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent hover:underline hover:underline-offset-4';
  return (
    <li
      // Either link of the card counts as a project link (lib/beacon.ts).
      data-insight="project-link"
      hidden={hidden}
      data-print-show
      className={
        'sb-card group relative grid gap-4 rounded-xl border border-transparent p-4 transition hover:border-border hover:bg-surface hover:shadow-card ' + (project.image === undefined ? '' : 'sm:grid-cols-[11rem_minmax(0,1fr)] ') + 'sm:gap-6 sm:p-5 ' +
        (animate ? 'animate-card-in motion-reduce:animate-none' : '')
      }
    >
      {project.image !== undefined && (
        <div className="aspect-[16/10] overflow-hidden rounded-lg border border-border bg-surface-2 sm:mt-1">
          <ResponsiveImage
            image={project.image}
            sizes="(min-width: 640px) 176px, 100vw"
            className="block h-full w-full object-cover [opacity:var(--picture-opacity)] transition motion-safe:group-hover:scale-[1.04]"
          />
        </div>
      )}
      <div className="flex flex-col">
        <p className="sb-label text-muted">
          {t(project.category)}
          {/* A GitHub repository's stars, on the category's line so the card grows no taller. */}
          <ProjectStars project={project} stars={words.stars} lang={lang} />
        </p>
        <h3 className="mt-1.5 text-lg font-semibold leading-snug text-text transition-colors group-hover:text-accent">{t(project.title)}</h3>
        {project.facts !== undefined && <p className="mt-1 text-sm text-muted">{project.facts}</p>}
        {/* The whole description: it is the only place the project is explained (when the owner wrote one). */}
        {project.description !== undefined && <p className="mt-2 text-sm leading-relaxed text-muted">{t(project.description)}</p>}
        {project.stack && project.stack.length > 0 && <StackTags stack={project.stack} variant={project.image === undefined ? 'text' : 'tags'} className="mt-3" />}
        <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-4 empty:hidden">
          <ProjectLinks project={project} caseStudy={caseStudy} seeProject={words.seeProject} readCaseStudy={words.caseStudy} code={words.code} newTab={newTab} className={link} />
        </div>
      </div>
    </li>
  );
};
