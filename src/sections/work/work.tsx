import { useState } from 'react';
import type { WorkProject } from '../../lib/page-content';
import { fill, type Words } from '../../../contract/words';
import { FilterBar } from '../../ui/filter-bar';
import { SectionTitle } from '@design/section-title';
import { ALL_PROJECTS, projectFilters, projectsForFilter, type ProjectFilter } from './filter-projects';
import { ProjectCard } from '@design/project-card';

/** Projects a long list shows before its "Show all" button: three rows of cards, six of text entries in two columns. */
export const PROJECTS_FIRST_SHOWN = 12;

/** `moreFilters`: the filter's "more" button (words.page.moreFilters), for an owner of many categories. */
type WorkProps = { projects: WorkProject[]; caseStudies?: Record<number, string> | undefined; words: Words['work']; newTab: string; lang: string; moreFilters: string };

export function Work({ projects, caseStudies, words, newTab, lang, moreFilters }: WorkProps) {
  const [filter, setFilter] = useState<ProjectFilter>(ALL_PROJECTS);
  // Cards animate when the filter changes, not on first paint: the page must not zoom in on load.
  const [changed, setChanged] = useState(false);
  const [all, setAll] = useState(false);
  const visible = projectsForFilter(projects, filter);
  // Categories come as words from the build (scripts/site/page-content.ts), never as slugs.
  const filters = projectFilters(projects, words.all);
  // A long career held in projects (a freelancer's 40) shows its latest first and the rest on
  // demand; a category chosen shows all of its own. Paper shows every one (data-print-show).
  const folds = !all && filter === ALL_PROJECTS && visible.length > PROJECTS_FIRST_SHOWN + 2;
  // Pictures make a grid of cards; a list with none is told in words, as entries of text.
  const pictures = projects.some((project) => project.image !== undefined);

  const choose = (next: ProjectFilter) => {
    setFilter(next);
    setChanged(true);
  };

  return (
    <section id="work" tabIndex={-1} aria-labelledby="work-title" className="py-14 outline-none sm:py-16">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="work-title" title={words.title} subtitle={words.subtitle} />
        {/* Projects of one category have nothing to filter (issue 41: an import files them all in one). */}
        {filters.length > 2 && <FilterBar label={words.filterLabel} options={filters} active={filter} onChange={choose} more={moreFilters} />}
        {/* A new key per filter remounts the cards, which replays their entrance animation. */}
        <ul
          key={filter ?? ''}
          className={pictures ? 'flex flex-wrap gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]' : 'grid gap-x-10 md:grid-cols-2'}
          aria-label={fill(words.listLabel, { category: filter ?? words.all })}
        >
          {visible.map((project, index) => (
            <ProjectCard
              key={project.id}
              project={project}
              caseStudy={caseStudies?.[project.id]}
              animate={changed}
              hidden={folds && index >= PROJECTS_FIRST_SHOWN}
              words={words}
              newTab={newTab}
              lang={lang}
            />
          ))}
        </ul>
        {folds && (
          <div className="mt-10 flex justify-center print:hidden">
            <button
              type="button"
              onClick={() => setAll(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 text-sm font-semibold text-text transition hover:border-accent hover:text-accent"
            >
              {fill(words.showAll, { count: visible.length }, lang)}
              <span aria-hidden="true">↓</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
