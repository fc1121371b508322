import type { Words } from '../../../contract/words';
import type { WorkProject } from '../../lib/page-content';
import { StackTags } from '../../ui/stack-tags';
import { ProjectLinks, ProjectStars } from '../../ui/project-links';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useText } from '../../ui/fallback-text';

/**
 * `caseStudy`: the address of the project's own page (issue 24), where the card then leads.
 * `hidden`: folded behind the list's "Show all" button; it still prints.
 */
export type ProjectCardProps = { project: WorkProject; caseStudy?: string | undefined; animate: boolean; hidden?: boolean; words: Words['work']; newTab: string; lang: string };

/**
 * A project as a card with its picture; one without a picture as an entry of text under a rule,
 * never a stand-in picture: who it was for and when, what it is, its stack and its links.
 */
export function ProjectCard({ project, caseStudy, animate, hidden = false, words, newTab, lang }: ProjectCardProps) {
  const t = useText();
  const { image } = project;
  return (
    <li
      // Either link of the card counts as a project link (lib/beacon.ts).
      data-insight="project-link"
      hidden={hidden}
      data-print-show
      className={
        (image === undefined
          ? 'flex break-inside-avoid flex-col border-t border-border py-6 '
          : 'group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-lift ') + (animate ? 'animate-card-in motion-reduce:animate-none' : '')
      }
    >
      {image !== undefined && (
        <div className="aspect-[16/10] overflow-hidden border-b border-border bg-surface-2">
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
            className="block h-full w-full object-cover [opacity:var(--picture-opacity)] transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
          />
        </div>
      )}
      <div className={image === undefined ? 'contents' : 'flex flex-1 flex-col p-6'}>
        <p className="text-xs font-semibold text-accent">
          {t(project.category)}
          {/* A GitHub repository's stars, on the category's line so the card grows no taller. */}
          <ProjectStars project={project} stars={words.stars} lang={lang} />
        </p>
        <h3 className="mt-2 text-lg font-semibold text-text">{t(project.title)}</h3>
        {project.facts !== undefined && <p className="mt-1 text-sm text-muted">{project.facts}</p>}
        {/* The whole description: it is the only place the project is explained (when the owner wrote one). */}
        {project.description !== undefined && <p className="mt-2 text-sm leading-relaxed text-muted">{t(project.description)}</p>}
        {/* Without a picture the stack is a quiet line: tags would outweigh an entry of text. */}
        {project.stack && project.stack.length > 0 && <StackTags stack={project.stack} variant={image === undefined ? 'text' : 'tags'} className="mt-4" />}
        <div className={`${image === undefined ? 'mt-3' : 'mt-auto pt-5'} flex flex-wrap gap-x-5 gap-y-2 empty:hidden`}>
          <ProjectLinks project={project} caseStudy={caseStudy} seeProject={words.seeProject} readCaseStudy={words.caseStudy} code={words.code} newTab={newTab} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent hover:underline hover:underline-offset-4" />
        </div>
      </div>
    </li>
  );
}
