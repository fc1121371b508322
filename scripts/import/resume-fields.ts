/**
 * What a real JSON Resume holds besides the schema's examples (issue 41): `null` for an absent
 * value, and fields of older schemas or of its tools ("website", "pinned", "picture"). Nulls are
 * taken out before the schema's validator reads the file (it refuses null where it wants text,
 * though a null says only "absent"); every other field it does not know is named once in the notes.
 */

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
  'projects[]': ['name', 'description', 'highlights', 'keywords', 'startDate', 'endDate', 'url', 'roles', 'entity', 'type'],
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
        found.add(path);
        continue;
      }
      if (Array.isArray(item)) for (const entry of item) visit(entry, `${path}[]`);
      else visit(item, path);
    }
  };
  visit(resume, '');
  return [...found];
}
