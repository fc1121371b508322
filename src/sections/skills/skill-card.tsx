import { useId } from 'react';
import type { Skill } from '../../../contract/content-schema';
import { formatPercent } from '../../lib/format-number';

/** `shown`: in the category on screen. The others stay `hidden` there and print (styles.css). */
type SkillCardProps = { skill: Skill; shown?: boolean; lang?: string };

export function SkillCard({ skill, shown = true, lang = 'en' }: SkillCardProps) {
  // useId, not the name: "C#" and "C++" would collide, and it is the same on server and client.
  const labelId = useId();
  return (
    <li hidden={!shown} data-print-show className="rounded-2xl border border-border bg-surface p-6 shadow-card transition motion-safe:hover:-translate-y-0.5 hover:shadow-lift">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={labelId} className="text-lg font-semibold text-text">
          {skill.name}
        </h3>
        <span className="text-sm font-semibold tabular-nums text-accent" suppressHydrationWarning>
          {formatPercent(skill.percentage, lang)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={skill.percentage}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        {/* An SVG attribute sets the fill, so the strict CSP needs no inline style; mirrored, it
            fills from the right in a right-to-left language, as the bar's text reads. */}
        <svg className="block h-full w-full rtl:-scale-x-100" aria-hidden="true" focusable="false">
          <rect data-bar-fill width={`${skill.percentage}%`} height="100%" rx="4" className="fill-accent" />
        </svg>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted">{skill.description}</p>
    </li>
  );
}
