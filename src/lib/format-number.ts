/**
 * Numbers as the page's language writes them (issue 14): "85%" in English, "85 %" in German, and
 * the digits and signs of whatever numbering the browser's locale data gives. The pre-rendered
 * text is the build's; an engine whose locale data differs slightly (an older Arabic percent
 * sign) keeps it, which is why the elements showing these suppress React's hydration warning.
 */
export function formatPercent(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A count or a year: no grouping, so 2024 is never "2,024". */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 1 }).format(value);
}
