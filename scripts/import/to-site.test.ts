import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../contract/content-schema';
import type { Imported } from './imported';
import { initialsOf, toSite } from './to-site';

describe('the initials an import derives from a name', () => {
  it('takes the first and last name, leaving out titles and lower-case particles', () => {
    expect(['Ada Lovelace', 'Dr. Lena Vasquez', 'Ludwig van Beethoven', 'Zoë Ångström-Łukasiewicz', 'Cher', '山田 太郎', 'ada lovelace'].map(initialsOf)).toEqual([
      'AL', 'LV', 'LB', 'ZÅ', 'C', '山太', 'AL',
    ]);
  });
});

describe('the skills an import writes beside the owner’s', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const imported: Imported = {
    owner: { name: 'Ada Lovelace' },
    socials: [],
    skills: [
      { name: 'Rust', category: 'Languages', level: 'Master' },
      { name: 'Go', category: 'Languages', level: 'Master' },
    ],
    projects: [],
    experience: [],
    education: [],
    certifications: [],
    publications: [],
    awards: [],
    notes: [],
  };

  it('keeps a skill the owner had as it was, and gives a new one its level’s word, never a made-up percentage', () => {
    const existing = { skills: [{ id: 3, name: 'Go', category: 'Languages', description: 'Small tools.' }] };
    const { site } = toSite(imported, { existing, avatar: image });
    const go = site.skills.find((skill) => skill.name === 'Go');
    expect(go).toEqual({ id: 3, name: 'Go', category: 'Languages', level: 'Master', description: 'Small tools.' });
    expect(go).not.toHaveProperty('percentage');
    expect(site.skills.find((skill) => skill.name === 'Rust')).toEqual({ id: 4, name: 'Rust', category: 'Languages', level: 'Master' });
  });
});

describe('the nav an import writes', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const base: Imported = {
    owner: { name: 'Ada Lovelace' },
    socials: [],
    skills: [],
    projects: [],
    experience: [],
    education: [],
    certifications: [{ name: 'CKA', issuer: 'CNCF', date: '2024-05' }],
    publications: [],
    awards: [{ title: 'Best', awarder: 'Us', date: '2021-02' }],
    notes: [],
  };
  const paths = (nav: { path: string }[]) => nav.map((item) => item.path);

  it('links each section a new site.ts has content for, and none without', () => {
    // No skills and no projects: no link to their sections (issue 41).
    expect(paths(toSite(base, { avatar: image }).site.nav)).toEqual(['home', 'certifications', 'awards', 'contact']);
    const withBoth = { ...base, skills: [{ name: 'Go', category: 'Languages' }], projects: [{ title: 'A tool' }] };
    expect(paths(toSite(withBoth, { avatar: image }).site.nav)).toEqual(['home', 'skills', 'work', 'certifications', 'awards', 'contact']);
  });

  it('keeps the owner’s nav, adding a link before Contact for a section it lacked and dropping one to a section left empty, each with a note', () => {
    const existing = {
      nav: [
        { name: 'Start', path: 'home' },
        { name: 'Writing', path: 'publications' },
        { name: 'Hello', path: 'contact' },
        { name: 'Prizes', path: 'awards' },
      ],
    };
    const { site, notes } = toSite(base, { existing, avatar: image });
    expect(site.nav).toEqual([
      { name: 'Start', path: 'home' },
      { name: 'Certifications', path: 'certifications' },
      { name: 'Hello', path: 'contact' },
      { name: 'Prizes', path: 'awards' },
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        'nav: a link "Certifications" is added before Contact, so the imported certifications show: reword or move it',
        'nav: the link to Publications is dropped, as the import has no publications',
      ]),
    );
    expect(site).not.toHaveProperty('publications');
  });
});

