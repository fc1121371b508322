import type { Skill } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { useText } from '../../ui/fallback-text';
import { skillKey } from './skill-key';
import { showsSkill, type SkillFilter } from './skill-filter';

type SkillTagsProps = { skills: readonly Skill[]; filter: SkillFilter; words: Words['skills'] };

/** Whether the owner's levels tell skills apart: not when every skill has the same word ("Master" on all 54). */
export function levelsTell(skills: readonly Skill[]): boolean {
  return new Set(skills.map((skill) => skill.level)).size > 1;
}

/**
 * Skills the owner gave no percentage and no description (a résumé's groups of keywords): grouped,
 * left-aligned text by the résumé's own groups, the group's name beside its skills, as a CV reads,
 * rather than a wall of chips. A level the owner wrote follows the name as their word, and only
 * where levels differ. Groups the filter leaves out stay `hidden` and print.
 */
export function SkillTags({ skills, filter, words }: SkillTagsProps) {
  const t = useText();
  const categories = skillCategories(skills);
  const levels = levelsTell(skills);
  const item = (skill: Skill) => (
    // Boxes of their own, so a line breaks between skills and never inside one ("Google Cloud").
    <li key={skillKey(skill)} className="me-2 inline-block after:text-muted after:content-[','] last:after:content-none">
      <bdi className="font-medium text-text">{t(skill.name)}</bdi>
      {levels && skill.level !== undefined && <span className="ms-1 text-sm text-muted">{t(skill.level)}</span>}
    </li>
  );
  // One group (a flat list the import put in one) needs no group's name: the section's title says it.
  const grouped = categories.length > 1;
  return (
    // Two columns of groups on a wide screen, each group's name over its skills; one on a phone.
    <div className={grouped ? 'grid gap-x-12 border-t border-border lg:grid-cols-2' : undefined}>
      {categories.map((category) => (
        <div key={category} hidden={!showsSkill(filter, { category } as Skill)} data-print-show className={grouped ? 'border-b border-border py-4' : undefined}>
          {grouped && <h3 className="text-xs font-semibold uppercase tracking-[0.1em] text-muted">{t(category)}</h3>}
          <ul aria-label={grouped ? fill(words.listLabel, { category }) : words.title} className="mt-1.5 max-w-4xl text-base leading-7">
            {skillsInCategory(skills, category).map(item)}
          </ul>
        </div>
      ))}
    </div>
  );
}
