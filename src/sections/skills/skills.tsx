import { useState } from 'react';
import type { Skill } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { FilterBar } from '../../ui/filter-bar';
import { SectionTitle } from '../../ui/section-title';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { skillKey } from './skill-key';
import { SkillCard } from './skill-card';

type SkillsProps = { skills: Skill[]; words: Words['skills']; lang: string };

export function Skills({ skills, words, lang }: SkillsProps) {
  const categories = skillCategories(skills);
  // The spec opens on the first category in order of first appearance.
  const [category, setCategory] = useState(categories[0] ?? '');
  // Every skill is in the list, grouped by category; the screen shows the chosen category's and
  // paper shows them all (a printed CV-like page must not depend on which tab was open).
  const grouped = categories.flatMap((name) => skillsInCategory(skills, name));

  return (
    <section id="skills" tabIndex={-1} aria-labelledby="skills-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="skills-title" title={words.title} subtitle={words.subtitle} />
        <FilterBar label={words.filterLabel} options={categories.map((name) => ({ value: name, label: name }))} active={category} onChange={setCategory} />
        <ul className="flex flex-wrap justify-center gap-5 *:w-full sm:*:w-[calc((100%-1.25rem)/2)] lg:*:w-[calc((100%-2.5rem)/3)]" aria-label={fill(words.listLabel, { category })}>
          {grouped.map((skill) => (
            <SkillCard key={skillKey(skill)} skill={skill} shown={skill.category === category} lang={lang} />
          ))}
        </ul>
      </div>
    </section>
  );
}
