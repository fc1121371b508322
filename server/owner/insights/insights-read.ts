import type { CountRow, Insights } from '../../../contract/owner-api';
import type { SqlRunner } from '../../stores/sql-runner';
import { ACTION_KINDS, dayOf } from './counting-rules';
import { REFUSALS } from './insights-bounds';

const DAY_MS = 86_400_000;

/** The most rows a breakdown (pages, referrers, languages) answers with: the owner reads the top of each. */
export const TOP_ROWS = 50;

/** Every day from `days - 1` days before `today` to `today`, oldest first (UTC, `YYYY-MM-DD`). */
export function dayRange(today: number, days: number): string[] {
  return Array.from({ length: days }, (_, n) => dayOf(today - (days - 1 - n) * DAY_MS));
}

type DayRow = { day: string; metric: string; n: number };
type KeyRow = { metric: string; key: string; n: number };

/** The owner's view of the last `days` days up to `today`: every day present, zeros included. */
export async function readInsights(sql: SqlRunner, today: number, days: number): Promise<Insights> {
  const range = dayRange(today, days);
  const from = range[0] ?? dayOf(today);
  const to = range.at(-1) ?? from;
  const [perDay, perKey] = await Promise.all([
    sql.all<DayRow>(
      "SELECT day, metric, CAST(sum(count) AS INTEGER) AS n FROM insight_counts WHERE day >= ? AND day <= ? AND metric IN ('page', 'visitors') GROUP BY day, metric",
      [from, to],
    ),
    sql.all<KeyRow>(
      "SELECT metric, key, CAST(sum(count) AS INTEGER) AS n FROM insight_counts WHERE day >= ? AND day <= ? AND metric IN ('page', 'referrer', 'language', 'action', 'refused') GROUP BY metric, key",
      [from, to],
    ),
  ]);

  const byDay = new Map(range.map((day) => [day, { day, views: 0, visitors: 0 }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.metric === 'page') entry.views = Number(row.n);
    else entry.visitors = Number(row.n);
  }
  const rowsOf = (metric: string, limit = TOP_ROWS): CountRow[] =>
    perKey
      .filter((row) => row.metric === metric)
      .map((row) => ({ key: row.key, count: Number(row.n) }))
      // Most first; equal counts in the key's order, so the answer is the same every time.
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, limit);

  return {
    days: [...byDay.values()],
    pages: rowsOf('page'),
    referrers: rowsOf('referrer'),
    languages: rowsOf('language'),
    // Every action, a zero too: "no CV downloaded" is worth seeing.
    actions: ACTION_KINDS.map((key) => ({ key, count: rowsOf('action').find((row) => row.key === key)?.count ?? 0 })),
    refused: REFUSALS.map((key) => ({ key, count: rowsOf('refused').find((row) => row.key === key)?.count ?? 0 })),
  };
}
