import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { checkContent } from '../content/load-content';
import { allCvProblems } from '../cv/cv-source';
import { longFormFor } from './english-article';
import { degreeOf, introOf, yearsStated } from './sentences';
import { contentFolder, FIXTURES, importInto, writtenSite } from './test-helpers';

const REAL = path.join(FIXTURES, 'real');
const files = (await readdir(REAL)).filter((file) => file.endsWith('.json'));

type Entry = Record<string, unknown>;
const list = (value: unknown): Entry[] => (Array.isArray(value) ? (value as (Entry | null)[]).filter((item): item is Entry => item !== null) : []);
const named = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

describe('npm run import on real JSON Resumes (issue 41)', () => {
  it('has fixtures to run on', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files) {
    it(`imports ${file}: the check passes, everything it lists is there, and nothing is made up`, async () => {
      const raw = await readFile(path.join(REAL, file), 'utf8');
      const resume = JSON.parse(raw) as Entry;
      const dir = await contentFolder();
      const run = await importInto(dir, path.join(REAL, file));
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      const site = await writtenSite(dir);
      expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
      // And the CV can be written: check:content asks this too, as the build does (a Hebrew résumé
      // imported as an English page had letters the English CV's fonts lack).
      expect(allCvProblems(site, [], contentPaths(dir))).toEqual([]);

      // Every employer, school and project the résumé names, carried over (an older schema's
      // "company" is a job's name, as is a volunteer entry's "name" where it has no organization).
      const companies = new Set(site.experience?.map((job) => job.company));
      for (const job of list(resume.work)) if (named(job.name ?? job.company) && named(job.position) && named(job.startDate)) expect(companies, file).toContain(named(job.name ?? job.company));
      for (const entry of list(resume.volunteer)) if (named(entry.organization ?? entry.name) && named(entry.position) && named(entry.startDate)) expect(companies, file).toContain(named(entry.organization ?? entry.name));
      const schools = new Set(site.education?.map((study) => study.school));
      for (const study of list(resume.education)) if (named(study.institution)) expect(schools, file).toContain(named(study.institution));
      // No projects in the résumé, none in site.ts (the schema lets it leave them out).
      expect((site.projects ?? []).map((project) => project.title)).toEqual(list(resume.projects).flatMap((project) => named(project.name) ?? []));

      // Nothing invented: no percentage, no placeholder phone, address, site, project or skill description.
      const written = await readFile(path.join(dir, 'site.ts'), 'utf8');
      expect(site.skills.every((skill) => skill.percentage === undefined && skill.description === undefined), file).toBe(true);
      // Each is a placeholder or a composed sentence unless the owner wrote it (", in MR and CT imaging.").
      for (const [found] of written.matchAll(/555 555 0100|you@example\.com|Open to new opportunities|Looking for an? |This site, built with folio|, in [^.'"\\]+\./gu)) expect(raw, `${file}: ${found}`).toContain(found);
      if (!raw.includes('example.com')) expect(written).not.toContain('example.com');
      if (!named((resume.basics as Entry | undefined)?.phone)) expect(site.owner).not.toHaveProperty('phone');
      const basics = resume.basics as Entry | undefined;
      if (!named(basics?.url) && !named(basics?.website)) expect(site).not.toHaveProperty('siteUrl');
      // Each project keeps its stack and highlights.
      for (const project of list(resume.projects)) {
        const mine = site.projects?.find((item) => item.title === named(project.name));
        for (const word of list(project.keywords as unknown)) expect(mine?.stack ?? []).toContain(word);
        for (const line of (project.highlights as string[] | undefined) ?? []) expect(mine?.highlights ?? []).toContain(line);
      }
    });
  }
});

describe('the sentences an import composes', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound, letters and acronyms included', () => {
    expect(['ML/CV Engineer', 'Engineer', 'SRE', 'AWS architect', 'UX Designer', 'University lecturer', 'Honest broker', 'Full Stack Developer', 'HR manager', 'Hardware engineer'].map(longFormFor)).toEqual([
      'an', 'an', 'an', 'an', 'a', 'a', 'an', 'a', 'an', 'a',
    ]);
  });

  it('writes a degree once: "BA Philosophy", not "BA Philosophy in Philosophy"', () => {
    expect(degreeOf('BA Philosophy, BS Mathematics', 'Philosophy & Mathematics')).toBe('BA Philosophy, BS Mathematics');
    expect(degreeOf('BA Philosophy', 'Philosophy')).toBe('BA Philosophy');
    expect(degreeOf('Bachelor', 'Information Technology')).toBe('Bachelor in Information Technology');
    expect(degreeOf(undefined, 'Full Stack Development')).toBe('Full Stack Development');
    expect(degreeOf('PhD', undefined)).toBe('PhD');
  });

  it('reads the years a summary states, and no number when it states two', () => {
    expect(yearsStated('Engineer with 8+ years of experience')).toEqual({ years: 8, conflicting: false });
    expect(yearsStated('10 years of Java and 3 years of Go')).toEqual({ conflicting: true });
    expect(yearsStated('I build things')).toEqual({ conflicting: false });
  });

  it('composes an intro only from a title (and a city)', () => {
    expect(introOf('ML/CV Engineer', 'Berlin')).toBe('An ML/CV Engineer based in Berlin.');
    expect(introOf('Web Developer', undefined)).toBe('A Web Developer.');
    expect(introOf(undefined, 'Berlin')).toBeUndefined();
  });
});
