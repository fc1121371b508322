/**
 * A LinkedIn data export in folio's terms: Profile.csv for who, Positions.csv for the jobs,
 * Education.csv, Skills.csv, Projects.csv (with their months), Certifications.csv, Languages.csv;
 * e-mail and phone from their own files when present.
 */
import type { Education, Experience, SocialLink } from '../../contract/content-schema';
import { bulletLines } from './bullet-lines';
import { certificationOf } from './credits';
import type { Imported } from './imported';
import { rowsOf, type CsvFiles } from './linkedin-files';
import { meansPresent } from './present-words';
import { socialOf, socialOfUrl } from './socials';
import { textsIn, writtenLanguage } from './written-language';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export class NotAnExport extends Error {}

/**
 * A row's Finished On: a month, or none for a role that has not ended (left empty, or a word for
 * "to this day"); one that is neither is left out with a note, as the role then reads as current.
 */
function finished(date: string | undefined, where: string, notes: string[]): { month?: string; guessed: boolean } {
  const end = linkedInMonth(date);
  const given = date?.trim() ?? '';
  if (end.month === undefined && given !== '' && !meansPresent(given)) notes.push(`${where}: its Finished On ${JSON.stringify(given)} is not a date folio can read: left out, so it reads as current until you correct it`);
  return end;
}

/** "2021-03" from LinkedIn's "Mar 2021" (or "2021", then January, guessed); none from "Present" or any other word for "to this day". */
export function linkedInMonth(date: string | undefined): { month?: string; guessed: boolean } {
  const value = date?.trim() ?? '';
  if (meansPresent(value)) return { guessed: false };
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/u.exec(value);
  const index = named ? MONTHS.indexOf((named[1] as string).toLowerCase()) : -1;
  if (named && index >= 0) return { month: `${named[2]}-${String(index + 1).padStart(2, '0')}`, guessed: false };
  const numeric = /^(\d{1,2})\/(\d{4})$/u.exec(value);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) return { month: `${numeric[2]}-${numeric[1]?.padStart(2, '0')}`, guessed: false };
  const year = /(\d{4})/u.exec(value);
  return year ? { month: `${year[1]}-01`, guessed: true } : { guessed: false };
}

function yearOf(date: string | undefined): number | undefined {
  const year = /(\d{4})/u.exec(date ?? '')?.[1];
  return year === undefined ? undefined : Number(year);
}


function socialsOf(profile: Record<string, string>, notes: string[]): SocialLink[] {
  const found: (SocialLink | string)[] = [];
  // "Websites" reads like "[PORTFOLIO:https://a.example,OTHER:https://b.example]".
  for (const url of (profile.Websites ?? '').match(/https?:\/\/[^\s,\]]+/giu) ?? []) found.push(socialOfUrl(url));
  for (const handle of (profile['Twitter Handles'] ?? '').replace(/[[\]]/gu, '').split(',').map((h) => h.trim()).filter(Boolean)) {
    found.push(socialOf('X', undefined, handle));
  }
  return found.flatMap((social) => {
    if (typeof social === 'string') notes.push(`Profile.csv: a website ${social}: left out`);
    return typeof social === 'string' ? [] : [social];
  });
}

