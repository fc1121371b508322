import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { site as bare } from '../../fixtures/bare/site';
import { createRequire } from 'node:module';
import { jsonResume } from './json-resume';

type Validator = { validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void };
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as Validator;

describe('resume.json (JSON Resume v1.0.0)', () => {
  const resume = jsonResume(site, '/') as {
    basics: { name: string; label: string; url: string; location: { city: string }; profiles: { network: string; username?: string; url: string }[] };
    work: { name: string; position: string; startDate: string; endDate?: string; highlights: string[]; keywords: string[] }[];
    education: { institution: string; studyType: string; startDate?: string; endDate?: string }[];
    skills: { name: string; level?: string; keywords: string[] }[];
    projects: { name: string; url: string }[];
    certificates: Record<string, unknown>[];
    publications: Record<string, unknown>[];
    awards: Record<string, unknown>[];
  };

  it('says who, where and how to reach them, with each profile under its network', () => {
    expect(resume.basics).toMatchObject({ name: site.owner.name, label: site.owner.jobTitle, url: `${site.siteUrl}/`, location: { city: site.owner.city } });
    expect(resume.basics.profiles).toEqual([
      { network: 'GitHub', username: 'zoe-angstrom', url: 'https://github.com/zoe-angstrom' },
      { network: 'Mastodon', username: 'zoe', url: 'https://hachyderm.io/@zoe' },
      // A kind folio has no network name for is named by its label.
      { network: 'Codeberg', username: 'zoe-angstrom', url: 'https://codeberg.org/zoe-angstrom' },
    ]);
  });

  it('gives the picture as an absolute address when the build knows its file, and none otherwise', () => {
    const withPicture = jsonResume(site, '/folio/', 'assets/portrait-480-AbCd1234.webp') as { basics: { image?: string } };
    expect(withPicture.basics.image).toBe(`${site.siteUrl}/folio/assets/portrait-480-AbCd1234.webp`);
    expect(resume.basics).not.toHaveProperty('image');
  });

  it('has the jobs with ISO months (no end while still there), the degrees, skills by category and the projects', () => {
    expect(resume.work.map((job) => [job.name, job.position, job.startDate, job.endDate])).toEqual([
      ['Nordvind Energi AB', 'Staff Data Platform Engineer', '2021-03', undefined],
      ['Łódź Logistics sp. z o.o.', 'Backend Engineer', '2014-09', '2021-02'],
    ]);
    expect(resume.work[0]?.keywords).toEqual(['Rust', 'Kafka', 'PostgreSQL', 'Terraform']);
    expect(resume.education).toEqual([{ institution: 'Lund University', studyType: 'MSc Computer Science', startDate: '2009', endDate: '2014' }]);
    expect(resume.skills.map((group) => group.name)).toEqual(['Languages & runtimes', 'Data', 'Cloud & operations']);
    expect(resume.projects.map((project) => project.url)).toEqual(site.projects!.map((project) => project.link));
  });

  it('lists a skill without a percentage under its category like any other, with no level (a percentage is not one)', () => {
    const without = site.skills.filter((skill) => skill.percentage === undefined);
    expect(without.length).toBeGreaterThan(0);
    for (const skill of without) expect(resume.skills.find((group) => group.name === skill.category)?.keywords).toContain(skill.name);
    expect(resume.skills.map((group) => group.keywords.length).reduce((a, b) => a + b)).toBe(site.skills.length);
    for (const group of resume.skills) expect(group).not.toHaveProperty('level');
  });

  it('has the certificates, publications and awards in JSON Resume\'s names, valid by its schema', () => {
    const plain = JSON.parse(JSON.stringify(resume)) as typeof resume;
    expect(plain.certificates[0]).toEqual({ name: 'Certified Kubernetes Administrator (CKA)', date: '2024-05', issuer: 'Cloud Native Computing Foundation', url: 'https://www.credly.com/badges/zoe-angstrom-cka', endDate: '2027-05' });
    expect(plain.certificates[2]).toEqual({ name: 'Confluent Certified Developer for Apache Kafka', date: '2019-02', issuer: 'Confluent' });
    expect(plain.publications.map((item) => [item.name, item.publisher, item.releaseDate, item.type])).toEqual(
      (site.publications ?? []).map((item) => [item.name, item.publisher, item.date, item.kind]),
    );
    expect(plain.awards[0]).toEqual({ title: 'Engineer of the Year', date: '2024-01', awarder: 'Nordvind Energi AB', summary: site.awards?.[0]?.summary });
    let valid = false;
    validate(plain, (_errors, ok) => (valid = ok));
    expect(valid).toBe(true);
  });
});

