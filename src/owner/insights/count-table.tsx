import { Fragment } from 'react';
import type { CountRow } from '../../../contract/owner-api';
import { shareOf } from './chart-scale';
import { useOwnerWords } from '../words/owner-words-context';

type CountTableProps = { title: string; keyLabel: string; rows: readonly CountRow[]; empty: string; format: (n: number) => string };

/** How many rows a breakdown shows: the top of it is what the owner reads. */
export const SHOWN_ROWS = 10;

/**
 * A breakdown (pages, referrers, languages) as bars that are a table: each row's name and count are
 * its cells, read as a table by a screen reader; the bar, its share of the largest, only drawn (a
 * row of its own, hidden from screen readers).
 */
export function CountTable({ title, keyLabel, rows, empty, format }: CountTableProps) {
  const { words } = useOwnerWords();
  const shown = rows.slice(0, SHOWN_ROWS);
  const largest = Math.max(0, ...shown.map((row) => row.count));
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <h3 className="font-semibold text-text">{title}</h3>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <caption className="sr-only">{title}</caption>
          {/* A fixed table takes its widths from here: the count's column narrow, the name's the rest. */}
          <colgroup>
            <col />
            <col className="w-16" />
          </colgroup>
          <thead className="sr-only">
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">{words.insights.count}</th>
            </tr>
          </thead>
          <tbody>
            {/* Name and count on one line, the bar under both: the largest spans the card's width. */}
            {shown.map((row) => (
              <Fragment key={row.key}>
                <tr>
                  <th scope="row" className="pt-1.5 text-left font-normal">
                    <span className="block truncate text-text" title={row.key}>
                      {row.key}
                    </span>
                  </th>
                  <td className="pt-1.5 pl-3 text-right align-top text-text tabular-nums">{format(row.count)}</td>
                </tr>
                <tr aria-hidden="true">
                  <td colSpan={2} className="pt-1 pb-1.5">
                    <svg className="block h-1.5 w-full">
                      <rect width="100%" height="100%" rx="3" className="fill-surface-2" />
                      <rect width={`${shareOf(row.count, largest)}%`} height="100%" rx="3" className="fill-accent" />
                    </svg>
                  </td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
