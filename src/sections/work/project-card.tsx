import type { Project } from '../../../contract/content-schema';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';

type ProjectCardProps = { project: Project; animate: boolean; seeProject: string; newTab: string };

export function ProjectCard({ project, animate, seeProject, newTab }: ProjectCardProps) {
  return (
    <li
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
        <p className="text-xs font-semibold text-accent">{project.category}</p>
        <h3 className="mt-2 text-lg font-semibold text-text">{project.title}</h3>
        {/* The whole description: it is the only place the project is explained. */}
        <p className="mt-2 text-sm leading-relaxed text-muted">{project.description}</p>
        <a
          href={project.link}
          data-print-href
          target="_blank"
          rel="noopener noreferrer"
          // mt-auto: at the card's foot, so the links of a row line up however long each title is.
          className="mt-auto inline-flex w-fit items-center gap-1 pt-5 text-sm font-semibold text-accent hover:underline hover:underline-offset-4"
        >
          {seeProject}
          <span className="sr-only">
            : {project.title} {newTab}
          </span>
          <Icon name="external" className="size-4 rtl:-scale-x-100" />
        </a>
      </div>
    </li>
  );
}
