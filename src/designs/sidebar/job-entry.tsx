import type { JobEntry as DefaultJobEntry } from '../default/job-entry';
import { JobDetails, Organisation } from '../default/job-entry';
import { periodLabel } from '../../lib/period';
import { yearsLabel } from '../../lib/years-label';
import { useText } from '../../ui/fallback-text';
import { Icon } from '../../ui/icon';

/**
 * A role as a dated row, no card: the dates in a narrow column at the start in the mono's small
 * capitals, never wrapping, and beside them the role, the organisation in the accent and what came
 * of it. Quiet at rest, on a surface on hover. An older role is the same row in one line, its
 * details behind a native disclosure.
 */
export const JobEntry: typeof DefaultJobEntry = ({ job, folded, words, newTab, lang }) => {
  const t = useText();
  const row = 'grid break-inside-avoid gap-x-6 gap-y-1 rounded-xl border border-transparent px-4 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:px-5';
  if (folded) {
    const hasDetails = job.description !== undefined || (job.highlights?.length ?? 0) > 0 || (job.technologies?.length ?? 0) > 0;
    const line = (
      <>
        <span className="sb-label whitespace-nowrap text-muted">{yearsLabel(job.start, job.end, words.present, lang)}</span>
        <span className="min-w-0 text-text">
          <span className="font-medium">{t(job.role)}</span>
          <span className="text-muted" aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <bdi className="text-muted">{t(job.company)}</bdi>
          {hasDetails && <Icon name="chevron-down" className="ms-2 inline size-4 align-[-0.15em] text-muted transition-transform group-open:rotate-180" />}
        </span>
      </>
    );
    return (
      <li>
        {hasDetails ? (
          <details className="group">
            <summary className={`${row} cursor-pointer list-none items-baseline py-2 transition hover:bg-surface [&::-webkit-details-marker]:hidden`}>
              {line}
            </summary>
            <div className={row}>
              <span aria-hidden="true" />
              <JobDetails job={job} more={words.moreHighlights} lang={lang} className="pb-4" />
            </div>
          </details>
        ) : (
          <p className={`${row} items-baseline py-2`}>{line}</p>
        )}
      </li>
    );
  }
  return (
    <li>
      <article className={`${row} py-4 transition hover:border-border hover:bg-surface`}>
        <p className="sb-label whitespace-nowrap pt-1 text-muted">{periodLabel(job.start, job.end, words.present, lang)}</p>
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-snug text-text">
            {t(job.role)}
            <span className="text-muted" aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="text-accent">
              <Organisation job={job} newTab={newTab} />
            </span>
          </h3>
          {job.location && <p className="mt-0.5 text-sm text-muted">{t(job.location)}</p>}
          <JobDetails job={job} more={words.moreHighlights} lang={lang} className="mt-2" />
        </div>
      </article>
    </li>
  );
};
