/**
 * A JSON Resume (jsonresume.org, schema 1.0) in folio's terms: validated with the schema's own
 * package, then mapped field by field; everything folio has no place for is named in the notes.
 */
import { createRequire } from 'node:module';
import type { Education, Experience } from '../../contract/content-schema';
import { creditsOfJsonResume } from './credits';
import { countOf, monthOf, type Imported } from './imported';
import { socialOf } from './socials';

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
  projects?: { name?: string; description?: string; highlights?: string[]; url?: string; type?: string; keywords?: string[]; entity?: string }[];
} & Record<string, unknown>;

/** Sections of a JSON Resume folio has no place for, and why each is left out. */
const NO_PLACE = ['languages', 'interests', 'references'] as const;

export class NotAResume extends Error {}

/** Throws NotAResume with the first thing wrong, named by its path ("basics.name is missing"). */
export function checkResume(input: unknown): Resume {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new NotAResume('it is not an object');
  let problems: { property: string; message: string }[] = [];
  validate(input, (errors) => (problems = errors ?? []));
  const first = problems[0];
  if (first) throw new NotAResume(`${first.property.replace(/^instance\.?/u, '') || 'the file'} ${first.message}`);
  const resume = input as Resume;
  // The schema requires nothing; folio needs at least a name to say whose site it is.
  if (resume.basics?.name?.trim() ? false : true) throw new NotAResume('basics.name is missing');
  return resume;
}

function text(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
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
  // A summary is a sentence about the role: it reads as the first line of what was done there.
  const highlights = [text(entry.summary), ...(entry.highlights ?? []).map(text)].filter((line): line is string => line !== undefined);
  const job: Experience = { company, role: (entry.position as string).trim(), start: start.month };
  if (end.month) job.end = end.month;
  if ('location' in entry && text(entry.location)) job.location = text(entry.location);
  if (highlights.length > 0) job.highlights = highlights;
  const keywords = ('keywords' in entry ? entry.keywords ?? [] : []).map(text).filter((word): word is string => word !== undefined);
  if (keywords.length > 0) job.technologies = keywords;
  if (job.end !== undefined && job.end < job.start) {
    notes.push(`${where} (${company}) ends before it starts: its end date left out`);
    delete job.end;
  }
  return job;
}

function studyOf(study: Study, where: string, notes: string[]): Education | undefined {
  const school = text(study.institution);
  const degree = [text(study.studyType), text(study.area)].filter(Boolean).join(' in ');
  if (!school || degree === '') {
    notes.push(`${where} has no ${!school ? 'institution' : 'studyType or area'}: left out, as folio's education needs a school and a degree`);
    return undefined;
  }
  const result: Education = { school, degree };
  const [start, end] = [study.startDate, study.endDate].map((date) => (date && /^\d{4}/u.test(date) ? Number(date.slice(0, 4)) : undefined));
  if (start !== undefined) result.start = start;
  if (end !== undefined && (start === undefined || end >= start)) result.end = end;
  if (study.score || study.courses?.length) notes.push(`${where} (${school}): score and courses have no place in folio`);
  return result;
}

export function fromJsonResume(resume: Resume): Imported {
  const notes: string[] = [];
  const basics = resume.basics ?? {};
  const location = basics.location ?? {};
  const city = [location.city, location.region, location.countryCode].map(text).filter(Boolean).join(', ');
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
  if ((resume.work ?? []).some((job) => text(job.description) || text(job.url))) notes.push("work: each company's description and url have no place in folio");
  const volunteer = (resume.volunteer ?? []).flatMap((entry, index) => {
    const job = jobOf(entry, `volunteer[${index}]`, text(entry.organization), notes);
    if (job) notes.push(`volunteer[${index}] (${job.company}) mapped to experience`);
    return job ?? [];
  });
  // Volunteering joins the jobs in date order, as experience is listed most recent first.
  const allExperience = volunteer.length === 0 ? experience : [...experience, ...volunteer].sort((a, b) => b.start.localeCompare(a.start));

  const skills = (resume.skills ?? []).flatMap((group, index) => {
    const category = text(group.name) ?? 'Skills';
    const names = (group.keywords ?? []).map(text).filter((name): name is string => name !== undefined);
    if (names.length === 0 && !text(group.name)) {
      notes.push(`skills[${index}] has no name and no keywords: left out`);
      return [];
    }
    // A group with no keywords is itself one skill.
    return (names.length > 0 ? names : [category]).map((name) => ({ name, category, ...(text(group.level) ? { level: text(group.level) } : {}) }));
  });

  const projects = (resume.projects ?? []).flatMap((project, index) => {
    const title = text(project.name);
    if (!title) {
      notes.push(`projects[${index}] has no name: left out`);
      return [];
    }
    const description = text(project.description) ?? text((project.highlights ?? []).join(' '));
    return [{ title, category: text(project.type), link: text(project.url), description }];
  });

  const credits = creditsOfJsonResume({ certificates: resume.certificates, publications: resume.publications, awards: resume.awards }, notes);

  for (const key of NO_PLACE) {
    const entries = resume[key];
    if (Array.isArray(entries) && entries.length > 0) notes.push(`${key}: ${countOf(entries.length, 'entry', 'entries')} left out: folio has no place for them`);
  }

  return {
    owner: {
      name: (basics.name as string).trim(),
      jobTitle: text(basics.label),
      intro: text(basics.summary),
      email: text(basics.email),
      phone: text(basics.phone),
      city: city === '' ? undefined : city,
      url: text(basics.url),
      photo: text(basics.image),
    },
    socials,
    skills,
    projects,
    experience: allExperience,
    education: (resume.education ?? []).flatMap((study, index) => studyOf(study, `education[${index}]`, notes) ?? []),
    ...credits,
    notes,
  };
}
