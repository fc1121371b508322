import { formatNumber } from './format-number';

/** A role's span in years, as a folded line shows it: "2009 – 2012", "2019 – Present", "2015" when it began and ended in one year. */
export function yearsLabel(start: string, end: string | undefined, ongoing: string, lang = 'en'): string {
  const year = (month: string) => formatNumber(Number(month.slice(0, 4)), lang);
  if (end === undefined) return `${year(start)} – ${ongoing}`;
  return start.slice(0, 4) === end.slice(0, 4) ? year(start) : `${year(start)} – ${year(end)}`;
}
