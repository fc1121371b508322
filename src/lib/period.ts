import { formatNumber } from './format-number';

/** "2021-03" as a CV writes it in the page's language: "Mar 2021" in English, "März 2021" in German. */
export function monthLabel(month: string, lang = 'en'): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A job's or a degree's span: months ("2021-03") or years, and `ongoing` for one with no end. */
export function periodLabel(start: string | number | undefined, end: string | number | undefined, ongoing: string, lang = 'en'): string {
  const shown = (value: string | number | undefined) => (typeof value === 'string' ? monthLabel(value, lang) : value === undefined ? '' : formatNumber(value, lang));
  if (start === undefined) return shown(end);
  return `${shown(start)} – ${end === undefined ? ongoing : shown(end)}`;
}
