import { describe, expect, it } from 'vitest';
import type { Project, SiteContent } from '../../contract/content-schema';
import { wordsOf } from '../../contract/folio-words';
import { site as other } from '../../fixtures/other-owner/site';
import { site as longCareer } from '../../fixtures/long-career/site';
import { careerOfProjects } from '../../src/lib/career-of-projects';
import { periodLabel } from '../../src/lib/period';
import { poppler } from '../tooling/poppler';
import { cvBuilder, squash } from './test-helpers';
import { cvCareer } from './cv-career';

const words = wordsOf(other.words, other.lang).cv;

/** A freelancer: no jobs; the other owner's projects, the first two done for clients, with roles and months. */
const freelancer: SiteContent = {
  ...other,
  experience: undefined,
  projects: (other.projects ?? []).map((project, index): Project =>
    index === 0
      ? { ...project, entity: 'Globex Energi', roles: ['Lead developer', 'Architect'], start: '2023-02', highlights: ['Cut the nightly load from hours to minutes.'], stack: ['Rust', 'Kafka'] }
      : index === 1
        ? { ...project, entity: 'Initech Kartor', start: '2021-05', end: '2022-11' }
        : project,
  ),
};

/** The 12-job career as a freelancer's: each job a project for that client, with its highlights. */
const longFreelance: SiteContent = {
  ...longCareer,
  experience: undefined,
  projects: (longCareer.experience ?? []).map((job, index): Project => ({
    id: 100 + index,
    category: 'Client work',
    title: `Data platform for ${job.company}`,
    entity: job.company,
    roles: [job.role],
    start: job.start,
    ...(job.end === undefined ? {} : { end: job.end }),
    ...(job.highlights === undefined ? {} : { highlights: job.highlights }),
    ...(job.technologies === undefined ? {} : { stack: job.technologies }),
  })),
};

const cv = cvBuilder('folio-cv-career-');

describe('the career a CV lists', () => {
  it('is the jobs of an owner who has jobs, projects and all untouched', () => {
    expect(cvCareer(other)).toBe(other);
  });

  it("is a freelancer's client projects as roles, the latest first, and the other projects stay projects", () => {
    const { experience, projects } = cvCareer(freelancer);
    const [first, second] = freelancer.projects ?? [];
    expect(experience).toEqual([
      {
        company: 'Globex Energi',
        role: 'Lead developer, Architect',
        start: '2023-02',
        url: first?.link,
        description: `${first?.title} — ${first?.description}`,
        highlights: ['Cut the nightly load from hours to minutes.'],
        technologies: ['Rust', 'Kafka'],
      },
      // No roles: the project's title is the role, its description the line under it.
      { company: 'Initech Kartor', role: second?.title, start: '2021-05', end: '2022-11', url: second?.link, description: second?.description },
    ]);
    expect(projects?.map((project) => project.id)).toEqual((freelancer.projects ?? []).slice(2).map((project) => project.id));
  });

  it('says of each role what the page says: who, what and when', () => {
    const roles = (content: SiteContent) => (cvCareer(content).experience ?? []).map(({ company, role, start, end }) => ({ company, role, start, end }));
    const page = (content: SiteContent) => careerOfProjects(content.experience ?? [], content.projects ?? []).map(({ company, role, start, end }) => ({ company, role, start, end }));
    for (const content of [freelancer, longFreelance, other]) expect(roles(content)).toEqual(page(content));
  });
});

describe('the CV of a career held in projects', () => {
  it('shows each organisation with the roles and the dates, under Experience', async () => {
    const { text } = await cv(freelancer, 'freelancer');
    expect(text).toContain(squash(words.experience.toUpperCase()));
    expect(text).toContain(squash('Lead developer, Architect — Globex Energi'));
    expect(text).toContain(squash(periodLabel('2023-02', undefined, words.present, other.lang)));
    expect(text).toContain(squash(periodLabel('2021-05', '2022-11', words.present, other.lang)));
    expect(text).toContain(squash('Cut the nightly load from hours to minutes.'));
    // Each project once: the client projects under Experience, the rest under Projects.
    for (const title of [(other.projects ?? [])[0]?.title, (other.projects ?? [])[3]?.title]) expect(text.split(squash(title ?? '')).length - 1, title).toBe(1);
  }, 60_000);

  it('fits a long one as a long career of jobs: every organisation listed, the oldest highlights left out and named', async () => {
    const { report, bytes, text } = await cv(longFreelance, 'long-freelance');
    expect(poppler('pdfinfo', bytes)).toMatch(/^Pages:\s+2$/mu);
    for (const project of longFreelance.projects ?? []) expect(text, project.entity).toContain(squash(`${project.roles?.[0]} — ${project.entity}`));
    expect(report.note).toMatch(/^mine\/site\.ts: the CV leaves out \d+ highlights of the oldest \d+ jobs \(.+\) to fit 2 pages: set cv: \{ pages: 3 \} to keep them$/u);
  }, 60_000);
});

describe('the CV of every field a résumé gives', () => {
  const [job, ...jobs] = other.experience ?? [];
  const [project, ...projects] = other.projects ?? [];
  if (job === undefined || project === undefined) throw new Error('the fixture owner has jobs and projects');
  const full: SiteContent = {
    ...other,
    experience: [{ ...job, url: 'https://nordvind.example/about', description: 'A wind-power utility owned by its towns.' }, ...jobs],
    projects: [{ ...project, entity: 'Globex Energi', roles: ['Lead developer'], start: '2022-01', end: '2022-09' }, ...projects],
    spokenLanguages: [{ language: 'Swedish', fluency: 'Native' }, { language: 'Polish', fluency: 'Professional' }, { language: 'German' }],
  };

  it("shows a job's address and description, a project's client, roles and months, and the languages under their heading", async () => {
    const { bytes, text } = await cv(full, 'every-field');
    expect(text).toContain(squash('nordvind.example/about'));
    expect(text).toContain(squash('A wind-power utility owned by its towns.'));
    expect(text).toContain(squash(`— Globex Energi`));
    expect(text).toContain(squash('Lead developer'));
    expect(text).toContain(squash(periodLabel('2022-01', '2022-09', words.present, other.lang)));
    expect(text).toContain(squash(words.languages.toUpperCase()));
    expect(text).toContain(squash('Swedish (Native) · Polish (Professional) · German'));
    // The job's line links to its address.
    expect(bytes.toString('latin1')).toContain('(https://nordvind.example/about)');
  }, 60_000);

  it('has no Languages heading for an owner who names none', async () => {
    const { text } = await cv({ ...full, spokenLanguages: [] }, 'no-languages');
    expect(text).not.toContain(squash(words.languages.toUpperCase()));
  }, 60_000);

  it('heads the languages in the CV\'s language', async () => {
    const german: SiteContent = { ...full, lang: 'de', words: undefined };
    const { text } = await cv(german, 'german');
    expect(text).toContain(squash(wordsOf(undefined, 'de').cv.languages.toUpperCase()));
  }, 60_000);
});
