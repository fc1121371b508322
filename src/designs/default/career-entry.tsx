import { monthLabel } from '../../lib/month-label';
import { useText } from '../../ui/fallback-text';
import { Icon } from '../../ui/icon';

type CareerEntryProps = {
  title: string;
  /** Who gave, issued or published it: on the line under the title, in the accent. */
  by: string;
  /** "2023-04": written as the page's language writes a month. */
  date: string;
  lang: string;
  /** Where the title links, in a new tab; `newTab` is read out after it. */
  url?: string | undefined;
  newTab: string;
  /** A small label above the title (a publication's kind). */
  label?: string | undefined;
  summary?: string | undefined;
  /** A last quiet line (a certification's expiry). */
  note?: string | undefined;
};

/**
 * One certification, publication or award as an entry under a rule, in the Experience section's
 * look: the title, who it is from in the accent and the month beside it, then what it is about.
 * No card: a credential is a line of a career, not a tile. Each is a list item, its title a
 * heading, so a screen reader can walk them.
 */
export function CareerEntry({ title, by, date, lang, url, newTab, label, summary, note }: CareerEntryProps) {
  // A text a translation leaves out, marked in its own language (src/ui/fallback-text.tsx).
  const t = useText();
  return (
    <li className="flex break-inside-avoid flex-col border-t border-border py-4">
      {label && <p className="mb-2 w-fit rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-text">{t(label)}</p>}
      <h3 className="text-base font-semibold leading-snug text-text">
        {url ? (
          <a href={url} data-print-href target="_blank" rel="noopener noreferrer" className="group/link hover:text-accent focus-visible:text-accent">
            {t(title)}
            <span className="sr-only"> {newTab}</span>
            <Icon name="external" className="ms-1.5 inline size-4 align-[-0.125em] text-muted group-hover/link:text-accent rtl:-scale-x-100" />
          </a>
        ) : (
          t(title)
        )}
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-accent">{t(by)}</span>
        <time dateTime={date} className="whitespace-nowrap font-medium tabular-nums text-muted">
          {monthLabel(date, lang)}
        </time>
      </p>
      {summary && <p className="mt-2 text-sm leading-relaxed text-muted">{t(summary)}</p>}
      {note && (
        <p className="mt-auto pt-2 text-xs font-medium tabular-nums text-muted">
          {note}
        </p>
      )}
    </li>
  );
}
