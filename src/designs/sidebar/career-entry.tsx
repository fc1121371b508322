import type { CareerEntry as DefaultCareerEntry } from '../default/career-entry';
import { monthLabel } from '../../lib/month-label';
import { useText } from '../../ui/fallback-text';
import { Icon } from '../../ui/icon';

/**
 * One certification, publication or award as a row of the career's timeline: the month in a
 * narrow column at the start, in the mono, and beside it the title, who it is from in the accent
 * and what it is about. Quiet at rest, on a surface on hover, as the projects are.
 */
export const CareerEntry: typeof DefaultCareerEntry = ({ title, by, date, lang, url, newTab, label, summary, note }) => {
  // A text a translation leaves out, marked in its own language (src/ui/fallback-text.tsx).
  const t = useText();
  return (
    <li className="group grid break-inside-avoid gap-x-6 gap-y-1 rounded-xl border border-transparent px-4 py-3 transition hover:border-border hover:bg-surface hover:shadow-card sm:grid-cols-[7rem_minmax(0,1fr)] sm:px-5">
      <time dateTime={date} className="sb-label pt-1 text-muted">
        {monthLabel(date, lang)}
      </time>
      <div>
        {label && <p className="mb-2 w-fit rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-text">{t(label)}</p>}
        <h3 className="text-base font-semibold leading-snug text-text">
          {url ? (
            <a href={url} data-print-href target="_blank" rel="noopener noreferrer" className="transition-colors hover:text-accent focus-visible:text-accent group-hover:text-accent">
              {t(title)}
              <span className="sr-only"> {newTab}</span>
              <Icon name="external" className="ms-1.5 inline size-4 align-[-0.125em] text-muted rtl:-scale-x-100" />
            </a>
          ) : (
            t(title)
          )}
        </h3>
        <p className="mt-1 text-sm font-medium text-accent">{t(by)}</p>
        {summary && <p className="mt-2 text-sm leading-relaxed text-muted">{t(summary)}</p>}
        {note && <p className="mt-2 text-xs font-medium tabular-nums text-muted">{note}</p>}
      </div>
    </li>
  );
};