describe('a site.ts written from a résumé in another language', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const french: Imported = {
    owner: { name: 'Camille Durand', jobTitle: 'développeuse full stack', city: 'Lyon', url: 'https://camille.dev' },
    socials: [],
    skills: [{ name: 'TypeScript' }, { name: 'PostgreSQL' }],
    projects: [{ title: 'Horaires' }],
    experience: [{ company: 'Octo', role: 'Développeuse', start: '2021-03' }],
    education: [{ school: 'INSA Lyon', degree: 'Diplôme d’ingénieur' }],
    certifications: [],
    publications: [],
    awards: [],
    language: { lang: 'fr', why: 'its texts read as French' },
    notes: [],
  };

  it('is in that language: its lang, greeting, intro, nav, groups, link labels and credit', () => {
    const { site, notes } = toSite(french, { avatar: image, now: new Date('2026-11-01') });
    expect(site.lang).toBe('fr');
    expect(site.owner.greeting).toBe('Bonjour, je suis');
    expect(site.owner.intro).toBe('Développeuse full stack à Lyon.');
    expect(site.nav.map((item) => item.name)).toEqual(['Accueil', 'Parcours', 'Compétences', 'Réalisations', 'Contact']);
    expect(site.skills.map((skill) => skill.category)).toEqual(['Compétences', 'Compétences']);
    expect(site.projects?.[0]).toMatchObject({ category: 'Projets', title: 'Horaires' });
    // No stand-in picture for a project the résumé gives none: the page tells it in words.
    expect(site.projects?.[0]).not.toHaveProperty('image');
    expect(site.socials).toEqual([{ kind: 'website', label: 'Site web', url: 'https://camille.dev' }]);
    expect(site.footer.credit).toBe('Conçu par Camille Durand avec folio');
    expect(notes).toContain('lang: "fr", as its texts read as French: set another language tag in site.ts if the page is to be in another language');
  });

  it('keeps the owner’s own language when their site.ts sets one', () => {
    const { site } = toSite(french, { existing: { lang: 'en-GB' }, avatar: image });
    expect(site.lang).toBe('en-GB');
    expect(site.owner.greeting).toBe("Hi, I'm");
    expect(site.nav[0]?.name).toBe('Home');
  });
});

describe('a résumé whose site is a profile on a network', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const base: Imported = { owner: { name: 'Andrew Van', url: 'https://github.com/vanandrew' }, socials: [], skills: [], projects: [], experience: [], education: [], certifications: [], publications: [], awards: [], notes: [] };

  it('makes it a profile link, not the site’s address (it made GitHub the canonical host)', () => {
    const { site, notes } = toSite(base, { avatar: image });
    expect(site.siteUrl).toBeUndefined();
    expect(site.socials).toEqual([{ kind: 'github', label: 'GitHub', url: 'https://github.com/vanandrew' }]);
    expect(notes).toContain('siteUrl: https://github.com/vanandrew is your GitHub profile, not a site of your own, so it is a link among your profiles and siteUrl is left out');
  });

  it('lists it once when the profiles have it too, and keeps a site of the owner’s own as siteUrl', () => {
    const listed = toSite({ ...base, socials: [{ kind: 'github', label: 'GitHub', url: 'https://github.com/vanandrew/' }] }, { avatar: image });
    expect(listed.site.socials).toHaveLength(1);
    const own = toSite({ ...base, owner: { name: 'Andrew Van', url: 'https://vanandrew.dev/' } }, { avatar: image });
    expect(own.site.siteUrl).toBe('https://vanandrew.dev');
  });
});

describe('the years of experience an import counts', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const job = (role: string, start: string) => ({ company: 'Acme', role, start });
  const volunteer = job('Co-founder', '2008-01');
  const imported: Imported = {
    owner: { name: 'Ana Lima' },
    socials: [], skills: [], projects: [],
    experience: [job('Senior Engineer', '2016-03'), job('Software Engineer', '2012-09'), job('Summer Intern', '2011-06'), job('Stagiaire', '2010-06'), volunteer],
    volunteering: [volunteer],
    education: [], certifications: [], publications: [], awards: [], notes: [],
  };

  it('count from the first job, not from an internship, a student job or volunteering', () => {
    const { site, notes } = toSite(imported, { avatar: image, now: new Date('2026-11-01') });
    expect(site.owner.yearsOfExperience).toBe(14);
    expect(notes).toContain("owner.yearsOfExperience: 14, counted from the first job's start (not counting 3 internships, student jobs and volunteer roles)");
    // All of them are still on the page.
    expect(site.experience).toHaveLength(5);
  });
});

describe('the city line an import writes', () => {
  it('says a country code as the country, in the page’s language', async () => {
    const { placeOf } = await import('./to-site');
    expect(placeOf(undefined, 'FR', 'fr')).toBe('France');
    expect(placeOf('Lyon', 'FR', 'en')).toBe('Lyon, France');
    expect(placeOf('קריית אונו', 'IL', 'he')).toBe('קריית אונו, ישראל');
    expect(placeOf('Haifa', 'Israel', 'en')).toBe('Haifa, Israel');
    expect(placeOf(undefined, undefined, 'en')).toBeUndefined();
  });
});

