/**
 * Fields of site.ts that folio has renamed, for `npm run check:content` to name the new one when an
 * owner's file still has the old (CHANGELOG.md says the same, with the version). A path is the
 * field's place with `[]` for any item: `owner.jobTitle`, `projects[].link`. None so far.
 */
export type RenamedField = { was: string; now: string; since: string };

export const RENAMED_FIELDS: readonly RenamedField[] = [];

/** `projects[2].link` as the table writes it: `projects[].link`. */
export const fieldPattern = (path: readonly PropertyKey[]): string =>
  path.map((part) => (typeof part === 'number' ? '[]' : String(part))).join('.').replace(/\.\[\]/gu, '[]');
