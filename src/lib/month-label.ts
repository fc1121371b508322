/**
 * "2021-03" as the page's language writes a month: "Mar 2021" in English, "März 2021" in German.
 * Apart from period.ts so the cards of the optional sections (src/ui/career-entry.tsx) take only
 * this.
 */
export function monthLabel(month: string, lang = 'en'): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
