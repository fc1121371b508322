import type { CountRow } from '../../../contract/owner-api';
import { useOwnerWords } from '../words/owner-words-context';

type RefusedCountsProps = { rows: CountRow[]; format: (n: number) => string };

/**
 * What the service refused to count, so the owner knows when someone tried to inflate the numbers
 * (issue 40): nothing is shown when nothing was refused.
 */
export function RefusedCounts({ rows, format }: RefusedCountsProps) {
  const { words, say } = useOwnerWords();
  // Why beacons were not counted, by the service's key (server/owner/insights/insights-bounds.ts).
  const labels: Readonly<Record<string, string>> = words.refusals;
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <section aria-labelledby="insights-refused" className="rounded-2xl border border-border bg-surface p-4 shadow-card">
      <h2 id="insights-refused" className="font-semibold text-text">
        {say(words.insights.notCounted, { count: total })}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">{words.insights.notCountedText}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {rows
          .filter((row) => row.count > 0)
          .map((row) => (
            <div key={row.key} className="flex flex-col-reverse justify-end gap-0.5">
              <dt className="text-xs text-muted">{labels[row.key] ?? row.key}</dt>
              <dd className="text-xl font-semibold text-text tabular-nums">{format(row.count)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