describe('resume.json of an owner who leaves things out (issue 41)', () => {
  const owner = { ...site.owner, phone: undefined, city: undefined };
  const resume = jsonResume({ ...site, siteUrl: undefined, projects: undefined, owner }, '/', 'assets/portrait-480-AbCd1234.webp') as { basics: Record<string, unknown>; projects: unknown[]; meta: Record<string, unknown> };

  it('has no phone, location, page address or picture address, and no projects', () => {
    for (const key of ['phone', 'location', 'url', 'image']) expect(resume.basics).not.toHaveProperty(key);
    expect(resume.projects).toEqual([]);
    expect(resume.meta).not.toHaveProperty('canonical');
    expect(resume.basics).toMatchObject({ name: owner.name, email: owner.email, summary: owner.intro });
  });

  it('is still a valid JSON Resume', async () => {
    const valid = await new Promise<boolean>((resolve) => validate(JSON.parse(JSON.stringify(resume)), (_errors, ok) => resolve(ok)));
    expect(valid).toBe(true);
  });

  it('gives a project\'s stack as its keywords and its highlights, and the intro with its {years} filled', () => {
    const [first, ...others] = site.projects!;
    const withStack = { ...site, owner: { ...site.owner, intro: 'Engineer of {years} years.' }, projects: [{ ...first!, stack: ['Rust', 'Kafka'], highlights: ['Cut lag to seconds.'] }, ...others] };
    const built = jsonResume(withStack, '/') as { basics: { summary: string }; projects: { keywords: string[]; highlights?: string[]; type: string }[] };
    expect(built.basics.summary).toBe(`Engineer of ${site.owner.yearsOfExperience} years.`);
    expect(built.projects[0]).toMatchObject({ keywords: ['Rust', 'Kafka'], highlights: ['Cut lag to seconds.'], type: first!.category });
    expect(built.projects[1]).not.toHaveProperty('highlights');
  });
});

describe('resume.json of an owner who gives only a name, a greeting and a picture (issue 41)', () => {
  const project = site.projects?.[0];
  if (project === undefined) throw new Error('the fixture owner has projects');
  const resume = jsonResume({ ...bare, projects: [{ ...project, link: undefined, description: undefined }] }, '/') as {
    basics: Record<string, unknown>;
    projects: Record<string, unknown>[];
    skills: unknown[];
  };

  it('has no label, email or summary, and a project with no url or description', () => {
    for (const key of ['label', 'email', 'summary']) expect(resume.basics).not.toHaveProperty(key);
    expect(resume.basics).toMatchObject({ name: bare.owner.name, profiles: [] });
    expect(resume.skills).toEqual([]);
    expect(resume.projects[0]).toMatchObject({ name: project.title });
    for (const key of ['url', 'description']) expect(resume.projects[0]).not.toHaveProperty(key);
    expect(JSON.stringify(resume)).not.toContain('undefined');
  });

  it('is still a valid JSON Resume', async () => {
    const valid = await new Promise<boolean>((resolve) => validate(JSON.parse(JSON.stringify(resume)), (_errors, ok) => resolve(ok)));
    expect(valid).toBe(true);
  });
});

describe("resume.json of a career's every field: a job's address and description, a project's client, roles and months, the languages", () => {
  const [firstJob, ...otherJobs] = site.experience ?? [];
  const [firstProject, ...otherProjects] = site.projects ?? [];
  if (firstJob === undefined || firstProject === undefined) throw new Error('the fixture owner has jobs and projects');
  const full = {
    ...site,
    experience: [{ ...firstJob, url: 'https://nordvind.example', description: 'A wind-power utility.' }, ...otherJobs],
    projects: [{ ...firstProject, entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2022-01', end: '2022-09' }, ...otherProjects.map((project) => ({ ...project, entity: 'Initech', start: '2023-04' }))],
    spokenLanguages: [{ language: 'Swedish', fluency: 'Native' }, { language: 'Polish' }],
  };
  const resume = JSON.parse(JSON.stringify(jsonResume(full, '/'))) as {
    work: Record<string, unknown>[];
    projects: Record<string, unknown>[];
    languages: Record<string, unknown>[];
  };

  it("maps each back to JSON Resume's own field", () => {
    expect(resume.work[0]).toMatchObject({ name: firstJob.company, url: 'https://nordvind.example', description: 'A wind-power utility.' });
    for (const key of ['url', 'description']) expect(resume.work[1]).not.toHaveProperty(key);
    expect(resume.projects[0]).toMatchObject({ name: firstProject.title, entity: 'Globex', roles: ['Lead developer', 'Architect'], startDate: '2022-01', endDate: '2022-09' });
    // Still running: a start and no end; no roles, no `roles`.
    expect(resume.projects[1]).toMatchObject({ entity: 'Initech', startDate: '2023-04' });
    for (const key of ['endDate', 'roles']) expect(resume.projects[1]).not.toHaveProperty(key);
    expect(resume.languages).toEqual([{ language: 'Swedish', fluency: 'Native' }, { language: 'Polish' }]);
  });

  it('is still a valid JSON Resume, and has no `languages` for an owner who names none', async () => {
    const valid = await new Promise<boolean>((resolve) => validate(resume, (_errors, ok) => resolve(ok)));
    expect(valid).toBe(true);
    expect(jsonResume({ ...site, spokenLanguages: [] }, '/')).not.toHaveProperty('languages');
    expect(jsonResume({ ...site, spokenLanguages: undefined }, '/')).not.toHaveProperty('languages');
  });
});
