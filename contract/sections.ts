/*
 * The page's optional sections, apart from the schema so the page can read them without zod.
 */

/**
 * The sections a page may leave out, each with the content lists it shows: linking to one in the
 * nav puts it on the page (src/lib/page-sections.ts), and a link to one with nothing to show is an
 * error. `experience` shows your experience and education.
 */
export const OPTIONAL_SECTIONS = {
  experience: ['experience', 'education'],
  certifications: ['certifications'],
  publications: ['publications'],
  awards: ['awards'],
} as const satisfies Record<string, readonly string[]>;
export type OptionalSection = keyof typeof OPTIONAL_SECTIONS;
