import type { Insights } from '../../../contract/owner-api';

type InsightsPanelProps = { insights: Insights };

/** A placeholder until the insights' own panel (branch owner-insights) replaces this file. */
export function InsightsPanel({ insights }: InsightsPanelProps) {
  const views = insights.days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section aria-labelledby="insights-title" className="rounded-2xl border border-border bg-surface p-6 shadow-card">
      <h2 id="insights-title" className="text-lg font-semibold">
        Last {insights.days.length} days
      </h2>
      <p className="mt-2 text-sm text-muted">{views} page views.</p>
    </section>
  );
}
