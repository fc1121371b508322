import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { checkContent } from '../content/load-content';
import { fromLinkedIn, linkedInMonth } from './from-linkedin';
import { contentFolder, FIXTURES, importInto, writtenSite } from './test-helpers';

const EXPORT = path.join(FIXTURES, 'linkedin');

/** The fixture export zipped as LinkedIn sends it, into a new folder. */
async function zipped(): Promise<string> {
  const dir = await contentFolder();
  const entries: Record<string, Uint8Array> = {};
  for (const name of await readdir(EXPORT)) entries[name] = strToU8(await readFile(path.join(EXPORT, name), 'utf8'));
  const file = path.join(dir, 'Basic_LinkedInDataExport_11-23-2026.zip');
  await writeFile(file, zipSync(entries));
  return file;
}

describe('npm run import: a LinkedIn data export', () => {
  it('maps the profile, positions, education, skills, projects, certifications and languages, quoted commas and newlines included', async () => {
    const dir = await contentFolder();
    const run = await importInto(dir, EXPORT);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/\(LinkedIn export\): 3 jobs, 2 schools, 4 skills, 2 projects, 3 profiles, 2 certifications, 3 languages$/u);
    const site = await writtenSite(dir);
    expect(site.siteUrl).toBe('https://ingrid.example.no');
    expect(site.owner).toMatchObject({
      name: 'Ingrid Nakamura-Solberg',
      initials: 'IN',
      jobTitle: 'Senior Frontend Engineer',
      email: 'ingrid@example.no',
      phone: '+47 55 12 34 56',
      city: 'Bergen, Vestland, Norway',
      yearsOfExperience: 9, // from Aug 2017: the 2016 internship is not counted
    });
    expect(site.owner.intro).toContain('users.\nTen years');
    expect(site.socials).toEqual([
      { kind: 'website', label: 'Website', url: 'https://ingrid.example.no' },
      { kind: 'github', label: 'GitHub', url: 'https://github.com/ingridns' },
      { kind: 'x', label: 'X', url: 'https://x.com/ingridns' },
    ]);
    expect(site.experience).toEqual([
      {
        company: 'Fjord Media, AS',
        role: 'Senior Frontend Engineer',
        start: '2021-03',
        location: 'Bergen, Norway',
        highlights: [
          'Led the rebuild of the player page in React and TypeScript, halving its load time.',
          'Started the design system now used by six teams, with "accessibility first" as its rule.',
        ],
      },
      { company: 'Nordlys Studio', role: 'Frontend Developer', start: '2017-08', end: '2021-02', location: 'Oslo', highlights: ['Built booking flows for ferry and hotel clients.'] },
      { company: 'Kafé Kode', role: 'Intern', start: '2016-01', end: '2016-01' },
    ]);
    // A school with no degree (a bootcamp) is kept, by its name and years alone (issue 41).
    expect(site.education).toEqual([
      { school: 'University of Bergen', degree: 'BSc Informatics', start: 2013, end: 2016 },
      { school: 'Bergen Coding Bootcamp', start: 2012, end: 2012 },
    ]);
    expect(site.skills.map((skill) => skill.name)).toEqual(['React', 'TypeScript', 'Accessibility (WCAG 2.2)', 'Design Systems, Tokens and Theming']);
    expect(site.projects!.map((project) => [project.title, project.link, project.description])).toEqual([
      ['Ferjetider', 'https://github.com/ingridns/ferjetider', 'Ferry timetables that work offline, on any phone.'],
      // Its link is not https: left out, not replaced by another address (issue 41).
      ['Kontrast', undefined, 'A colour-contrast checker for design tokens.'],
    ]);
    // Started On and Finished On as months; no Finished On, a project that still runs.
    expect(site.projects!.map((project) => [project.start, project.end])).toEqual([
      ['2020-01', '2020-03'],
      ['2022-06', undefined],
    ]);
    // Proficiency in LinkedIn's words, as written; none when the export gives none.
    expect(site.spokenLanguages).toEqual([
      { language: 'Norwegian', fluency: 'Native or bilingual proficiency' },
      { language: 'English', fluency: 'Full professional proficiency' },
      { language: 'Japanese' },
    ]);
    // Authority is the issuer, Started On the month granted, Finished On when it lapses; an http:// Url moves up to https://.
    // The most recent first, as the page and the CV list them (the export has the older one first).
    expect(site.certifications).toEqual([
      { name: 'Web Accessibility Specialist, WAS', issuer: 'IAAP', date: '2023-03', url: 'https://www.accessibilityassociation.org/was', expires: '2026-03' },
      { name: 'Certified Professional in Accessibility Core Competencies', issuer: 'IAAP', date: '2022-11', url: 'https://www.accessibilityassociation.org' },
    ]);
    // Linked in the nav, before Contact, so they show.
    expect(site.nav.map((item) => item.path)).toEqual(['home', 'experience', 'skills', 'work', 'certifications', 'contact']);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });

  it('says what it left out or guessed, and why', async () => {
    const run = await importInto(await contentFolder(), EXPORT);
    expect(run.out).toEqual(
      expect.arrayContaining([
        '  - Positions.csv row 3 (Kafé Kode) gives only years: months set to January',
        '  - Positions.csv row 4 (Unnamed Startup) has no Title: left out',
        '  - Education.csv row 1 (University of Bergen): Notes and Activities have no place in folio',
        '  - Certifications.csv row 1 (Certified Professional in Accessibility Core Competencies): the License Number has no place in folio',
        '  - Certifications.csv row 3 (Scrum Master) has no Authority: left out, as each certification in folio needs a name, an issuer and a date',
        '  - skills: 4 skills listed in no group filed under "Skills"',
      ]),
    );
  });

  it('reads the .zip as it reads the folder', async () => {
    const [fromFolder, fromZip] = [await contentFolder(), await contentFolder()];
    await importInto(fromFolder, EXPORT);
    const run = await importInto(fromZip, await zipped());
    expect(run.code).toBe(0);
    // The same site; only the header's "imported from" names another file.
    const body = async (dir: string) => (await readFile(path.join(dir, 'site.ts'), 'utf8')).split('export const site')[1];
    expect(await body(fromZip)).toContain("name: 'Ingrid Nakamura-Solberg'");
    expect(await body(fromZip)).toBe(await body(fromFolder));
  });

  it('refuses a folder or zip with no Profile.csv in one line', async () => {
    const dir = await contentFolder();
    const run = await importInto(dir, dir);
    expect(run).toMatchObject({ code: 1, err: [`import: ${dir} is not a LinkedIn export: it has no Profile.csv`] });
  });

  it("reads LinkedIn's dates as months, and a word for \"to this day\" as no end", () => {
    expect(['Mar 2021', 'Sept 2019', '03/2021', '2016', '', 'Present', 'heute', '至今'].map((date) => linkedInMonth(date))).toEqual([
      { month: '2021-03', guessed: false },
      { month: '2019-09', guessed: false },
      { month: '2021-03', guessed: false },
      { month: '2016-01', guessed: true },
      { guessed: false },
      { guessed: false },
      { guessed: false },
      { guessed: false },
    ]);
  });

  it('reads a Finished On of "Present" as a current job or project, and names one that is no date', () => {
    const files = new Map([
      ['Profile.csv', 'First Name,Last Name\nIngrid,Solberg\n'],
      ['Positions.csv', 'Company Name,Title,Started On,Finished On\nFjord Media,Engineer,Mar 2021,Present\nNordlys,Developer,Aug 2017,soon\n'],
      ['Projects.csv', 'Title,Started On,Finished On\nFerjetider,Jan 2020,Aktuell\nKontrast,Jun 2022,Jan 2021\n'],
    ]);
    const result = fromLinkedIn(files);
    expect(result.experience.map((job) => [job.company, job.end])).toEqual([['Fjord Media', undefined], ['Nordlys', undefined]]);
    expect(result.projects.map((project) => [project.title, project.start, project.end])).toEqual([['Ferjetider', '2020-01', undefined], ['Kontrast', '2022-06', undefined]]);
    expect(result.notes).toEqual([
      'Positions.csv row 2 (Nordlys): its Finished On "soon" is not a date folio can read: left out, so it reads as current until you correct it',
      'Projects.csv row 2 (Kontrast) ends (2021-01) before it starts (2022-06): its end date left out, so it reads as still running until you correct the dates',
    ]);
  });
});
