/**
 * A post as a list shows it (the home page's Writing section, the list of posts): every text
 * already in the page's language, worked out by the build (scripts/posts/), so the page's script
 * formats no date and hydration never disagrees with the pre-render.
 */
export type PostCard = {
  href: string;
  title: string;
  /** YYYY-MM-DD, for <time datetime>. */
  date: string;
  /** The date as the page's language writes it. */
  dateText: string;
  /** "4 min read", in the page's language. */
  readingText: string;
  summary: string;
  tags: string[];
  /** The post's language when it is not the page's (a post not yet translated). */
  lang?: string;
};

/** A day (YYYY-MM-DD) as `lang` writes it: "May 1, 2024", "1. Mai 2024". */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Minutes a reader needs for `words`, at least one: about 230 words a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}
