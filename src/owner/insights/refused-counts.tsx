import type { CountRow } from '../../../contract/owner-api';

/** Why beacons were not counted (server/owner/insights/insights-bounds.ts), in the owner's words. */
export const REFUSAL_LABELS: Record<string, string> = {
  rate: 'Too many from one address',
  origin: 'Sent from another site',
  visitors: 'Too many visitors from one address',
  keys: 'New pages or referrers from one address',
};

type RefusedCountsProps = { rows: CountRow[]; format: (n: number) => string };

/**
 * What the service refused to count, so the owner knows when someone tried to inflate the numbers
 * (issue 40): nothing is shown when nothing was refused.
 */
export function RefusedCounts({ rows, format }: RefusedCountsProps) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <section aria-labelledby="insights-refused" className="rounded-2xl border border-border bg-surface p-4 shadow-card">
      <h2 id="insights-refused" className="font-semibold text-text">
        Not counted: {format(total)}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">Reports the service refused, so one address or another site cannot inflate the figures above.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {rows
          .filter((row) => row.count > 0)
          .map((row) => (
            <div key={row.key} className="flex flex-col-reverse justify-end gap-0.5">
              <dt className="text-xs text-muted">{REFUSAL_LABELS[row.key] ?? row.key}</dt>
              <dd className="text-xl font-semibold text-text tabular-nums">{format(row.count)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
