import { formatNumber } from './format-number';
import { monthLabel } from './month-label';

export { monthLabel };

/** A job's or a degree's span: months ("2021-03") or years, and `ongoing` for one with no end. */
export function periodLabel(start: string | number | undefined, end: string | number | undefined, ongoing: string, lang = 'en'): string {
  const shown = (value: string | number | undefined) => (typeof value === 'string' ? monthLabel(value, lang) : value === undefined ? '' : formatNumber(value, lang));
  if (start === undefined) return shown(end);
  return `${shown(start)} – ${end === undefined ? ongoing : shown(end)}`;
}
