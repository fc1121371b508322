import { useId } from 'react';
import type { Skill } from '../../../contract/content-schema';
import { formatPercent } from '../../lib/format-number';
import { useText } from '../../ui/fallback-text';
import { SkillBar } from './skill-bar';

/** `shown`: in the category on screen. The others stay `hidden` there and print (styles.css). */
type SkillCardProps = { skill: Skill; shown?: boolean; lang?: string };

export function SkillCard({ skill, shown = true, lang = 'en' }: SkillCardProps) {
  // useId, not the name: "C#" and "C++" would collide, and it is the same on server and client.
  const labelId = useId();
  const { percentage } = skill;
  const t = useText();
  return (
    <li hidden={!shown} data-print-show className="rounded-2xl border border-border bg-surface p-6 shadow-card transition motion-safe:hover:-translate-y-0.5 hover:shadow-lift">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={labelId} className="text-lg font-semibold text-text">
          {t(skill.name)}
        </h3>
        {percentage !== undefined && (
          <span className="text-sm font-semibold tabular-nums text-accent" suppressHydrationWarning>
            {formatPercent(percentage, lang)}
          </span>
        )}
        {/* The owner's own word for how well they know it: shown as written, not as a number. */}
        {percentage === undefined && skill.level !== undefined && (
          <span className="shrink-0 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-text">{t(skill.level)}</span>
        )}
      </div>
      {percentage !== undefined && <SkillBar percentage={percentage} labelId={labelId} />}
      {/* Without a percentage there is no track at all, not an empty one: the description follows
          the name, and the card keeps its row's height (the list stretches every card in a row). */}
      {skill.description !== undefined && <p className="mt-4 text-sm leading-relaxed text-muted">{t(skill.description)}</p>}
    </li>
  );
}
