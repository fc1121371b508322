/**
 * A JSON Resume (jsonresume.org, schema 1.0) in folio's terms: validated with the schema's own
 * package, then mapped field by field; everything folio has no place for is named in the notes.
 */
import { createRequire } from 'node:module';
import type { Education, Experience } from '../../contract/content-schema';
import { bulletLines } from './bullet-lines';
import { creditsOfJsonResume, linkOf } from './credits';
import { countOf, monthOf, type Imported } from './imported';
import { unknownFields, withCurrentEnds, withoutNulls, withTodaysNames } from './resume-fields';
import { degreeOf } from './sentences';
import { socialOf } from './socials';
import { textsIn, writtenLanguage } from './written-language';

type Validator = { validate: (resume: unknown, done: (errors: { property: string; message: string }[] | null, valid: boolean) => void) => void };
// The package is CommonJS with no types; its validator is the schema's own reading of a résumé.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as Validator;

type Dated = { startDate?: string; endDate?: string };
type Work = Dated & { name?: string; position?: string; location?: string; summary?: string; highlights?: string[]; keywords?: string[]; description?: string; url?: string };
type Volunteer = Dated & { organization?: string; position?: string; summary?: string; highlights?: string[]; url?: string };
type Study = Dated & { institution?: string; area?: string; studyType?: string; score?: string; courses?: string[]; url?: string };
type Resume = {
  basics?: {
    name?: string; label?: string; image?: string; email?: string; phone?: string; url?: string; summary?: string;
    location?: { city?: string; region?: string; countryCode?: string; address?: string; postalCode?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: Work[];
  volunteer?: Volunteer[];
  education?: Study[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: (Dated & { name?: string; description?: string; highlights?: string[]; url?: string; repository?: string; type?: string; keywords?: string[]; entity?: string; roles?: string[] })[];
  /** `name` and `level` in the older schema, read as these (resume-fields.ts). */
  languages?: { language?: string; fluency?: string }[];
} & Record<string, unknown>;

/** Sections of a JSON Resume folio has no place for: each is named in the notes with what it held. */
const NO_PLACE = { interests: 'name', references: 'name' } as const;

export class NotAResume extends Error {}

/** What to do about what the schema refuses, by the rule it broke. */
function remedy(rule: string | undefined): string {
  if (rule === 'pattern') return 'write a date as YYYY, YYYY-MM or YYYY-MM-DD, or leave it out';
  if (rule === 'format') return 'write a full address (https://…, or an e-mail address), or leave it out';
  return 'correct it in the résumé, or leave it out';
}

type Problem = { property: string; message: string; name?: string };

/**
 * What the schema refuses but the mapping reads safely, so a real file is not turned away for it:
 * an address that is not a full one (each address folio carries is tested again where it is
 * mapped, and one it cannot link is left out with a note; the others have no place in folio), and
 * a project's unreadable date ("Invalid date", as an exporter writes it), left out with a note: a
 * project is still one without its dates. A job's or a study's date is still refused: leaving it
 * out would change what the entry says (no end date reads as "to this day"). An end written as a
 * word for "to this day" ("Present", "heute") is no date at all: it is taken out before the check
 * (withCurrentEnds), and the role reads as current.
 */
function readable(problem: Problem): boolean {
  if (problem.name === 'format') return true;
  return problem.name === 'pattern' && /^instance\.projects\[\d+\]\.(startDate|endDate)$/u.test(problem.property);
}

/**
 * Throws NotAResume with the first thing wrong, named by its path ("basics.name is missing") and
 * what to do. A `null` reads as absent (real résumés write `"endDate": null` for a current job).
 */
export function checkCv(input: unknown): Resume {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new NotAResume('it is not an object');
  const resume = withCurrentEnds(withoutNulls(input) as Record<string, unknown>) as Resume;
  let problems: Problem[] = [];
  validate(resume, (errors) => (problems = errors ?? []));
  const first = problems.find((problem) => !readable(problem));
  if (first) {
    const pattern = first.name === 'pattern' ? 'is not a date folio can read' : first.message;
    throw new NotAResume(`${first.property.replace(/^instance\.?/u, '') || 'the file'} ${pattern}: ${remedy(first.name)}`);
  }
  // The schema requires nothing; folio needs at least a name to say whose site it is.
  if (resume.basics?.name?.trim() ? false : true) throw new NotAResume('basics.name is missing: add your name, as the site is yours');
  return resume;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function texts(values: unknown): string[] {
  return (Array.isArray(values) ? values : []).map(text).filter((line): line is string => line !== undefined);
}

function jobOf(entry: Work | Volunteer, where: string, company: string | undefined, notes: string[]): Experience | undefined {
  const start = monthOf(entry.startDate);
  if (!company || !text(entry.position) || !start.month) {
    const missing = [!company && 'name', !text(entry.position) && 'position', !start.month && 'start date'].filter(Boolean).join(' or ');
    notes.push(`${where}${company ? ` (${company})` : ''} has no ${missing}: left out, as each job in folio's experience needs a company, a role and a start`);
    return undefined;
  }
  const end = monthOf(entry.endDate);
  if (start.guessed || end.guessed) notes.push(`${where} (${company}) gives only years: months set to January`);
  // A summary is a sentence about the role: it reads as the first line of what was done there;
  // one written as bullets is a line per bullet.
  const highlights = [...bulletLines(text(entry.summary)), ...(entry.highlights ?? []).map(text)].filter((line): line is string => line !== undefined);
  const job: Experience = { company, role: (entry.position as string).trim(), start: start.month };
  if (end.month) job.end = end.month;
  if ('location' in entry && text(entry.location)) job.location = text(entry.location);
  const url = linkOf(entry.url, `${where} (${company})`, notes);
  if (url) job.url = url;
  // JSON Resume's description of the organisation ("A maker of anvils"): its line before what was done there.
  if ('description' in entry && text(entry.description)) job.description = text(entry.description);
  if (highlights.length > 0) job.highlights = highlights;
  const keywords = ('keywords' in entry ? entry.keywords ?? [] : []).map(text).filter((word): word is string => word !== undefined);
  if (keywords.length > 0) job.technologies = keywords;
  if (job.end !== undefined && job.end < job.start) {
    notes.push(`${where} (${company}) ends (${job.end}) before it starts (${job.start}): its end date left out, so it reads as a current job until you correct the dates`);
    delete job.end;
  }
  return job;
}

function studyOf(study: Study, where: string, notes: string[], lang: string | undefined): Education | undefined {
  const school = text(study.institution);
  const degree = degreeOf(text(study.studyType), text(study.area), lang);
  if (!school) {
    notes.push(`${where} has no institution: left out, as folio's education needs a school`);
    return undefined;
  }
  // A school with no degree (a bootcamp, a course) is shown by its name alone.
  const result: Education = degree === '' ? { school } : { school, degree };
  const [start, end] = [study.startDate, study.endDate].map((date) => (date && /^\d{4}/u.test(date) ? Number(date.slice(0, 4)) : undefined));
  if (start !== undefined) result.start = start;
  if (end !== undefined && (start === undefined || end >= start)) result.end = end;
  const extras = [text(study.score) && `its score (${text(study.score)})`, study.courses?.length && countOf(study.courses.length, 'course')].filter(Boolean);
  if (extras.length > 0) notes.push(`${where} (${school}): ${extras.join(' and ')} ${extras.length === 1 ? 'has' : 'have'} no place in folio`);
  return result;
}

export function fromJsonResume(given: Resume): Imported {
  const notes: string[] = [];
  const { resume: today, renamed } = withTodaysNames(given);
  const resume = today as Resume;
  if (renamed.length > 0) notes.push(`older JSON Resume fields read as today's: ${renamed.join(', ')}`);
  const language = writtenLanguage(textsIn(resume));
  const basics = resume.basics ?? {};
  const location = basics.location ?? {};
  const city = [location.city, location.region].map(text).filter(Boolean).join(', ');
  if (text(location.address) || text(location.postalCode)) notes.push('basics.location: the street address and postal code are left out (the page shows the city)');

  const socials = (basics.profiles ?? []).flatMap((profile, index) => {
    const social = socialOf(profile.network ?? '', profile.url, profile.username);
    if (typeof social === 'string') {
      notes.push(`basics.profiles[${index}] (${profile.network ?? 'no network'}) ${social}: left out`);
      return [];
    }
    return [social];
  });

  const experience = (resume.work ?? []).flatMap((job, index) => jobOf(job, `work[${index}]`, text(job.name), notes) ?? []);
  const volunteer = (resume.volunteer ?? []).flatMap((entry, index) => {
    const job = jobOf(entry, `volunteer[${index}]`, text(entry.organization), notes);
    if (job) notes.push(`volunteer[${index}] (${job.company}) mapped to experience`);
    return job ?? [];
  });
  // Volunteering joins the jobs in date order, as experience is listed most recent first.
  const allExperience = volunteer.length === 0 ? experience : [...experience, ...volunteer].sort((a, b) => b.start.localeCompare(a.start));

  const skills = (resume.skills ?? []).flatMap((group, index) => {
    const names = texts(group.keywords);
    const level = text(group.level);
    if (names.length === 0 && !text(group.name)) {
      notes.push(`skills[${index}] has no name and no keywords: left out`);
      return [];
    }
    // A skill with no keywords is one skill, not a group: a flat list of 70 such is one group of 70.
    const [category, listed] = names.length > 0 ? [text(group.name), names] : [undefined, [text(group.name) as string]];
    return listed.map((name) => ({ name, ...(category ? { category } : {}), ...(level ? { level } : {}) }));
  });

  const projects = (resume.projects ?? []).flatMap((project, index) => {
    const title = text(project.name);
    if (!title) {
      notes.push(`projects[${index}] has no name: left out`);
      return [];
    }
    // A keyword that only repeats the type (folio's own resume.json writes its category so) is no technology.
    const [highlights, stack, roles] = [texts(project.highlights), texts(project.keywords).filter((word) => word.toLowerCase() !== text(project.type)?.toLowerCase()), texts(project.roles)];
    const entity = text(project.entity);
    return [{
      title, category: text(project.type), link: text(project.url), source: text(project.repository), description: text(project.description),
      ...(highlights.length > 0 ? { highlights } : {}), ...(stack.length > 0 ? { stack } : {}),
      ...(entity ? { entity } : {}), ...(roles.length > 0 ? { roles } : {}),
      ...projectDates(project, `projects[${index}] (${title})`, notes),
    }];
  });

  const spokenLanguages = (resume.languages ?? []).flatMap((entry, index) => {
    const [language, fluency] = [text(entry.language), text(entry.fluency)];
    if (!language) {
      notes.push(`languages[${index}] names no language${fluency ? ` (only "${fluency}")` : ''}: left out`);
      return [];
    }
    return [fluency ? { language, fluency } : { language }];
  });

  const credits = creditsOfJsonResume({ certificates: resume.certificates, publications: resume.publications, awards: resume.awards }, notes);

  for (const [key, field] of Object.entries(NO_PLACE)) {
    const entries = resume[key];
    if (!Array.isArray(entries) || entries.length === 0) continue;
    // Named, so the owner sees what to carry over by hand (references only by whom, as they are long).
    const named = entries.map((entry) => text((entry as Record<string, unknown>)[field])).filter(Boolean).join(', ');
    notes.push(`${key}: ${countOf(entries.length, 'entry', 'entries')} left out, as folio has no place for them${named ? ` (${named})` : ''}`);
  }
  const unknown = unknownFields(resume);
  if (unknown.length > 0) notes.push(`fields JSON Resume does not define, left out: ${unknown.join(', ')}`);

  return {
    owner: {
      name: (basics.name as string).trim(),
      jobTitle: text(basics.label),
      intro: text(basics.summary),
      email: text(basics.email),
      phone: text(basics.phone),
      city: city === '' ? undefined : city,
      ...(text(location.countryCode) ? { country: text(location.countryCode) } : {}),
      url: text(basics.url),
      photo: text(basics.image),
    },
    socials,
    skills,
    projects,
    experience: allExperience,
    ...(volunteer.length > 0 ? { volunteering: volunteer } : {}),
    education: (resume.education ?? []).flatMap((study, index) => studyOf(study, `education[${index}]`, notes, language?.lang) ?? []),
    ...credits,
    ...(spokenLanguages.length > 0 ? { spokenLanguages } : {}),
    ...(language ? { language } : {}),
    notes,
  };
}

/**
 * A project's months: a date as the jobs' are read (a year alone is January, said), one that is no
 * date ("Invalid date", as an exporter writes it) left out, and an end before the start dropped, each
 * with a note. No end reads as a project that still runs.
 */
export function projectDates(project: Dated, where: string, notes: string[]): { start?: string; end?: string } {
  const dateOf = (field: 'startDate' | 'endDate'): { month?: string; guessed: boolean } => {
    const given = text(project[field]);
    if (given === undefined) return { guessed: false };
    const read = monthOf(given);
    // "2021-13" passes JSON Resume's pattern but is no month.
    const date = read.month !== undefined && /-(0[1-9]|1[0-2])$/u.test(read.month) ? read : { guessed: false };
    if (date.month === undefined) notes.push(`${where}: its ${field} ${JSON.stringify(given)} is not a date folio can read: left out${field === 'endDate' ? ', so it reads as still running until you write its end' : ''}`);
    return date;
  };
  const [start, end] = [dateOf('startDate'), dateOf('endDate')];
  if (start.guessed || end.guessed) notes.push(`${where} gives only years: months set to January`);
  if (start.month !== undefined && end.month !== undefined && end.month < start.month) {
    notes.push(`${where} ends (${end.month}) before it starts (${start.month}): its end date left out, so it reads as still running until you correct the dates`);
    return { start: start.month };
  }
  return { ...(start.month === undefined ? {} : { start: start.month }), ...(end.month === undefined ? {} : { end: end.month }) };
}
