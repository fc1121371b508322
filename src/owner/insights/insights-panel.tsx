import type { Insights } from '../../../contract/owner-api';
import { CountTable } from './count-table';
import { DayChart } from './day-chart';
import { RefusedCounts } from './refused-counts';

type InsightsPanelProps = { insights: Insights };

/** The service's action keys (server/owner/insights/counting-rules.ts) in the owner's words. */
export const ACTION_LABELS: Record<string, string> = {
  cv: 'CV downloads',
  'resume-json': 'resume.json fetches',
  'project-link': 'Project link clicks',
  'social-link': 'Profile link clicks',
  'form-started': 'Contact form started',
  'form-sent': 'Contact form sent',
};

const NUMBER = new Intl.NumberFormat('en');
const format = (n: number) => NUMBER.format(n);

/**
 * The owner's insights: the range's views and visitors per day, then what was read (pages), where
 * visitors came from (referrers), in which language, and what they did. Each chart carries its
 * numbers as a table. Counted per day, never per visit (docs/decisions/033).
 */
export function InsightsPanel({ insights }: InsightsPanelProps) {
  const views = insights.days.reduce((sum, day) => sum + day.views, 0);
  const visitors = insights.days.reduce((sum, day) => sum + day.visitors, 0);
  const actions = insights.actions.reduce((sum, row) => sum + row.count, 0);
  const range = `the last ${insights.days.length} day${insights.days.length === 1 ? '' : 's'}`;

  const refused = <RefusedCounts rows={insights.refused} format={format} />;

  if (views === 0 && actions === 0) {
    return (
      <div className="grid gap-4">
        <section aria-labelledby="insights-empty" className="rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
          <h2 id="insights-empty" className="font-semibold text-text">
            No visits counted yet
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-muted">
            Nothing in {range}. A visit is counted once the page has loaded; robots and visitors who ask not to be tracked (Global Privacy Control, Do Not Track) never are.
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
          Totals for {range}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={`Views, ${range}`} value={views} />
          <Figure label={`Visitors, ${range}`} value={visitors} />
        </dl>
      </section>
      <DayChart days={insights.days} format={format} />
      <div className="grid gap-4 lg:grid-cols-3">
        <CountTable title="Pages" keyLabel="Page" rows={insights.pages} empty="No page views yet." format={format} />
        <CountTable title="Referrers" keyLabel="Site" rows={insights.referrers} empty="No visitor came from another site yet." format={format} />
        <CountTable title="Languages" keyLabel="Language" rows={insights.languages} empty="No page views yet." format={format} />
      </div>
      <section aria-labelledby="insights-actions">
        <h2 id="insights-actions" className="mb-2 font-semibold text-text">
          What visitors did
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {insights.actions.map((row) => (
            <Figure key={row.key} label={ACTION_LABELS[row.key] ?? row.key} value={row.count} />
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
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-0.5 rounded-2xl border border-border bg-surface p-4 shadow-card">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-text tabular-nums">{format(value)}</dd>
    </div>
  );
}
