import { useState } from 'react';
import type { Skill, SkillsFilter } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { FilterBar } from '../../ui/filter-bar';
import { SectionTitle } from '../../ui/section-title';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { skillKey } from './skill-key';
import { SkillCard } from './skill-card';
import { showsSkill, skillFilters, type SkillFilter } from './skill-filter';

/** `skillsFilter`: the content's choice of where the filter starts (the first category by default). */
type SkillsProps = { skills: Skill[]; words: Words['skills']; lang: string; skillsFilter?: SkillsFilter | undefined };

export function Skills({ skills, words, lang, skillsFilter }: SkillsProps) {
  const filters = skillFilters(skills, skillsFilter);
  const [filter, setFilter] = useState<SkillFilter>(filters[0] ?? null);
  const label = (value: SkillFilter) => value ?? words.all;
  // Every skill is in the list, grouped by category; the screen shows the chosen filter's and
  // paper shows them all (a printed CV-like page must not depend on which tab was open).
  const grouped = skillCategories(skills).flatMap((name) => skillsInCategory(skills, name));

  return (
    <section id="skills" tabIndex={-1} aria-labelledby="skills-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="skills-title" title={words.title} subtitle={words.subtitle} />
        <FilterBar label={words.filterLabel} options={filters.map((value) => ({ value, label: label(value) }))} active={filter} onChange={setFilter} />
        <ul className="flex flex-wrap justify-center gap-5 *:w-full sm:*:w-[calc((100%-1.25rem)/2)] lg:*:w-[calc((100%-2.5rem)/3)]" aria-label={fill(words.listLabel, { category: label(filter) })}>
          {grouped.map((skill) => (
            <SkillCard key={skillKey(skill)} skill={skill} shown={showsSkill(filter, skill)} lang={lang} />
          ))}
        </ul>
      </div>
    </section>
  );
}
