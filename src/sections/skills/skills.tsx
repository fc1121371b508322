import { useState } from 'react';
import type { Skill, SkillsFilter } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { FilterBar } from '../../ui/filter-bar';
import { SectionTitle } from '@design/section-title';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { skillKey } from './skill-key';
import { SkillCard } from './skill-card';
import { SkillTags } from './skill-tags';
import { showsSkill, skillFilters, type SkillFilter } from './skill-filter';

/** `skillsFilter`: the content's choice of where the filter starts (the first category by default). */
/** `moreFilters`: the filter's "more" button (words.page.moreFilters). */
type SkillsProps = { skills: Skill[]; words: Words['skills']; lang: string; skillsFilter?: SkillsFilter | undefined; moreFilters: string };

export function Skills({ skills, words, lang, skillsFilter, moreFilters }: SkillsProps) {
  // One category (or a flat list the import put in one) needs no filter: every skill shows.
  const grouped = skillCategories(skills).length > 1;
  // Skills that are names only read as grouped text, every group in view: the filter starts on all
  // of them unless the owner chose otherwise (a résumé's 37 skills hid behind 8 tabs).
  const namesOnly = skills.every((skill) => skill.percentage === undefined && skill.description === undefined);
  const filters = grouped ? skillFilters(skills, skillsFilter ?? (namesOnly ? 'all' : 'first')) : [null];
  const [filter, setFilter] = useState<SkillFilter>(filters[0] ?? null);
  const label = (value: SkillFilter) => value ?? words.all;
  // Every skill is in the list, grouped by category; the screen shows the chosen filter's and
  // paper shows them all (a printed CV-like page must not depend on which tab was open).
  const ordered = skillCategories(skills).flatMap((name) => skillsInCategory(skills, name));
  const listLabel = grouped ? fill(words.listLabel, { category: label(filter) }) : words.title;

  return (
    <section id="skills" tabIndex={-1} aria-labelledby="skills-title" className="py-14 outline-none sm:py-16">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="skills-title" title={words.title} subtitle={words.subtitle} />
        {grouped && <FilterBar label={words.filterLabel} options={filters.map((value) => ({ value, label: label(value) }))} active={filter} onChange={setFilter} more={moreFilters} />}
        {/* Cards when the owner says something about a skill (a percentage, a description); tags when they only name it. */}
        {namesOnly ? (
          <SkillTags skills={ordered} filter={filter} words={words} />
        ) : (
          <ul className="flex flex-wrap gap-5 *:w-full sm:*:w-[calc((100%-1.25rem)/2)] lg:*:w-[calc((100%-2.5rem)/3)]" aria-label={listLabel}>
            {ordered.map((skill) => (
              <SkillCard key={skillKey(skill)} skill={skill} shown={showsSkill(filter, skill)} lang={lang} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
