import type { Insights } from '../../../contract/owner-api';
import { CountTable } from './count-table';
import { DayChart } from './day-chart';
import { RefusedCounts } from './refused-counts';
import { useOwnerWords } from '../words/owner-words-context';

type InsightsPanelProps = { insights: Insights };

/**
 * The owner's insights: the range's views and visitors per day, then what was read (pages), where
 * visitors came from (referrers), in which language, and what they did. Each chart carries its
 * numbers as a table. Counted per day, never per visit (docs/decisions/033).
 */
export function InsightsPanel({ insights }: InsightsPanelProps) {
  const { words, say, number: format } = useOwnerWords();
  const views = insights.days.reduce((sum, day) => sum + day.views, 0);
  const visitors = insights.days.reduce((sum, day) => sum + day.visitors, 0);
  const actions = insights.actions.reduce((sum, row) => sum + row.count, 0);
  const range = { days: insights.days.length };
  // The service's keys, in the page's words; a key this version does not know, as it came.
  const actionLabels: Readonly<Record<string, string>> = words.actions;

  const refused = <RefusedCounts rows={insights.refused} format={format} />;

  if (views === 0 && actions === 0) {
    return (
      <div className="grid gap-4">
        <section aria-labelledby="insights-empty" className="rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
          <h2 id="insights-empty" className="font-semibold text-text">
            {words.insights.emptyTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-muted">
            {say(words.insights.emptyText, range)}
          </p>
        </section>
        {refused}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <section aria-labelledby="insights-totals">
        <h2 id="insights-totals" className="sr-only">
          {say(words.insights.totals, range)}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={say(words.insights.viewsTotal, range)} value={format(views)} />
          <Figure label={say(words.insights.visitorsTotal, range)} value={format(visitors)} />
        </dl>
      </section>
      <DayChart days={insights.days} format={format} />
      <div className="grid gap-4 lg:grid-cols-3">
        <CountTable title={words.insights.pages} keyLabel={words.insights.page} rows={insights.pages} empty={words.insights.noPageViews} format={format} />
        <CountTable title={words.insights.referrers} keyLabel={words.insights.site} rows={insights.referrers} empty={words.insights.noReferrers} format={format} />
        <CountTable title={words.insights.languages} keyLabel={words.insights.language} rows={insights.languages} empty={words.insights.noPageViews} format={format} />
      </div>
      <section aria-labelledby="insights-actions">
        <h2 id="insights-actions" className="mb-2 font-semibold text-text">
          {words.insights.actionsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {insights.actions.map((row) => (
            <Figure key={row.key} label={actionLabels[row.key] ?? row.key} value={format(row.count)} />
          ))}
        </dl>
      </section>
      {refused}
    </div>
  );
}

/**
 * One number with its name, the number first to the eye and the name first to a screen reader.
 * Packed to the top (justify-end, as the column is reversed): beside a card whose name wraps, the
 * numbers stay on one line.
 */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-0.5 rounded-2xl border border-border bg-surface p-4 shadow-card">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-text tabular-nums">{value}</dd>
    </div>
  );
}
