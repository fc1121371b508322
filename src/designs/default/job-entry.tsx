import type { Experience as Job } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { periodLabel } from '../../lib/period';
import { yearsLabel } from '../../lib/years-label';
import { useText } from '../../ui/fallback-text';
import { Icon } from '../../ui/icon';

/** `folded`: an older role, one line (title, organisation, years) that opens (src/lib/career-fold.ts). */
export type JobEntryProps = { job: Job; folded: boolean; words: Words['experience']; newTab: string; lang: string };

/** The role's organisation: a link in a new tab where the owner gave its address, isolated in either direction. */
export function Organisation({ job, newTab, className }: { job: Job; newTab: string; className?: string }) {
  const t = useText();
  if (job.url === undefined) return <bdi className={className}>{t(job.company)}</bdi>;
  return (
    <a href={job.url} target="_blank" rel="noopener noreferrer" className={`${className ?? ''} underline decoration-1 underline-offset-4 hover:decoration-2`}>
      <bdi>{t(job.company)}</bdi>
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** About as many characters of highlights as a role shows before the rest fold behind "n more": a role reads in a glance. */
export const HIGHLIGHTS_BUDGET = 320;

/** A first highlight longer than this is a summary: two lines of it show until the rest is opened. */
const LONG_LEAD = 240;

/** How many of a role's highlights show open: at least one, then as many as fit the budget; all when only one would fold. */
export function highlightsShown(highlights: readonly string[]): number {
  let shown = 1;
  let used = highlights[0]?.length ?? 0;
  while (shown < highlights.length && used + (highlights[shown]?.length ?? 0) <= HIGHLIGHTS_BUDGET) {
    used += highlights[shown]?.length ?? 0;
    shown += 1;
  }
  // A disclosure for a single line would hide nothing worth the click.
  return highlights.length - shown <= 1 ? highlights.length : shown;
}

/** What the role was: the owner's line on it, the first highlights (the rest behind a disclosure), the technologies. */
export function JobDetails({ job, more, lang, className = '' }: { job: Job; more: string; lang: string; className?: string }) {
  const t = useText();
  const highlights = job.highlights ?? [];
  const shown = highlightsShown(highlights);
  const folds = shown < highlights.length;
  const item = (highlight: string, index: number) => (
    // A long first highlight (a role's summary) shows its first lines until the rest is opened (styles.css).
    <li key={highlight}>
      {/* Isolated: "C#" in a right-to-left page read "#C". */}
      <bdi {...(folds && index === 0 && highlight.length > LONG_LEAD ? { 'data-lead': '' } : {})}>{t(highlight)}</bdi>
    </li>
  );
  const list = 'list-disc space-y-1.5 ps-5 text-sm leading-relaxed text-muted marker:text-accent';
  const technologies = job.technologies && job.technologies.length > 0 && (
    <p className="mt-3 text-xs font-medium leading-relaxed text-muted">
      {job.technologies.map((technology, index) => (
        <span key={technology}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <bdi>{technology}</bdi>
        </span>
      ))}
    </p>
  );
  return (
    <div data-job-details className={className}>
      {job.description !== undefined && <p className="text-sm leading-relaxed text-text/90">{t(job.description)}</p>}
      {highlights.length > 0 && <ul className={`mt-3 ${list}`}>{highlights.slice(0, shown).map(item)}</ul>}
      {folds && (
        <details className="mt-1.5">
          <summary className="w-fit cursor-pointer py-1 ps-5 text-sm font-semibold text-accent hover:underline hover:underline-offset-4">
            {fill(more, { count: highlights.length - shown }, lang)}
          </summary>
          <ul className={`mt-1.5 ${list}`}>{highlights.slice(shown).map((highlight, index) => item(highlight, shown + index))}</ul>
          {technologies}
        </details>
      )}
      {/* With the rest of the highlights where they fold, so a role reads in a glance. */}
      {!folds && technologies}
    </div>
  );
}

/**
 * One role on the default design's timeline: recent ones open on the rule, older ones a line each
 * that a visitor opens (a native disclosure: keyboard, screen readers and print know it).
 */
export function JobEntry({ job, folded, words, newTab, lang }: JobEntryProps) {
  const t = useText();
  const hasDetails = job.description !== undefined || (job.highlights?.length ?? 0) > 0 || (job.technologies?.length ?? 0) > 0;
  if (folded) {
    const what = (
      <span className="min-w-0">
        <span className="font-semibold text-text">{t(job.role)}</span>
        <span className="text-muted" aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <bdi className="text-muted">{t(job.company)}</bdi>
      </span>
    );
    const when = <span className="shrink-0 whitespace-nowrap text-sm tabular-nums text-muted">{yearsLabel(job.start, job.end, words.present, lang)}</span>;
    return (
      <li className="relative break-inside-avoid">
        <span aria-hidden="true" className="absolute top-3.5 -start-[calc(1.5rem+4px)] size-1.5 rounded-full bg-muted sm:-start-[calc(2rem+4px)]" />
        {hasDetails ? (
          <details className="group">
            <summary className="flex cursor-pointer list-none items-baseline justify-between gap-4 rounded-md py-1.5 hover:text-accent [&::-webkit-details-marker]:hidden">
              <span className="flex min-w-0 items-baseline gap-2">
                <Icon name="chevron-down" className="size-4 shrink-0 self-center text-muted transition-transform group-open:rotate-180" />
                {what}
              </span>
              {when}
            </summary>
            <JobDetails job={job} more={words.moreHighlights} lang={lang} className="pb-4 ps-6 pt-1" />
          </details>
        ) : (
          <p className="flex items-baseline justify-between gap-4 py-1.5 ps-6">
            {what}
            {when}
          </p>
        )}
      </li>
    );
  }
  return (
    <li className="relative break-inside-avoid pb-5 pt-1">
      {/* The timeline's dot, on the rule to the left. */}
      <span aria-hidden="true" className="absolute top-[0.7rem] -start-[calc(1.5rem+7px)] size-3 rounded-full bg-accent ring-4 ring-bg sm:-start-[calc(2rem+7px)]" />
      <article>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-lg font-semibold text-text">
            {t(job.role)}
            <span className="font-normal text-muted max-sm:sr-only"> · </span>
            <span className="block font-medium text-accent sm:inline">
              <Organisation job={job} newTab={newTab} />
            </span>
          </h3>
          <p className="whitespace-nowrap text-sm font-medium tabular-nums text-muted">{periodLabel(job.start, job.end, words.present, lang)}</p>
        </div>
        {job.location && <p className="mt-0.5 text-sm text-muted">{t(job.location)}</p>}
        <JobDetails job={job} more={words.moreHighlights} lang={lang} className="mt-3" />
      </article>
    </li>
  );
}
