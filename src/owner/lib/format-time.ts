/**
 * Times as the owner reads them, in their own locale and time zone (the browser's, unless a test
 * passes one): today's messages by their time, older ones by their date, the opened one in full.
 */

type Zone = { locale?: string | undefined; timeZone?: string | undefined };

const dayKey = (date: Date, { locale, timeZone }: Zone) => new Intl.DateTimeFormat(locale ?? 'en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The list's short time: "14:05" today, "3 Nov" this year, "3 Nov 2025" before. */
export function shortTime(iso: string, now: Date = new Date(), zone: Zone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { locale, timeZone } = zone;
  if (dayKey(date, zone) === dayKey(now, zone)) return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(date);
  const sameYear = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(date) === new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now);
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

/** The passkeys' and the activity's time, shorter for a dense list: "24 Nov 2026, 14:05". */
export function mediumTime(iso: string, zone: Zone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(zone.locale, { timeZone: zone.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The opened message's full time: "Tuesday 24 November 2026, 14:05". */
export function fullTime(iso: string, zone: Zone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(zone.locale, { timeZone: zone.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(date);
}
