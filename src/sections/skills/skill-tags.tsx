import type { Skill } from '../../../contract/content-schema';
import { useText } from '../../ui/fallback-text';
import { skillKey } from './skill-key';
import { showsSkill, type SkillFilter } from './skill-filter';

type SkillTagsProps = { skills: readonly Skill[]; filter: SkillFilter; label: string };

/**
 * Skills the owner gave no percentage and no description: tags, not cards with nothing in them
 * (issue 41). A level the owner wrote ("Master") follows the name as their word, never as a bar.
 * Skills of other categories stay `hidden` and print, as the cards do.
 */
export function SkillTags({ skills, filter, label }: SkillTagsProps) {
  const t = useText();
  return (
    <ul aria-label={label} className="mx-auto flex max-w-[70rem] flex-wrap justify-center gap-2">
      {skills.map((skill) => (
        <li
          key={skillKey(skill)}
          hidden={!showsSkill(filter, skill)}
          data-print-show
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold text-text shadow-card"
        >
          <bdi>{t(skill.name)}</bdi>
          {skill.level !== undefined && (
            <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-text">{t(skill.level)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
