import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/**
 * The careers the import journey runs on (issue 41): every real résumé in fixtures/import/real/
 * and the LinkedIn-shaped export in fixtures/import/linkedin/, each with what its own file names,
 * read here apart from the import so the journey checks the import rather than repeating it.
 */
export type CareerSource = {
  /** A name for the test titles and folders: the file's, without its extension. */
  name: string;
  /** What `npm run import` is given, relative to the project. */
  file: string;
  /** Every employer (with a role and a start, as a job needs), school and project it names. */
  employers: string[];
  schools: string[];
  projects: string[];
  /** Whether the file itself gives a phone number, a site address or a skill's percentage. */
  gives: { phone: boolean; url: boolean; percentage: boolean };
  /** Everything the file says, to tell a value it holds from one made up. */
  raw: string;
};

const REAL = 'fixtures/import/real';
const LINKEDIN = 'fixtures/import/linkedin';

type Entry = Record<string, unknown>;
const named = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter((item): item is Entry => typeof item === 'object' && item !== null) : []);
const unique = (names: (string | undefined)[]) => [...new Set(names.filter((name): name is string => name !== undefined))];

function fromJsonResume(file: string): CareerSource {
  const raw = readFileSync(file, 'utf8');
  const resume = JSON.parse(raw) as Entry;
  const basics = (resume.basics ?? {}) as Entry;
  return {
    name: path.basename(file, '.json').replace(/\.resume$/u, ''),
    file,
    employers: unique(list(resume.work).filter((job) => named(job.position) && named(job.startDate)).map((job) => named(job.name) ?? named(job.company))),
    schools: unique(list(resume.education).map((study) => named(study.institution))),
    projects: unique(list(resume.projects).map((project) => named(project.name))),
    // The older schema's `website` is today's `url`, and the import reads it so.
    gives: { phone: named(basics.phone) !== undefined, url: (named(basics.url) ?? named(basics.website)) !== undefined, percentage: /\d\s*%/u.test(JSON.stringify(resume.skills ?? [])) },
    raw,
  };
}

function csv(folder: string, name: string): Record<string, string>[] {
  const file = path.join(folder, `${name}.csv`);
  try {
    return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
  } catch {
    return [];
  }
}

function fromLinkedIn(folder: string): CareerSource {
  const raw = readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8')).join('\n');
  const positions = csv(folder, 'Positions');
  return {
    name: `${path.basename(folder)}-export`,
    file: folder,
    employers: unique(positions.filter((job) => named(job.Title) && named(job['Started On'])).map((job) => named(job['Company Name']))),
    schools: unique(csv(folder, 'Education').map((study) => named(study['School Name']))),
    projects: unique(csv(folder, 'Projects').map((project) => named(project.Title))),
    gives: {
      phone: csv(folder, 'PhoneNumbers').some((row) => named(row.Number) !== undefined),
      url: csv(folder, 'Profile').some((row) => named(row.Websites) !== undefined),
      percentage: false,
    },
    raw,
  };
}

export const CAREERS: readonly CareerSource[] = [
  ...readdirSync(REAL)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => fromJsonResume(path.join(REAL, file))),
  fromLinkedIn(LINKEDIN),
];

/**
 * The careers every design is held to the design rules on (DESIGN.md, "Real careers"): a long
 * career with 77 skills whose picture cannot be fetched, projects without pictures in Spanish, and
 * projects that name who they were for, in Italian. The others are held to them in the design the
 * import chose.
 */
export const IN_EVERY_DESIGN: readonly string[] = ['loncarales', 'drc288', 'xdemocle'];

/** The career the length bound is held on: 11 jobs and 77 skills, the nearest licensed one to DESIGN.md's 13 and 70. */
export const LONG_CAREER = 'loncarales';
