import type { SiteContent } from '../contract/content-schema';

/**
 * What a visitor should read, derived from the content in a few lines each: from the spec's rules
 * and the platform's Intl, never by the product's own functions, so that a fault in the page's
 * code cannot hide behind the same fault in its test (issue 44). Where a rule here and the page
 * disagree, one of them is wrong, and the failing test says which value each gave.
 */

/** A count or a year as the page's language writes it, never grouped ("2024", not "2,024"). */
export function numberIn(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 1 }).format(value);
}

/** A skill's level: "85%" in English, "85 %" in German. */
export function percentIn(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent' }).format(value / 100);
}

/** "2021-03" as a short month and its year: "Mar 2021", "März 2021". */
export function monthIn(month: string, lang: string): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, number - 1, 1));
}

/** A job's or a degree's span, "Mar 2021 – Present", with years as numbers and the page's word for an open end. */
export function periodIn(start: string | number | undefined, end: string | number | undefined, ongoing: string, lang: string): string {
  const shown = (value: string | number | undefined) => (value === undefined ? '' : typeof value === 'number' ? numberIn(value, lang) : monthIn(value, lang));
  if (start === undefined) return shown(end);
  return `${shown(start)} – ${end === undefined ? ongoing : shown(end)}`;
}

/** The languages written right to left (by their primary subtag), as the page's `dir` must say. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function directionOf(lang: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(lang.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** The file "Download CV" saves: the owner's name and the page's word for it, joined by hyphens. */
export function cvFileNameOf(ownerName: string, word: string): string {
  return `${[...ownerName.trim().split(/\s+/u), ...word.trim().split(/\s+/u)].join('-')}.pdf`;
}

/** The spec's sections, in the spec's order. */
const SPEC_SECTIONS = ['home', 'skills', 'work', 'contact'];

/**
 * The page's sections: the spec's four (Skills and Portfolio only with something in them), and each
 * other section the nav links to right after the section whose link comes before its own (after
 * Home when it comes first).
 */
export function sectionsOf(site: SiteContent): string[] {
  const empty = (list: readonly unknown[] | undefined) => (list?.length ?? 0) === 0;
  const sections = SPEC_SECTIONS.filter((id) => !(id === 'skills' && empty(site.skills)) && !(id === 'work' && empty(site.projects)));
  const paths = site.nav.map((item) => item.path as string);
  for (const [at, id] of paths.entries()) {
    if (SPEC_SECTIONS.includes(id)) continue;
    const before = paths.slice(0, at).reverse().find((path) => sections.includes(path)) ?? 'home';
    sections.splice(sections.indexOf(before) + 1, 0, id);
  }
  return sections;
}

/** "#4f46e5" as its three channels. */
export function channelsOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2's contrast ratio of two colours ("#rrggbb"). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = channelsOf(hex).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour's hue in degrees (HSL), which a tint or a shade made by mixing with white or black keeps. */
export function hueOf(hex: string): number {
  const [r, g, b] = channelsOf(hex);
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return 0;
  const sector = max === r ? (g - b) / range : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return (sector * 60 + 360) % 360;
}
