import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site as otherOwner } from '../../fixtures/other-owner/site';
import { site as sample } from '../../fixtures/sample/site';
import { checkContent } from '../content/load-content';
import { contentPaths } from '../../contract/content-paths';
import { contentFolder, FIXTURES, importInto, writtenSite } from './test-helpers';
import { CAREER_KEYS } from './to-site';

const SAMPLE = path.join(FIXTURES, 'json-resume/sample.resume.json');

describe('npm run import -- resume.json', () => {
  it('writes a site.ts that passes the content check, and names what it left out or filled in', async () => {
    const dir = await contentFolder();
    const run = await importInto(dir, SAMPLE);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^import: wrote .*site\.ts from .*sample\.resume\.json \(JSON Resume\): 2 jobs, 1 school, 6 skills, 1 project, 2 profiles, 1 certification, 1 publication, 1 award, 1 language$/u);
    expect(run.out).toEqual(
      expect.arrayContaining([
        '  - volunteer[0] (CoderDojo) mapped to experience',
        '  - interests: 1 entry left out, as folio has no place for them (Wildlife)',
        '  - publications: [0] says no kind (type: article, paper, talk), so shown as an article: change `kind` for a paper or a talk',
        '  - siteUrl: http://richardhendricks.example.com becomes https://richardhendricks.example.com, as folio\'s site is served over https',
        '  - not in the source, so left out (the page and the CV show nothing in their place; add them to site.ts if you like): owner.availability, owner.goal',
        "  - projects: 1 project has no picture, so the page tells it in words: put a screenshot in images/ and name it as the project's image when you like",
      ]),
    );
    // Each field of the résumé has its place (languages, a company's url and description, a project's
    // entity, roles and dates too), but a study's score and courses, which folio's education has not.
    expect(run.out.filter((line) => line.includes('no place in folio'))).toEqual(['  - education[0] (University of Oklahoma): its score (4.0) and 2 courses have no place in folio']);
    const site = await writtenSite(dir);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
    expect(site.owner).toMatchObject({ name: 'Richard Hendriks', initials: 'RH', jobTitle: 'Programmer', city: 'San Francisco, California, United States', email: 'richard.hendriks@mail.com' });
    // The bare twitter.com address is rebuilt from the username.
    expect(site.socials).toEqual([
      { kind: 'x', label: 'X', url: 'https://x.com/neutralthoughts' },
      { kind: 'other', label: 'SoundCloud', url: 'https://soundcloud.example.com/dandymusicnl' },
    ]);
    expect(site.experience?.map((job) => [job.company, job.start, job.end])).toEqual([
      ['Pied Piper', '2013-12', '2014-12'],
      ['CoderDojo', '2012-01', '2013-01'],
    ]);
    // The company's address, on https, and its description; the volunteering's address too.
    expect(site.experience?.map((job) => [job.url, job.description])).toEqual([
      ['https://piedpiper.example.com', 'Awesome compression company'],
      ['https://coderdojo.example.com/', undefined],
    ]);
    // A project's months; the languages with their fluency.
    expect(site.projects?.map(({ title, entity, roles, start, end }) => ({ title, entity, roles, start, end }))).toEqual([{ title: 'Miss Direction', entity: 'Smoogle', roles: ['Team lead', 'Designer'], start: '2016-08', end: '2016-08' }]);
    expect(site.spokenLanguages).toEqual([{ language: 'English', fluency: 'Native speaker' }]);
    expect(site.owner).not.toHaveProperty('avatar');
    expect(site.projects?.[0]).not.toHaveProperty('image');
    expect(site.education).toEqual([{ school: 'University of Oklahoma', degree: 'Bachelor in Information Technology', start: 2011, end: 2014 }]);
    // The résumé's level is kept as its word; no percentage or description is made up (issue 41).
    expect(site.skills.find((skill) => skill.name === 'MP4')).toEqual({ id: 5, name: 'MP4', category: 'Compression', level: 'Master' });
    // Certificates, publications and awards come in as they are, dates as months, links on https.
    expect(site.certifications).toEqual([{ name: 'Certified Compression Engineer', issuer: 'Hooli XYZ', date: '2014-06', url: 'https://hooli.example.com/certified/richard' }]);
    expect(site.publications).toEqual([
      {
        name: 'Video compression for 3d media',
        publisher: 'Hooli',
        date: '2014-10',
        kind: 'article',
        url: 'https://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)',
        summary: 'Innovative middle-out compression algorithm that changes the way we store data.',
      },
    ]);
    expect(site.awards).toEqual([{ title: 'Digital Compression Pioneer Award', awarder: 'Techcrunch', date: '2014-11', summary: 'There is no spoon.' }]);
    // Each filled section is linked, so it shows.
    expect(site.nav.map((item) => item.path)).toEqual(['home', 'experience', 'skills', 'work', 'certifications', 'publications', 'awards', 'contact']);
  });

  it('leaves out a phone number the check would refuse, and says so, with no placeholder', async () => {
    const dir = await contentFolder();
    const file = path.join(dir, 'resume.json');
    await writeFile(file, JSON.stringify({ basics: { name: 'Ada Lovelace', phone: 'ask me', email: 'ada@example.org' } }));
    const run = await importInto(dir, file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('  - owner.phone: "ask me" is not a phone number (7 or more digits), so it is left out');
    const site = await writtenSite(dir);
    expect(site.owner.email).toBe('ada@example.org');
    expect(site.owner).not.toHaveProperty('phone');
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });

  it('writes readable TypeScript that imports the type as content/site.ts does', async () => {
    const dir = await contentFolder();
    await importInto(dir, SAMPLE);
    const source = await readFile(path.join(dir, 'site.ts'), 'utf8');
    expect(source).toMatch(/^import type \{ SiteContent \} from '[./]+[^']*contract\/content-schema';\n/u);
    expect(source).toContain('export const site: SiteContent = {\n  siteUrl: \'https://richardhendricks.example.com\',\n  lang: \'en\',\n');
    expect(source).toContain(`    greeting: "Hi, I'm",\n`);
    expect(source).toContain("    { id: 5, name: 'MP4', category: 'Compression', level: 'Master' },\n");
  });

  it('imports every example résumé the schema ships into content that passes the check', async () => {
    for (const file of ['career-changer', 'new-grad', 'senior-engineer']) {
      const dir = await contentFolder();
      const run = await importInto(dir, path.join(FIXTURES, `json-resume/${file}.resume.json`));
      expect(run.err, file).toEqual([]);
      expect(run.code, file).toBe(0);
      expect(checkContent(await writtenSite(dir), contentPaths(dir)), file).toMatchObject({ ok: true });
    }
  });

  it('refuses to overwrite a site.ts without --force, and leaves it as it was', async () => {
    const dir = await contentFolder('fixtures/other-owner');
    const before = await readFile(path.join(dir, 'site.ts'), 'utf8');
    const run = await importInto(dir, SAMPLE);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([expect.stringMatching(/^import: .*site\.ts already exists: add --force to replace its career data \(your settings and words are kept\)$/u)]);
    expect(await readFile(path.join(dir, 'site.ts'), 'utf8')).toBe(before);
  });

  it('with --force replaces the career data and keeps the owner\'s settings, words and avatar', async () => {
    const dir = await contentFolder('fixtures/other-owner');
    const run = await importInto(dir, path.join(FIXTURES, 'json-resume/senior-engineer.resume.json'), '--force');
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^import: replaced the career data in /u);
    expect(otherOwner.owner.avatar, 'the other owner has a photo').toBeDefined();
    expect(run.out).toContain(`  - photo: the source has none, so your avatar "${otherOwner.owner.avatar?.name}" is kept`);
    const site = await writtenSite(dir);
    const settingsOf = (content: object) => Object.fromEntries(Object.entries(content).filter(([key]) => !(CAREER_KEYS as readonly string[]).includes(key)));
    expect(settingsOf(site)).toEqual(settingsOf(otherOwner));
    expect(Object.keys(settingsOf(site))).toEqual(expect.arrayContaining(['siteUrl', 'lang', 'accent', 'defaultTheme', 'nav', 'footer', 'words']));
    const { owner, socials, skills, projects, experience, education } = site;
    const oldOwner = otherOwner.owner;
    expect(owner).toMatchObject({ name: 'Dr. Lena Vasquez', initials: 'LV', greeting: oldOwner.greeting, availability: oldOwner.availability, goal: oldOwner.goal, avatar: oldOwner.avatar });
    expect(socials.map((social) => social.kind)).toEqual(['github', 'mastodon', 'linkedin']);
    expect(experience?.[0]).toMatchObject({ company: 'Confluent', role: 'Staff Software Engineer', start: '2020-02' });
    expect(skills.length + (projects?.length ?? 0) + (education?.length ?? 0)).toBeGreaterThan(0);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });
});

