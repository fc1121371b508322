import * as z from 'zod';

/**
 * The front matter of a post, `content/posts/<slug>.md` (issue 24), and of a project's case study,
 * `content/work/<slug>.md`, where the title and summary are optional (the project's own are used).
 * Strict, like site.ts: a misspelt key is an error, not a setting silently ignored.
 */

/** A post's or case study's file name without `.md` (and without a translation's `.<lang>`). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

// YAML reads `summary:` with nothing after it as null, and `title: 2024` as a number.
const text = z
  .string({ error: (issue) => (issue.input === null || issue.input === undefined ? 'must not be empty' : `must be text: put it in quotes, like "${String(issue.input)}"`) })
  .refine((v) => v.trim().length > 0, { error: 'must not be empty' });

/** Whether `v` is "YYYY-MM-DD" and a real day of the calendar (not 2025-02-30, not 2025-13-45). */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  // An impossible month or day is an Invalid Date, whose toISOString throws.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
}

/** "2024-05-01", a real day of the calendar. */
const day = z.string({ error: (issue) => `must be a date like "2024-05-01" (got ${JSON.stringify(issue.input)})` }).refine(isCalendarDay, {
  error: (issue) => `must be a date like "2024-05-01" (got ${JSON.stringify(issue.input)})`,
});

const frontMatter = {
  title: text,
  date: day,
  summary: text,
  /** When the text last changed in a way a reader should know of. */
  updated: day.optional(),
  tags: z.array(text, { error: 'must be a list, like [react, testing]' }).optional(),
  /** A picture's name in content/images/ (no extension), shown at the top and in link previews. */
  cover: z
    .string()
    .regex(/^[a-z0-9-]+$/u, { error: (issue) => `must be a picture's name in images/ without its extension, like "my-diagram" (got ${JSON.stringify(issue.input)})` })
    .optional(),
  /** `true`: shown by `npm run dev`, left out of every build. */
  draft: z.boolean({ error: 'must be true or false' }).optional(),
};

// Compared only when both are real days: a bad one has its own message.
const dated = <T extends { date: string; updated?: string | undefined }>(value: T) =>
  value.updated === undefined || !isCalendarDay(value.date) || !isCalendarDay(value.updated) || value.updated >= value.date;
const updatedError = { error: 'must not be before date', path: ['updated'] };

export const postFrontMatterSchema = z.strictObject(frontMatter).refine(dated, updatedError);
export const caseStudyFrontMatterSchema = z
  .strictObject({ ...frontMatter, title: frontMatter.title.optional(), summary: frontMatter.summary.optional() })
  .refine(dated, updatedError);

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;
