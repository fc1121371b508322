/**
 * What a real JSON Resume holds besides the schema's examples (issue 41): `null` for an absent
 * value, and fields of older schemas or of its tools ("website", "pinned", "picture"). Nulls are
 * taken out before the schema's validator reads the file (it refuses null where it wants text,
 * though a null says only "absent"); the fields of the older schema real files still use ("company",
 * "website", "picture") are read under today's names; every other field it does not know is named
 * once in the notes.
 */
import { meansPresent } from './present-words';

/** The fields JSON Resume 1.0 defines, by where they sit ("work[]" for each job). */
const KNOWN: Record<string, readonly string[]> = {
  '': ['$schema', 'basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills', 'languages', 'interests', 'references', 'projects', 'meta'],
  basics: ['name', 'label', 'image', 'email', 'phone', 'url', 'summary', 'location', 'profiles'],
  'basics.location': ['address', 'postalCode', 'city', 'countryCode', 'region'],
  'basics.profiles[]': ['network', 'username', 'url'],
  // keywords: not the schema's for a job, but folio reads them as the job's technologies.
  'work[]': ['name', 'location', 'description', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights', 'keywords'],
  'volunteer[]': ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights'],
  'education[]': ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses'],
  'awards[]': ['title', 'date', 'awarder', 'summary'],
  'certificates[]': ['name', 'date', 'url', 'issuer'],
  'publications[]': ['name', 'publisher', 'releaseDate', 'url', 'summary'],
  'skills[]': ['name', 'level', 'keywords'],
  'languages[]': ['language', 'fluency'],
  'interests[]': ['name', 'keywords'],
  'references[]': ['name', 'reference'],
  // `repository`: not JSON Resume's, but where folio's own resume.json (and some others) put a project's code.
  'projects[]': ['name', 'description', 'highlights', 'keywords', 'startDate', 'endDate', 'url', 'repository', 'roles', 'entity', 'type'],
};

/** The value with every `null` (and every empty text) taken out, as if it had been left out. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null && !(typeof item === 'string' && item.trim() === '')).map(withoutNulls);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null && !(typeof item === 'string' && item.trim() === ''))
        .map(([key, item]) => [key, withoutNulls(item)]),
    );
  }
  return value;
}

/** Each field the schema does not define, once ("work[].website"), wherever it appears. */
export function unknownFields(resume: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, where: string): void => {
    const known = KNOWN[where];
    if (!known || typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const path = where === '' ? key : `${where}.${key}`;
      if (!known.includes(key)) {
        // A key with spaces in it (a real file has "pro" and "jects" 170 spaces apart) is quoted, its spaces one.
        const shown = /^[\w$-]+$/u.test(key) ? key : JSON.stringify(key.replace(/\s+/gu, ' '));
        found.add(where === '' ? shown : `${where}.${shown}`);
        continue;
      }
      if (Array.isArray(item)) for (const entry of item) visit(entry, `${path}[]`);
      else visit(item, path);
    }
  };
  visit(resume, '');
  return [...found];
}

/**
 * Today's name for each field an older schema (JSON Resume 0.0.x, which exporters and themes still
 * write) gave another, by where it sits; and the one mix-up real files make often (a volunteer
 * entry's "name", as a job has).
 */
const OLDER: Record<string, Record<string, string>> = {
  basics: { picture: 'image', website: 'url' },
  'work[]': { company: 'name', website: 'url' },
  'volunteer[]': { name: 'organization', website: 'url' },
  'education[]': { gpa: 'score' },
  'languages[]': { name: 'language', level: 'fluency' },
};

/**
 * The résumé with each older field under today's name, where today's is not also given (then
 * today's wins, and the older one is named as a field folio does not read); and which were read so
 * ("work[].company as work[].name"), once each.
 */
export function withTodaysNames(resume: Record<string, unknown>): { resume: Record<string, unknown>; renamed: string[] } {
  const renamed = new Set<string>();
  const rename = (entry: unknown, where: string): unknown => {
    const names = OLDER[where];
    if (!names || typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry;
    const result: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
    for (const [older, today] of Object.entries(names)) {
      if (!(older in result) || today in result) continue;
      result[today] = result[older];
      delete result[older];
      renamed.add(`${where}.${older} as ${where}.${today}`);
    }
    return result;
  };
  const result: Record<string, unknown> = { ...resume, basics: rename(resume.basics, 'basics') };
  if (resume.basics === undefined) delete result.basics;
  for (const section of ['work', 'volunteer', 'education', 'languages']) {
    const entries = resume[section];
    if (Array.isArray(entries)) result[section] = entries.map((entry) => rename(entry, `${section}[]`));
  }
  return { resume: result, renamed: [...renamed] };
}

/** The sections whose entries have an `endDate` a résumé may write as a word ("Present"). */
const ENDED = ['work', 'volunteer', 'projects', 'education'] as const;

/**
 * The résumé with each end written as a word for "to this day" ("Present", "heute", "至今":
 * present-words.ts) left out, as folio writes a current role: with no end. The schema's validator
 * would otherwise refuse a job's "Present" as no date.
 */
export function withCurrentEnds(resume: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...resume };
  for (const section of ENDED) {
    const entries = resume[section];
    if (!Array.isArray(entries)) continue;
    result[section] = entries.map((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null || !meansPresent((entry as Record<string, unknown>).endDate)) return entry;
      const current: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
      delete current.endDate;
      return current;
    });
  }
  return result;
}