export function fromLinkedIn(files: CsvFiles): Imported {
  const notes: string[] = [];
  const profile = rowsOf(files, 'Profile.csv')[0];
  const name = [profile?.['First Name'], profile?.['Last Name']].map((part) => part?.trim()).filter(Boolean).join(' ');
  if (!profile || name === '') throw new NotAnExport(files.has('Profile.csv') ? 'Profile.csv has no First Name or Last Name' : 'it has no Profile.csv');
  if (profile.Address?.trim() || profile['Birth Date']?.trim()) notes.push('Profile.csv: Address and Birth Date are left out (the page shows the city only)');
  if (profile.Industry?.trim()) notes.push(`Profile.csv: Industry (${profile.Industry.trim()}) has no place in folio`);

  const experience = rowsOf(files, 'Positions.csv').flatMap((row, index): Experience[] => {
    const where = `Positions.csv row ${index + 1}`;
    const company = row['Company Name']?.trim();
    const role = row.Title?.trim();
    const start = linkedInMonth(row['Started On']);
    if (!company || !role || !start.month) {
      notes.push(`${where}${company ? ` (${company})` : ''} has no ${[!company && 'Company Name', !role && 'Title', !start.month && 'Started On'].filter(Boolean).join(', ')}: left out`);
      return [];
    }
    const end = finished(row['Finished On'], `${where} (${company})`, notes);
    if (start.guessed || end.guessed) notes.push(`${where} (${company}) gives only years: months set to January`);
    const job: Experience = { company, role, start: start.month };
    if (end.month && end.month >= start.month) job.end = end.month;
    if (row.Location?.trim()) job.location = row.Location.trim();
    const highlights = bulletLines(row.Description);
    if (highlights.length > 0) job.highlights = highlights;
    return [job];
  });

  const education = rowsOf(files, 'Education.csv').flatMap((row, index): Education[] => {
    const school = row['School Name']?.trim();
    const degree = row['Degree Name']?.trim();
    if (!school) {
      notes.push(`Education.csv row ${index + 1} has no School Name: left out`);
      return [];
    }
    if (row.Notes?.trim() || row.Activities?.trim()) notes.push(`Education.csv row ${index + 1} (${school}): Notes and Activities have no place in folio`);
    // A school with no degree (a bootcamp, a course) is shown by its name alone.
    const study: Education = degree ? { school, degree } : { school };
    const [start, end] = [yearOf(row['Start Date']), yearOf(row['End Date'])];
    if (start !== undefined) study.start = start;
    if (end !== undefined && (start === undefined || end >= start)) study.end = end;
    return [study];
  });

  // LinkedIn has no groups of skills: to-site.ts files them in one.
  const skills = rowsOf(files, 'Skills.csv').flatMap((row) => (row.Name?.trim() ? [{ name: row.Name.trim() }] : []));

  const projects = rowsOf(files, 'Projects.csv').flatMap((row, index) => {
    const title = row.Title?.trim();
    if (!title) {
      notes.push(`Projects.csv row ${index + 1} has no Title: left out`);
      return [];
    }
    const where = `Projects.csv row ${index + 1} (${title})`;
    const [start, end] = [linkedInMonth(row['Started On']), finished(row['Finished On'], where, notes)];
    if (start.guessed || end.guessed) notes.push(`${where} gives only years: months set to January`);
    const ordered = start.month === undefined || end.month === undefined || end.month >= start.month;
    if (!ordered) notes.push(`${where} ends (${end.month}) before it starts (${start.month}): its end date left out, so it reads as still running until you correct the dates`);
    return [{
      title, link: row.Url?.trim() || undefined, description: bulletLines(row.Description).join(' ') || undefined,
      ...(start.month === undefined ? {} : { start: start.month }),
      ...(end.month === undefined || !ordered ? {} : { end: end.month }),
    }];
  });

  // Proficiency in LinkedIn's words ("Native or bilingual proficiency"), kept as written.
  const spokenLanguages = rowsOf(files, 'Languages.csv').flatMap((row, index) => {
    const [language, fluency] = [row.Name?.trim(), row.Proficiency?.trim()];
    if (!language) {
      notes.push(`Languages.csv row ${index + 1} has no Name: left out`);
      return [];
    }
    return [fluency ? { language, fluency } : { language }];
  });

  // Started On is when it was granted; Finished On, when it lapses.
  const certifications = rowsOf(files, 'Certifications.csv').flatMap((row, index) =>
    certificationOf(
      {
        where: `Certifications.csv row ${index + 1}`,
        name: row.Name,
        issuer: row.Authority,
        date: linkedInMonth(row['Started On']),
        expires: linkedInMonth(row['Finished On']),
        url: row.Url,
        extra: row['License Number']?.trim() ? 'the License Number' : undefined,
        fields: ['Name', 'Authority', 'Started On'],
      },
      notes,
    ),
  );
  const emails = rowsOf(files, 'Email Addresses.csv');
  const email = (emails.find((row) => row.Primary?.toLowerCase() === 'yes') ?? emails[0])?.['Email Address']?.trim();
  const phone = rowsOf(files, 'PhoneNumbers.csv')[0]?.Number?.trim();

  // The site LinkedIn calls a portfolio or personal site is the one folio builds.
  const own = /(?:PORTFOLIO|PERSONAL):(https?:\/\/[^\s,\]]+)/iu.exec(profile.Websites ?? '')?.[1];
  const language = writtenLanguage(['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Projects.csv', 'Certifications.csv'].flatMap((file) => textsIn(rowsOf(files, file))));
  return {
    owner: {
      name,
      url: own,
      jobTitle: profile.Headline?.trim() || undefined,
      intro: profile.Summary?.trim() || undefined,
      email: email || undefined,
      phone: phone || undefined,
      city: profile['Geo Location']?.trim() || undefined,
    },
    socials: socialsOf(profile, notes),
    skills,
    projects,
    experience,
    education,
    certifications,
    // A LinkedIn export keeps publications and honors only in files it does not always include.
    publications: [],
    awards: [],
    ...(spokenLanguages.length > 0 ? { spokenLanguages } : {}),
    ...(language ? { language } : {}),
    notes,
  };
}
