import { useState } from 'react';
import type { WorkProject } from '../../lib/page-content';
import { fill, type Words } from '../../../contract/words';
import { FilterBar } from '../../ui/filter-bar';
import { SectionTitle } from '@design/section-title';
import { ALL_PROJECTS, projectFilters, projectsForFilter, type ProjectFilter } from './filter-projects';
import { ProjectCard } from '@design/project-card';

/** `moreFilters`: the filter's "more" button (words.page.moreFilters), for an owner of many categories. */
type WorkProps = { projects: WorkProject[]; caseStudies?: Record<number, string> | undefined; words: Words['work']; newTab: string; lang: string; moreFilters: string };

export function Work({ projects, caseStudies, words, newTab, lang, moreFilters }: WorkProps) {
  const [filter, setFilter] = useState<ProjectFilter>(ALL_PROJECTS);
  // Cards animate when the filter changes, not on first paint: the page must not zoom in on load.
  const [changed, setChanged] = useState(false);
  const visible = projectsForFilter(projects, filter);
  const filters = projectFilters(projects, words.all);

  const choose = (next: ProjectFilter) => {
    setFilter(next);
    setChanged(true);
  };

  return (
    <section id="work" tabIndex={-1} aria-labelledby="work-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="work-title" title={words.title} subtitle={words.subtitle} />
        {/* Projects of one category have nothing to filter (issue 41: an import files them all in one). */}
        {filters.length > 2 && <FilterBar label={words.filterLabel} options={filters} active={filter} onChange={choose} more={moreFilters} />}
        {/* A new key per filter remounts the cards, which replays their entrance animation. */}
        <ul key={filter ?? ''} className="flex flex-wrap gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]" aria-label={fill(words.listLabel, { category: filter ?? words.all })}>
          {visible.map((project) => (
            <ProjectCard key={project.id} project={project} caseStudy={caseStudies?.[project.id]} animate={changed} seeProject={words.seeProject} readCaseStudy={words.caseStudy} code={words.code} newTab={newTab} stars={words.stars} lang={lang} />
          ))}
        </ul>
      </div>
    </section>
  );
}
