import type { WorkProject } from '../../lib/page-content';
import { StackTags } from '../../ui/stack-tags';
import { ProjectLinks, ProjectStars } from '../../sections/work/project-links';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useText } from '../../ui/fallback-text';

/** `caseStudy`: the address of the project's own page (issue 24), where the card then leads. */
type ProjectCardProps = { project: WorkProject; caseStudy?: string | undefined; animate: boolean; seeProject: string; readCaseStudy: string; code: string; newTab: string; stars: string; lang: string };

export function ProjectCard({ project, caseStudy, animate, seeProject, readCaseStudy, code, newTab, stars, lang }: ProjectCardProps) {
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
          <ProjectStars project={project} stars={stars} lang={lang} />
        </p>
        <h3 className="mt-2 text-lg font-semibold text-text">{t(project.title)}</h3>
        {/* The whole description: it is the only place the project is explained (when the owner wrote one). */}
        {project.description !== undefined && <p className="mt-2 text-sm leading-relaxed text-muted">{t(project.description)}</p>}
        {project.stack && project.stack.length > 0 && <StackTags stack={project.stack} className="mt-4" />}
        <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-5 empty:hidden">
          <ProjectLinks project={project} caseStudy={caseStudy} seeProject={seeProject} readCaseStudy={readCaseStudy} code={code} newTab={newTab} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent hover:underline hover:underline-offset-4" />
        </div>
      </div>
    </li>
  );
}
