import type { ProjectCard as DefaultProjectCard } from '../default/project-card';
import { ResponsiveImage } from '../../ui/responsive-image';
import { StackTags } from '../../ui/stack-tags';
import { ProjectLinks, ProjectStars } from '../../ui/project-links';
import { useText } from '../../ui/fallback-text';

/**
 * A project as an entry in a list of case studies: the picture small at the start, then the
 * category and stars, the title set as a headline, what it is, its stack and its link. One
 * project a row, so each reads as a story rather than a tile.
 */
export const ProjectCard: typeof DefaultProjectCard = ({ project, caseStudy, animate, hidden = false, words, newTab, lang }) => {
  const t = useText();
  const linkClass = 'inline-flex w-fit items-center gap-1 font-semibold text-text underline decoration-accent decoration-2 underline-offset-4 hover:text-accent';
  return (
    <li
      data-insight="project-link"
      hidden={hidden}
      data-print-show
      className={'group grid gap-5 border-t border-border sm:gap-8 ' + (project.image === undefined ? 'py-5 ' : 'py-8 sm:grid-cols-[13rem_1fr] ') + (animate ? 'animate-card-in motion-reduce:animate-none' : '')}
    >
      {project.image !== undefined && (
        <div className="aspect-[16/10] overflow-hidden rounded-md bg-surface-2 ring-1 ring-border">
          <ResponsiveImage
            image={project.image}
            sizes="(min-width: 640px) 208px, 100vw"
            className="block h-full w-full object-cover [opacity:var(--picture-opacity)] transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
          />
        </div>
      )}
      <div className="flex flex-col">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">
          {t(project.category)}
          <ProjectStars project={project} stars={words.stars} lang={lang} />
        </p>
        {/* A headline where there is a picture beside it; a smaller one in a list of entries of text. */}
        <h3 className={`editorial-display mt-2 font-medium leading-snug text-text ${project.image === undefined ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl'}`}>{t(project.title)}</h3>
        {project.facts !== undefined && <p className="mt-1 text-sm text-muted">{project.facts}</p>}
        {project.description !== undefined && <p className="mt-2 max-w-[62ch] text-base leading-relaxed text-muted sm:text-lg">{t(project.description)}</p>}
        {project.stack && project.stack.length > 0 && <StackTags stack={project.stack} variant={project.image === undefined ? 'text' : 'tags'} className="mt-3" />}
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 empty:hidden">
          <ProjectLinks project={project} caseStudy={caseStudy} seeProject={words.seeProject} readCaseStudy={words.caseStudy} code={words.code} newTab={newTab} className={linkClass} />
        </div>
      </div>
    </li>
  );
};