describe('a long summary', () => {
  it('is kept whole, and the notes say it is long for the first screen', () => {
    const image = { name: 'avatar', alt: '', width: 480, height: 480 };
    const intro = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const { site, notes } = toSite({ owner: { name: 'Ana Lima', intro }, socials: [], skills: [], projects: [], experience: [], education: [], certifications: [], publications: [], awards: [], notes: [] }, { avatar: image });
    expect(site.owner.intro).toBe(intro);
    expect(notes).toContain('owner.intro: the summary is 120 words, shown whole beside your name: two or three sentences (under 80 words) read better there');
  });
});

describe('the pictures an import names', () => {
  const base: Imported = {
    owner: { name: 'Ana Lima' }, socials: [], skills: [],
    projects: [{ title: 'Horaires', link: 'https://horaires.example' }, { title: 'Tracer' }],
    experience: [], education: [], certifications: [], publications: [], awards: [], notes: [],
  };

  it('names no avatar for an owner with no photo, and no picture for a project with none, saying which', () => {
    const { site, notes } = toSite(base, {});
    expect(site.owner).not.toHaveProperty('avatar');
    for (const project of site.projects ?? []) expect(project).not.toHaveProperty('image');
    expect(notes).toContain("projects: 2 projects have no picture, so the page tells them in words: put a screenshot in images/ and name it as the project's image when you like");
  });

  it("keeps the photo it is given, and the picture of a project the owner already illustrated", () => {
    const avatar = { name: 'avatar', alt: 'Portrait of Ana Lima', width: 480, height: 480 };
    const shot = { name: 'horaires', alt: 'The timetable', width: 800, height: 500 };
    const existing = { projects: [{ id: 7, image: shot, category: 'Apps', title: 'Horaires' }] };
    const { site, notes } = toSite(base, { existing, avatar });
    expect(site.owner.avatar).toEqual(avatar);
    expect(site.projects?.[0]).toMatchObject({ id: 7, image: shot });
    expect(site.projects?.[1]).not.toHaveProperty('image');
    expect(notes).toContain("projects: 1 project has no picture, so the page tells it in words: put a screenshot in images/ and name it as the project's image when you like");
  });
});

describe('a career held in projects, and the languages spoken', () => {
  const freelancer: Imported = {
    owner: { name: 'Ana Lima' }, socials: [], skills: [],
    projects: [
      { title: 'Checkout', entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2023-02' },
      { title: 'Billing', entity: 'Initech', roles: ['Developer'], start: '2021-05', end: '2022-11' },
    ],
    experience: [], education: [], certifications: [], publications: [], awards: [],
    spokenLanguages: [{ language: 'Portuguese', fluency: 'Native' }, { language: 'English' }],
    notes: [],
  };

  it("writes each project's client, roles and months, and the languages, into content that passes the check", () => {
    const { site } = toSite(freelancer, { now: new Date('2026-11-01') });
    expect(site.projects?.map(({ title, entity, roles, start, end }) => ({ title, entity, roles, start, end }))).toEqual([
      { title: 'Checkout', entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2023-02', end: undefined },
      { title: 'Billing', entity: 'Initech', roles: ['Developer'], start: '2021-05', end: '2022-11' },
    ]);
    expect(site.projects?.[0]).not.toHaveProperty('end');
    expect(site.spokenLanguages).toEqual([{ language: 'Portuguese', fluency: 'Native' }, { language: 'English' }]);
    expect(siteSchema.safeParse(site).error?.issues).toBeUndefined();
  });

  it("replaces the owner's languages with the résumé's, and leaves none when it has none", () => {
    const existing = { spokenLanguages: [{ language: 'Latin' }] };
    expect(toSite(freelancer, { existing }).site.spokenLanguages).toEqual(freelancer.spokenLanguages);
    expect(toSite({ ...freelancer, spokenLanguages: [] }, { existing }).site).not.toHaveProperty('spokenLanguages');
  });

  it('links the Experience section when the only career is projects with who and when, and not for projects without dates', () => {
    expect(toSite(freelancer, {}).site.nav.map((item) => item.path)).toContain('experience');
    const noDates: Imported = { ...freelancer, projects: freelancer.projects.map(({ title, entity }) => ({ title, ...(entity === undefined ? {} : { entity }) })) };
    expect(toSite(noDates, {}).site.nav.map((item) => item.path)).not.toContain('experience');
  });
});
