import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentPaths, PROJECT_ROOT } from '../../contract/content-paths';
import type { SiteContent } from '../../contract/content-schema';
import { skillGroups } from '../../src/lib/skill-groups';
import { checkContent } from '../content/load-content';
import { jsonResume } from '../cv/json-resume';
import { contentFolder, importInto, writtenSite } from './test-helpers';

type Validator = { validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void };
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as Validator;

/**
 * Everything of a site that JSON Resume carries. Not: a skill's percentage and description, a
 * project's picture, the avatar, the years badge; and a profile's label only where the network has
 * no mark (folio names the known ones). Skills compare as resume.json groups them, by category.
 * A job's address and description, a project's client, roles and months and the languages spoken
 * come back as they were.
 */
function career(site: SiteContent) {
  return {
    owner: { name: site.owner.name, jobTitle: site.owner.jobTitle, email: site.owner.email, phone: site.owner.phone, intro: site.owner.intro, city: site.owner.city },
    // A `website` link reads back as `website` only when its label names it so; its address always.
    socials: site.socials.map((social) => ({ url: social.url, kind: social.kind === 'website' ? 'website or other' : social.kind === 'other' ? 'website or other' : social.kind })),
    skills: skillGroups(site.skills),
    projects: site.projects!.map(({ title, description, link, category, entity, roles, start, end }) => ({ title, description, link, category, entity, roles, start, end })),
    spokenLanguages: site.spokenLanguages ?? [],
    // resume.json writes no highlights or technologies as empty lists, which read back as none.
    experience: (site.experience ?? []).map((job) => ({ ...job, highlights: job.highlights?.length ? job.highlights : undefined, technologies: job.technologies?.length ? job.technologies : undefined })),
    education: site.education ?? [],
    certifications: site.certifications ?? [],
    publications: site.publications ?? [],
    awards: site.awards ?? [],
    // Each optional section the content links to is linked again, as it has content to show.
    optionalSections: site.nav.map((item) => item.path).filter((path) => ['experience', 'certifications', 'publications', 'awards'].includes(path)).sort(),
  };
}

// The owner's own content as the site reads it: content/, or folio's sample until there is one.
const OWNERS = ['fixtures/sample', 'fixtures/other-owner', contentPaths('content').label];

/** The other owner with every field a résumé may give folio that the fixture leaves out. */
async function everyField(): Promise<SiteContent> {
  const { site } = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'fixtures/other-owner/site.ts')).href)) as { site: SiteContent };
  const [job, ...jobs] = site.experience ?? [];
  return {
    ...site,
    experience: job === undefined ? [] : [{ ...job, url: 'https://nordvind.example', description: 'A wind-power utility.' }, ...jobs],
    projects: (site.projects ?? []).map((project, index) => (index === 0 ? { ...project, entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2022-01', end: '2022-09' } : { ...project, entity: 'Initech', start: '2023-04' })),
    spokenLanguages: [{ language: 'Swedish', fluency: 'Native' }, { language: 'Polish' }],
  };
}

describe('round trip: importing the resume.json folio builds gives the same career back', () => {
  for (const folder of [...OWNERS, 'every field']) {
    it(`for ${folder}`, async () => {
      const site = folder === 'every field' ? await everyField() : ((await import(pathToFileURL(path.join(PROJECT_ROOT, folder, 'site.ts')).href)) as { site: SiteContent }).site;
      const resume = JSON.parse(JSON.stringify(jsonResume(site, '/'))) as unknown;
      let valid = false;
      validate(resume, (_errors, ok) => (valid = ok));
      expect(valid).toBe(true);

      const dir = await contentFolder();
      await writeFile(path.join(dir, 'resume.json'), JSON.stringify(resume));
      const run = await importInto(dir, path.join(dir, 'resume.json'));
      expect(run.err).toEqual([]);
      const imported = await writtenSite(dir);
      expect(career(imported)).toEqual(career(site));
      expect(imported.siteUrl).toBe(site.siteUrl);
      expect(checkContent(imported, contentPaths(dir))).toMatchObject({ ok: true });
    });
  }
});

describe('round trip with --force: importing a site\'s own resume.json over it changes nothing but the order of skills', () => {
  for (const folder of ['fixtures/sample', 'fixtures/other-owner']) {
    it(`for ${folder}`, async () => {
      const dir = await contentFolder(folder);
      const { site } = (await import(pathToFileURL(path.join(PROJECT_ROOT, folder, 'site.ts')).href)) as { site: SiteContent };
      await writeFile(path.join(dir, 'resume.json'), JSON.stringify(jsonResume(site, '/')));
      const run = await importInto(dir, path.join(dir, 'resume.json'), '--force');
      expect(run.err).toEqual([]);
      const imported = await writtenSite(dir);
      // resume.json lists skills by category, so they come back grouped.
      const bySkill = (content: SiteContent) => ({ ...content, skills: [...content.skills].sort((a, b) => `${a.category}/${a.name}`.localeCompare(`${b.category}/${b.name}`)) });
      expect(bySkill(imported)).toEqual(bySkill(site));
    });
  }
});
