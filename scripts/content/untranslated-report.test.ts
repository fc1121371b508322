import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { translate, type Translation } from '../../contract/translation';
import { untranslatedReport } from './untranslated-report';

/** An owner of the test's own, with names, code, an address and ordinary sentences. */
const site: SiteContent = {
  siteUrl: 'https://mei.example.com',
  lang: 'en',
  owner: {
    name: 'Mei Chen',
    initials: 'MC',
    jobTitle: 'Platform engineer',
    greeting: 'Hello, I am',
    techLine: 'Go, C++, Kubernetes',
    intro: 'I build fast back ends.',
    yearsOfExperience: 5,
    avatar: { name: 'avatar', alt: 'Portrait of Mei Chen', width: 400, height: 400 },
    email: 'mei@example.com',
    phone: '+44 20 7946 0000',
    city: 'London',
    availability: 'Open to offers',
    goal: 'mei@example.com',
  },
  socials: [{ kind: 'github', label: 'GitHub', url: 'https://github.com/mei' }],
  nav: [
    { name: 'Home', path: 'home' },
    { name: 'Contact', path: 'contact' },
  ],
  skills: [
    { id: 1, name: 'C++', percentage: 90, category: 'Systems', description: 'Low-latency services.' },
    { id: 2, name: 'Kubernetes', percentage: 80, category: 'Systems', description: 'Clusters I run myself.' },
  ],
  projects: [
    { id: 1, image: { name: 'project-one', alt: 'A dashboard', width: 800, height: 500 }, category: 'Tools', title: 'Tracer', link: 'https://github.com/mei/tracer', description: 'https://tracer.example.com' },
  ],
  footer: { year: 2026, credit: 'Node.js / C++' },
};

/** French for some of the texts: the sentences it leaves out count, the names and code do not. */
const french: Translation = {
  lang: 'fr',
  owner: { jobTitle: 'Ingénieure plateforme', greeting: 'Bonjour, je suis', intro: 'Je construis des back-ends rapides.', avatar: { alt: 'Portrait de Mei Chen' } },
  nav: [{ name: 'Accueil' }],
  skills: [{ category: 'Systèmes', description: 'Services à faible latence.' }, { category: 'Systèmes' }],
  projects: [{ image: { alt: 'Un tableau de bord' } }],
};

describe('check:content\'s untranslated report', () => {
  const { missing } = translate(site, french);
  const report = untranslatedReport({ file: 'mine/translations/fr.ts', missing }, site.lang);

  it('is one line per file, naming the texts left in the default language', () => {
    expect(report.split('\n')).toHaveLength(1);
    expect(report).toBe('mine/translations/fr.ts: 4 texts not translated, shown in en: owner.availability, nav[1].name, skills[1].description, projects[0].category.');
  });

  it('never counts a name, a product, code, an address or a one-word proper noun', () => {
    // They are missing (the page marks them as English), yet none is in the report.
    const left = missing.map((text) => text.path);
    for (const where of ['owner.name', 'owner.techLine', 'owner.city', 'owner.goal', 'skills[0].name', 'skills[1].name', 'socials[0].label', 'projects[0].title', 'projects[0].description', 'footer.credit']) {
      expect(left, where).toContain(where);
      expect(report, where).not.toMatch(new RegExp(`[ ,]${where.replace(/[[\].]/gu, '\\$&')}[,.]`, 'u'));
    }
  });

  it('says every text is translated when only names are left', () => {
    const whole: Translation = { ...french, owner: { ...french.owner, availability: 'Ouverte aux propositions' }, nav: [{ name: 'Accueil' }, { name: 'Contact' }], skills: [french.skills?.[0] ?? {}, { category: 'Systèmes', description: 'Des clusters que je gère moi-même.' }], projects: [{ image: { alt: 'Un tableau de bord' }, category: 'Outils' }] };
    expect(untranslatedReport({ file: 'fr.ts', missing: translate(site, whole).missing }, site.lang)).toBe('fr.ts: every text translated.');
  });

  it('names the first few and counts the rest, and names every one when asked for all', () => {
    const short = untranslatedReport({ file: 'fr.ts', missing }, site.lang, 2);
    expect(short).toBe('fr.ts: 4 texts not translated, shown in en: owner.availability, nav[1].name, and 2 more (npm run check:content -- --all names every one).');
    expect(untranslatedReport({ file: 'fr.ts', missing }, site.lang, Infinity)).toBe(report.replace('mine/translations/', ''));
  });
});

describe("the untranslated report on a project's client and roles", () => {
  it("counts the roles, which are words, but never the client, which is a name", () => {
    const withClient: SiteContent = { ...site, projects: (site.projects ?? []).map((project) => ({ ...project, entity: 'Globex Corporation', roles: ['Lead developer'] })) };
    const { missing } = translate(withClient, french);
    const report = untranslatedReport({ file: 'fr.ts', missing }, site.lang, Infinity);
    expect(missing.map((text) => text.path)).toEqual(expect.arrayContaining(['projects[0].entity', 'projects[0].roles[0]']));
    expect(report).toContain('projects[0].roles[0]');
    expect(report).not.toContain('projects[0].entity');
  });
});

describe('check:content', () => {
  it('shows the untranslated report after the errors, never before them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-untranslated-'));
    symlinkSync(path.resolve('fixtures/sample/images'), path.join(dir, 'images'));
    writeFileSync(path.join(dir, 'site.ts'), `export { site } from ${JSON.stringify(path.resolve('fixtures/sample/site.ts'))};\n`);
    mkdirSync(path.join(dir, 'translations'));
    writeFileSync(path.join(dir, 'translations', 'fr.ts'), "export const translation = { lang: 'fr', owner: { greeting: 'Bonjour, je suis' } };\n");
    mkdirSync(path.join(dir, 'posts'));
    writeFileSync(path.join(dir, 'posts', 'broken.md'), '---\ntitle: Broken\ndate: 2025-13-40\nsummary: Notes.\n---\n\nText.\n');
    // One stream, so the order is the order a person reads in their terminal.
    const run = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx scripts/content/check-content.ts "${dir}" 2>&1`], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    const error = lines.findIndex((line) => line.includes('posts/broken.md:3: date must be a date'));
    const untranslated = lines.filter((line) => line.includes('translations/fr.ts:'));
    expect(error).toBeGreaterThanOrEqual(0);
    expect(untranslated).toHaveLength(1);
    expect(untranslated[0]).toMatch(/: \d+ texts not translated, shown in en: /u);
    expect(lines.indexOf(untranslated[0] ?? '')).toBeGreaterThan(error);
  });
});
