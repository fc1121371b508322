import type { Insights } from '../../../contract/owner-api';
import { dayLabel, linePoints, niceMax } from './chart-scale';
import { useOwnerWords } from '../words/owner-words-context';

type DayChartProps = { days: Insights['days']; format: (n: number) => string };

/** The drawing's own units; it stretches to the card's width (the line keeps its stroke). */
const WIDTH = 600;
const HEIGHT = 160;

/**
 * Views per day as bars, visitors as a line over them, the scale's top and the range's ends as
 * text beside the drawing; every day's figures in a table under it, for a screen reader and for
 * anyone who wants the numbers.
 */
export function DayChart({ days, format }: DayChartProps) {
  const { words, say, lang } = useOwnerWords();
  const top = niceMax(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const slot = WIDTH / Math.max(days.length, 1);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const first = dayLabel(days[0]?.day ?? '', lang);
  const last = dayLabel(days.at(-1)?.day ?? '', lang);
  return (
    <figure className="grid min-w-0 gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-text">{words.insights.chartTitle}</span>
        <span className="flex gap-4 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent" />
            {words.insights.views}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-3 rounded-full bg-text" />
            {words.insights.visitors}
          </span>
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-muted tabular-nums">
          <span>{format(top)}</span>
          <span>{top % 2 === 0 ? format(top / 2) : ''}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={say(words.insights.chartLabel, { first, last, views, visitors })}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          // A width of its own (600, the viewBox's) would make a phone's page scroll sideways.
          width="100%"
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} vectorEffect="non-scaling-stroke" className="stroke-border" strokeDasharray="4 4" />
          <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" className="stroke-border" />
          {days.map((day, n) => {
            const height = (day.views / top) * HEIGHT;
            return <rect key={day.day} x={slot * n + slot * 0.15} width={slot * 0.7} y={HEIGHT - height} height={height} rx="2" className="fill-accent" />;
          })}
          <polyline points={linePoints(days.map((day) => day.visitors), top, WIDTH, HEIGHT)} vectorEffect="non-scaling-stroke" strokeWidth="2" strokeLinejoin="round" className="fill-none stroke-text" />
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-10 text-xs text-muted">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted hover:text-text">{words.insights.asTable}</summary>
        <table className="mt-2 w-full tabular-nums">
          <caption className="sr-only">{words.insights.chartTitle}</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 font-medium">{words.insights.day}</th>
              <th scope="col" className="py-1 text-right font-medium">{words.insights.views}</th>
              <th scope="col" className="py-1 text-right font-medium">{words.insights.visitors}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  <time dateTime={day.day}>{dayLabel(day.day, lang)}</time>
                </th>
                <td className="py-1 text-right">{format(day.views)}</td>
                <td className="py-1 text-right">{format(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