describe('npm run import: the order of a career', () => {
  it('lists jobs, publications and awards the most recent first whatever the source\'s order, and says so', async () => {
    const resume = JSON.parse(await readFile(path.join(FIXTURES, 'json-resume/senior-engineer.resume.json'), 'utf8')) as Record<string, unknown[]>;
    const dir = await contentFolder();
    const reversed = path.join(dir, 'oldest-first.resume.json');
    await writeFile(reversed, JSON.stringify({ ...resume, work: [...(resume.work ?? [])].reverse(), publications: [...(resume.publications ?? [])].reverse() }));
    const run = await importInto(dir, reversed);
    expect(run.code).toBe(0);
    expect(run.out).toContain('  - experience: listed the most recent first, as the page and the CV show a career (the source had another order)');
    const site = await writtenSite(dir);
    const starts = (site.experience ?? []).map((job) => job.start);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort().reverse());
    const dates = (site.publications ?? []).map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('npm run import --force over the sample a fresh clone has', () => {
  it('replaces it whole: nothing of the sample owner stays on the new owner\'s page', async () => {
    const dir = await contentFolder('fixtures/sample');
    const run = await importInto(dir, path.join(FIXTURES, 'json-resume/senior-engineer.resume.json'), '--force');
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`  - ${contentPaths(dir).siteLabel} was still the sample (${sample.owner.name}): replaced whole, as nothing in it was yours`);
    const site = await writtenSite(dir);
    // No address, picture, credit or word of the sample's is left anywhere in the written site.
    const written = JSON.stringify(site);
    for (const trace of [sample.siteUrl, sample.owner.name, sample.owner.email, sample.owner.avatar?.alt, sample.owner.techLine, sample.owner.availability, sample.owner.goal]) {
      expect(trace, 'the sample has it').toBeDefined();
      expect(written, trace).not.toContain(trace);
    }
    // The résumé has no photo: the sample's is not kept for it, and none stands in.
    expect(site.owner).not.toHaveProperty('avatar');
    for (const project of site.projects ?? []) expect(sample.projects?.some((mine) => mine.image !== undefined && mine.image.name === project.image?.name)).toBe(false);
    expect(checkContent(site, contentPaths(dir))).toMatchObject({ ok: true });
  });
});

describe('npm run import --force beside what the owner has', () => {
  it('says the translations were written for the old content', async () => {
    const dir = await contentFolder('fixtures/other-owner');
    await mkdir(path.join(dir, 'translations'));
    await writeFile(path.join(dir, 'translations/de.ts'), "export const translation = { lang: 'de' };\n");
    const run = await importInto(dir, SAMPLE, '--force');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`  - ${contentPaths(dir).label}/translations/ was written for the old content: npm run check:content names what no longer matches`);
  });

  it('refuses, in one line, to replace a site.ts it cannot read', async () => {
    const dir = await contentFolder();
    await writeFile(path.join(dir, 'site.ts'), 'export const site = {');
    const run = await importInto(dir, SAMPLE, '--force');
    expect(run.code).toBe(1);
    expect(run.err).toEqual([expect.stringMatching(/^import: .*site\.ts could not be read, so its settings cannot be kept \(.+\): fix it, or move it away to start afresh$/u)]);
  });
});

describe('npm run import: a file it cannot use gets one line and a non-zero exit', () => {
  async function failure(name: string, text?: string): Promise<{ code: number; err: string[]; dir: string }> {
    const dir = await contentFolder();
    const file = path.join(dir, name);
    if (text !== undefined) await writeFile(file, text);
    const run = await importInto(dir, file);
    return { code: run.code, err: run.err.map((line) => line.replace(`${dir}/`, '')), dir };
  }

  it('names a missing file', async () => {
    expect(await failure('x.json')).toMatchObject({ code: 1, err: ['import: no such file: x.json'] });
  });

  it('places malformed JSON by line and column', async () => {
    expect(await failure('resume.json', '{\n  "basics": {\n    "name": "A",,\n  }\n}')).toMatchObject({ code: 1, err: ['import: resume.json is not valid JSON (line 3, column 17)'] });
  });

  it('says what makes JSON not a JSON Resume', async () => {
    expect(await failure('resume.json', '{ "basics": { "label": "Engineer" } }')).toMatchObject({ code: 1, err: ['import: resume.json is not a JSON Resume: basics.name is missing: add your name, as the site is yours'] });
    expect(await failure('resume.json', '{ "basics": { "name": "A", "email": 42 } }')).toMatchObject({ code: 1, err: ['import: resume.json is not a JSON Resume: basics.email is not of a type(s) string: correct it in the résumé, or leave it out'] });
    expect(await failure('resume.json', '{ "basics": { "name": "A" }, "work": [{ "name": "B", "startDate": "Present" }] }')).toMatchObject({
      code: 1,
      err: ['import: resume.json is not a JSON Resume: work[0].startDate is not a date folio can read: write a date as YYYY, YYYY-MM or YYYY-MM-DD, or leave it out'],
    });
    expect(await failure('resume.json', '[1, 2]')).toMatchObject({ code: 1, err: ['import: resume.json is not a JSON Resume: it is not an object'] });
  });

  it('names what it reads when the file is of another kind, and writes nothing', async () => {
    const { code, err, dir } = await failure('resume.txt', 'hello');
    expect({ code, err }).toEqual({ code: 1, err: ['import: resume.txt is neither a JSON Resume (.json) nor a LinkedIn export (.zip, or the folder it unzips to)'] });
    await expect(readFile(path.join(dir, 'site.ts'))).rejects.toThrow();
  });

  it('asks for a file when given none', async () => {
    const run = await importInto(await contentFolder());
    expect(run.code).toBe(2);
    expect(run.err).toEqual([expect.stringMatching(/^import: name a file: npm run import -- resume\.json/u)]);
  });
});
