import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import { folioWords } from '../../contract/folio-words';
import { checkContent, loadTranslations } from './load-content';
import { untranslatedReport } from './untranslated-report';
import { contentPaths } from '../../contract/content-paths';
import { DESIGNS } from '../../contract/designs';
import { DEFAULT_THEMES, SECTION_IDS, SKILLS_FILTERS, SOCIAL_KINDS } from '../../contract/content-schema';

// The frozen sample with its images; messages name the folder the content came from.
const sample = contentPaths('fixtures/sample');

/** A deep copy of the sample content with one change applied. */
function withChange(change: (copy: typeof site) => void): unknown {
  const copy = structuredClone(site);
  change(copy);
  return copy;
}

function errorsOf(input: unknown): string[] {
  const result = checkContent(input, sample);
  return result.ok ? [] : result.errors;
}

describe('content check', () => {
  it('accepts the sample content', () => {
    expect(checkContent(site, sample).ok).toBe(true);
  });

  it('names the file, the path and the expectation for a bad percentage', () => {
    expect(errorsOf(withChange((c) => void ((c.skills[3] as { percentage: number }).percentage = 120)))).toEqual([
      'fixtures/sample/site.ts: skills[3].percentage must be between 0 and 100 (got 120)',
    ]);
  });

  it('accepts a skill without a percentage', () => {
    expect(errorsOf(withChange((c) => void delete (c.skills[3] as { percentage?: number }).percentage))).toEqual([]);
  });

  it('accepts any of the social kinds and names them all when one is unknown', () => {
    const many = withChange((copy) => {
      copy.socials = [
        { kind: 'mastodon', label: 'Mastodon', url: 'https://hachyderm.io/@someone' },
        { kind: 'website', label: 'Blog', url: 'https://someone.example/blog' },
        { kind: 'other', label: 'Codeberg', url: 'https://codeberg.org/someone' },
      ];
    });
    expect(errorsOf(many)).toEqual([]);
    const unknown = withChange((copy) => {
      (copy.socials[0] as { kind: string }).kind = 'myspace';
    });
    expect(errorsOf(unknown)).toContain(`fixtures/sample/site.ts: socials[0].kind must be one of ${SOCIAL_KINDS.join(', ')} (got "myspace")`);
  });

  it('rejects a nav item that links to no section of the page', () => {
    const localised = withChange((copy) => {
      const work = copy.nav.find((item) => item.path === 'work');
      if (work) (work as { path: string }).path = 'projekter';
    });
    const index = site.nav.findIndex((item) => item.path === 'work');
    expect(errorsOf(localised)).toContain(
      `fixtures/sample/site.ts: nav[${index}].path must be one of the page's section ids ${SECTION_IDS.join(', ')} (got "projekter"); the link's text is \`name\``,
    );
  });

  it('names every unknown key, top-level or nested, with the nearest known name when one is close', () => {
    const typos = withChange((copy) => {
      Object.assign(copy, { defaultTheem: 'dark' });
      Object.assign(copy.owner, { jobTitel: 'Engineer' });
      Object.assign(copy.skills[1] as object, { precentage: 80 });
      Object.assign(copy.projects![2] as object, { titel: 'Shop' });
      Object.assign(copy.projects![2]?.image as object, { altText: 'A shop' });
      Object.assign(copy.footer, { colour: 'red' });
      copy.experience = [Object.assign({ company: 'Acme', role: 'Engineer', start: '2021-03' }, { hilights: ['Shipped.'] })];
    });
    expect(errorsOf(typos)).toEqual([
      'fixtures/sample/site.ts: owner: unknown key "jobTitel": did you mean "jobTitle"?',
      'fixtures/sample/site.ts: skills[1]: unknown key "precentage": did you mean "percentage"?',
      'fixtures/sample/site.ts: projects[2].image: unknown key "altText": expected one of name, alt, width, height',
      'fixtures/sample/site.ts: projects[2]: unknown key "titel": did you mean "title"?',
      'fixtures/sample/site.ts: experience[0]: unknown key "hilights": did you mean "highlights"?',
      'fixtures/sample/site.ts: footer: unknown key "colour": expected one of year, credit',
      'fixtures/sample/site.ts: unknown key "defaultTheem": did you mean "defaultTheme"?',
    ]);
  });

  it('takes light, dark or system as the default theme, and names them for anything else', () => {
    for (const choice of DEFAULT_THEMES) expect(errorsOf(withChange((copy) => void (copy.defaultTheme = choice)))).toEqual([]);
    const auto = withChange((copy) => void ((copy as { defaultTheme?: string }).defaultTheme = 'auto'));
    expect(errorsOf(auto)).toContain(`fixtures/sample/site.ts: defaultTheme must be one of light, dark, system (got "auto")`);
  });

  it('takes each design by its name, and names them, with the nearest, for anything else', () => {
    for (const design of DESIGNS) expect(errorsOf(withChange((copy) => void (copy.design = design)))).toEqual([]);
    const slip = withChange((copy) => void ((copy as { design?: string }).design = 'sidbar'));
    expect(errorsOf(slip)).toContain(`fixtures/sample/site.ts: design must be one of ${DESIGNS.map((design) => `"${design}"`).join(', ')} (got "sidbar"); did you mean "sidebar"?`);
  });

  it('takes one featured project, and names the second one marked', () => {
    const one = withChange((copy) => void (copy.projects![0]!.featured = true));
    expect(errorsOf(one)).toEqual([]);
    const two = withChange((copy) => void (copy.projects![0]!.featured = copy.projects![2]!.featured = true));
    expect(errorsOf(two)).toEqual(['fixtures/sample/site.ts: projects[2].featured marks a second project: only one is featured on the first screen, and projects[0] already is']);
  });

  it('takes first or all as where the skills filter starts, and names them for anything else', () => {
    for (const choice of SKILLS_FILTERS) expect(errorsOf(withChange((copy) => void (copy.skillsFilter = choice)))).toEqual([]);
    const every = withChange((copy) => void ((copy as { skillsFilter?: string }).skillsFilter = 'every'));
    expect(errorsOf(every)).toContain(`fixtures/sample/site.ts: skillsFilter must be one of first, all (got "every")`);
  });

  it("takes the owner's words for any text, leaves the rest to the defaults, and names a misspelt text or placeholder", () => {
    expect(errorsOf(withChange((copy) => void (copy.words = { footer: { rights: '© {name} {year}' }, skills: { title: 'Was ich kann' } })))).toEqual([]);
    expect(errorsOf(withChange((copy) => void delete (copy as { words?: unknown }).words))).toEqual([]);
    const typo = withChange((copy) => void (copy.words = { footer: { rights: '© {yaer} {name}' }, home: { downloadCV: 'CV' } as never }));
    expect(errorsOf(typo)).toEqual([
      'fixtures/sample/site.ts: words.home: unknown key "downloadCV": did you mean "downloadCv"?',
      'fixtures/sample/site.ts: words.footer.rights has the unknown placeholder {yaer}: this text knows {year}, {name}',
    ]);
    expect(errorsOf(withChange((copy) => void (copy.words = { home: { mySkills: '  ' } })))).toEqual(['fixtures/sample/site.ts: words.home.mySkills must not be empty']);
    expect(errorsOf(withChange((copy) => void (copy.words = { from: {} } as never)))).toEqual([
      'fixtures/sample/site.ts: words: unknown key "from": did you mean "form"?',
    ]);
  });

  it('takes a nav link to the Experience section only when there is experience or education to show', () => {
    const linked = (copy: typeof site) => void copy.nav.splice(1, 0, { name: 'Experience', path: 'experience' });
    expect(errorsOf(withChange(linked))).toEqual([
      'fixtures/sample/site.ts: nav[1].path links to the Experience section, but there is no `experience` or `education` to show in it',
    ]);
    expect(errorsOf(withChange((copy) => { linked(copy); copy.education = [{ school: 'TU Delft', degree: 'BSc Computer Science' }]; }))).toEqual([]);
  });

  it('takes a nav link to Certifications, Publications or Awards only when there is one to show, and checks each field', () => {
    const linked = (copy: typeof site) => void copy.nav.push({ name: 'Credentials', path: 'certifications' }, { name: 'Writing', path: 'publications' }, { name: 'Awards', path: 'awards' });
    expect(errorsOf(withChange(linked))).toEqual([
      'fixtures/sample/site.ts: nav[4].path links to the Certifications section, but there is no `certifications` to show in it',
      'fixtures/sample/site.ts: nav[5].path links to the Publications section, but there is no `publications` to show in it',
      'fixtures/sample/site.ts: nav[6].path links to the Awards section, but there is no `awards` to show in it',
    ]);
    const filled = (copy: typeof site) => {
      linked(copy);
      copy.certifications = [{ name: 'CKA', issuer: 'CNCF', date: '2024-05', expires: '2027-05' }];
      copy.publications = [{ name: 'A talk', publisher: 'Conf', date: '2023-04', kind: 'talk' }];
      copy.awards = [{ title: 'Best', awarder: 'Us', date: '2021-02' }];
    };
    expect(errorsOf(withChange(filled))).toEqual([]);
    expect(
      errorsOf(
        withChange((copy) => {
          filled(copy);
          Object.assign(copy.certifications?.[0] ?? {}, { expires: '2020-01', url: 'http://cncf.example.org' });
          Object.assign(copy.publications?.[0] ?? {}, { kind: 'video', date: '2023' });
        }),
      ),
    ).toEqual([
      'fixtures/sample/site.ts: certifications[0].url must be an absolute https:// URL (got "http://cncf.example.org")',
      'fixtures/sample/site.ts: certifications[0] expires (2020-01) before it is granted (2024-05)',
      'fixtures/sample/site.ts: publications[0].date must be a month like "2021-03" (got "2023")',
      'fixtures/sample/site.ts: publications[0].kind must be one of article, paper, talk (got "video")',
    ]);
  });

  it('takes an A4 or Letter CV, and names the two for anything else', () => {
    expect(errorsOf(withChange((copy) => void (copy.paper = 'a4')))).toEqual([]);
    expect(errorsOf(withChange((copy) => void ((copy as { paper?: string }).paper = 'A5')))).toEqual(['fixtures/sample/site.ts: paper must be "a4" or "letter" (got "A5")']);
  });

  it('takes experience and education, and names a job or degree that ends before it starts or a month that is not one', () => {
    const job = { company: 'Acme', role: 'Engineer', start: '2021-03', highlights: ['Shipped things.'] };
    const ok = withChange((copy) => {
      copy.experience = [job, { ...job, start: '2019-01', end: '2021-02' }];
      copy.education = [{ school: 'Uni', degree: 'BSc', start: 2015, end: 2019 }];
    });
    expect(errorsOf(ok)).toEqual([]);
    const wrong = withChange((copy) => {
      copy.experience = [{ ...job, end: '2020-12' }, { ...job, start: '2021-13' }];
      copy.education = [{ school: 'Uni', degree: 'BSc', start: 2019, end: 2015 }];
    });
    expect(errorsOf(wrong)).toEqual([
      'fixtures/sample/site.ts: experience[0] ends (2020-12) before it starts (2021-03)',
      'fixtures/sample/site.ts: experience[1].start must be a month like "2021-03" (got "2021-13")',
      'fixtures/sample/site.ts: education[0] ends (2015) before it starts (2019)',
    ]);
  });

  it("takes a job's address and description, a project's client, roles and months, and the languages spoken", () => {
    const ok = withChange((copy) => {
      copy.experience = [{ company: 'Acme', role: 'Engineer', start: '2021-03', url: 'https://acme.example', description: 'A maker of anvils.' }];
      copy.projects = copy.projects!.map((project, index) => (index === 0 ? { ...project, entity: 'Globex', roles: ['Lead developer'], start: '2022-01', end: '2022-09' } : index === 1 ? { ...project, entity: 'Initech', start: '2023-04' } : project));
      copy.spokenLanguages = [{ language: 'German', fluency: 'Native' }, { language: 'French' }];
    });
    expect(errorsOf(ok)).toEqual([]);
  });

  it("names a project's month that is not one, its end before its start, a job's address that is not https and an empty language", () => {
    const wrong = withChange((copy) => {
      copy.projects = copy.projects!.map((project, index) => (index === 0 ? { ...project, start: '2022-3' } : index === 1 ? { ...project, start: '2023-04', end: '2022-12' } : project));
      copy.experience = [{ company: 'Acme', role: 'Engineer', start: '2021-03', url: 'http://acme.example' }];
      copy.spokenLanguages = [{ language: ' ' }];
    });
    // In the schema's order of the fields: the languages come before the projects.
    expect(errorsOf(wrong)).toEqual([
      'fixtures/sample/site.ts: spokenLanguages[0].language must not be empty',
      'fixtures/sample/site.ts: projects[0].start must be a month like "2021-03" (got "2022-3")',
      'fixtures/sample/site.ts: projects[1] ends (2022-12) before it starts (2023-04)',
      'fixtures/sample/site.ts: experience[0].url must be an absolute https:// URL (got "http://acme.example")',
    ]);
  });

  it('takes an accent colour that reads in both themes, and names the pairs of one that does not', () => {
    expect(errorsOf(withChange((copy) => void (copy.accent = '#0f766e')))).toEqual([]);
    const pale = errorsOf(withChange((copy) => void (copy.accent = '#14b8a6')));
    expect(pale.length).toBeGreaterThan(0);
    expect(pale.slice(0, -1).every((line) => line.startsWith('fixtures/sample/site.ts: accent #14b8a6: ') && line.includes("below WCAG AA's 4.5:1"))).toBe(true);
    // Last, what to write instead: a colour that itself passes.
    const suggested = /^fixtures\/sample\/site\.ts: accent #14b8a6: try "(#[0-9a-f]{6})", the nearest colour that passes$/u.exec(pale.at(-1) ?? '')?.[1];
    expect(suggested).toBeDefined();
    expect(errorsOf(withChange((copy) => void (copy.accent = suggested)))).toEqual([]);
    expect(errorsOf(withChange((copy) => void (copy.accent = 'teal')))).toEqual(['fixtures/sample/site.ts: accent must be a colour like "#0f766e" (got "teal")']);
  });

  it('rejects links that are not absolute https URLs', () => {
    expect(errorsOf(withChange((c) => void ((c.projects![1] as { link: string }).link = 'http://github.com/x')))).toEqual([
      'fixtures/sample/site.ts: projects[1].link must be an absolute https:// URL (got "http://github.com/x")',
    ]);
    expect(errorsOf(withChange((c) => void ((c.socials[0] as { url: string }).url = 'linkedin.com/in/me')))).toEqual([
      'fixtures/sample/site.ts: socials[0].url must be an absolute https:// URL (got "linkedin.com/in/me")',
    ]);
  });

  it('rejects an unset site URL, a bad email and an empty category', () => {
    const errors = errorsOf(
      withChange((c) => {
        c.siteUrl = '';
        c.owner.email = 'me at example';
        (c.skills[0] as { category: string }).category = ' ';
      }),
    );
    expect(errors).toEqual([
      'fixtures/sample/site.ts: siteUrl must be an absolute https:// URL (got "")',
      'fixtures/sample/site.ts: owner.email must be an email address',
      'fixtures/sample/site.ts: skills[0].category must not be empty',
    ]);
  });

  it('rejects a missing field and a repeated project id', () => {
    expect(errorsOf(withChange((c) => void delete (c.owner as Partial<typeof c.owner>).name))[0]).toMatch(/^fixtures\/sample\/site\.ts: owner\.name /u);
    expect(errorsOf(withChange((c) => void ((c.projects![4] as { id: number }).id = 1)))).toEqual([
      'fixtures/sample/site.ts: projects[4] repeats the project id 1',
    ]);
  });

  it('names an image the folder lacks in one line', () => {
    expect(errorsOf(withChange((c) => void (c.owner.avatar = { ...c.owner.avatar!, name: 'no-such-picture' })))).toEqual([
      'fixtures/sample/site.ts: owner.avatar "no-such-picture" is not in fixtures/sample/images/: put no-such-picture.svg, .jpg, .png or .webp there, then run npm run images',
    ]);
  });

  it('stops the build with the message when the content is wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-content-'));
    const file = path.join(dir, 'site.ts');
    const source = `import { site as sample } from ${JSON.stringify(path.resolve('fixtures/sample/site.ts'))};
export const site = { ...sample, skills: sample.skills.map((s, i) => (i === 3 ? { ...s, percentage: 120 } : s)) };
`;
    writeFileSync(file, source);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/build.ts'], {
      env: { ...process.env, CONTENT_DIR: dir, OUT_DIR: path.join(dir, 'dist') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Build stopped: content is invalid.');
    expect(run.stderr).toMatch(/site\.ts: skills\[3\]\.percentage must be between 0 and 100 \(got 120\)/u);
  });
});

describe('check:content on posts and case studies', () => {
  /** The sample with its pictures, project 1 naming the case study `caseStudy`, and these texts. */
  function owner(caseStudy: string, texts: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-texts-'));
    symlinkSync(path.resolve('fixtures/sample/images'), path.join(dir, 'images'));
    const source = `import { site as sample } from ${JSON.stringify(path.resolve('fixtures/sample/site.ts'))};
export const site = { ...sample, projects: sample.projects.map((p, i) => (i === 0 ? { ...p, caseStudy: ${JSON.stringify(caseStudy)} } : p)) };
`;
    writeFileSync(path.join(dir, 'site.ts'), source);
    for (const [file, text] of Object.entries(texts)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }
  const check = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', dir], { encoding: 'utf8' });
  const texts = {
    // A date that is no day, and a case study without its date: one line each.
    'posts/tagging-notes.md': '---\ntitle: Tagging\ndate: 2025-13-40\nsummary: Notes.\n---\n\nText.\n',
    'posts/typed-fetch.md': '---\ntitle: Fetch\ndate: 2025-03-14\nsummary: Wrappers.\n---\n\nSee [the notes](/posts/tagging-notes/).\n',
    'work/dispatch.md': '---\ntags: [go]\n---\n\nThe story.\n',
  };

  it('gives a text whose front matter is wrong one line, not one more for each link to it or caseStudy naming it', () => {
    const { label, siteLabel } = contentPaths(owner('dispatch', texts));
    const run = check(label);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${siteLabel} is valid.`);
    expect(run.stderr.trim().split('\n').sort()).toEqual(
      [`${label}/posts/tagging-notes.md:3: date must be a date like "2024-05-01" (got "2025-13-40")`, `${label}/work/dispatch.md:1: date is required`].sort(),
    );
  });

  it('does not call site.ts valid when a caseStudy there names no file, and offers the one meant', () => {
    const { label, siteLabel } = contentPaths(owner('dispach', { ...texts, 'work/dispatch.md': '---\ndate: 2024-09-01\ndraft: true\n---\n\nThe story.\n' }));
    const run = check(label);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('is valid.');
    const line = run.stderr.split('\n').find((text) => text.startsWith(`${siteLabel}:`));
    expect(line).toMatch(/:\d+: projects\[0\]\.caseStudy "dispach" has no file .*\/work\/dispach\.md: did you mean "dispatch"\?$/u);
  });
});

describe('translations', () => {
  it('loads each of a folder\'s translations over its site.ts, checked, in the order of their names', async () => {
    const paths = contentPaths('fixtures/multilingual');
    const { site: multilingual } = await import('../../fixtures/multilingual/site');
    const translations = await loadTranslations(multilingual, paths);
    expect(translations.map((t) => [t.lang, t.file])).toEqual([
      ['ar', 'fixtures/multilingual/translations/ar.ts'],
      ['de', 'fixtures/multilingual/translations/de.ts'],
    ]);
    // German is whole; Arabic leaves a highlight in English on purpose (issue 23), and check:content
    // names it. The page's words are folio's Arabic where the translation gives none (issue 41).
    const [arabic, german] = translations;
    expect(untranslatedReport(german!, multilingual.lang)).toBe(`${german?.file}: every text translated.`);
    expect(arabic?.missing).toEqual([{ path: 'experience[1].highlights[0]', fallback: multilingual.experience?.[1]?.highlights?.[0] }]);
    expect(arabic?.content.words?.form?.requiredNote).toBe(folioWords('ar')?.form.requiredNote);
    expect(untranslatedReport(arabic!, multilingual.lang)).toBe(`${arabic?.file}: 1 text not translated, shown in ${multilingual.lang}: experience[1].highlights[0].`);
  });

  it('names every text a translation leaves in the default language, and what it shows instead', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-translations-'));
    const folder = path.join(dir, 'translations');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'de.ts'), "export const translation = { lang: 'de', owner: { greeting: 'Hallo, ich bin' } };\n");
    const paths = { ...contentPaths('fixtures/sample'), translations: folder, label: 'mine' };
    const [german] = await loadTranslations(site, paths);
    expect(german?.content.owner.greeting).toBe('Hallo, ich bin');
    expect(german?.missing).toContainEqual({ path: 'projects[0].description', fallback: site.projects![0]?.description });
    expect(german?.missing.map((text) => text.path)).not.toContain('owner.greeting');
    const report = untranslatedReport(german!, site.lang, 2);
    expect(report).toMatch(/^mine\/translations\/de\.ts: \d+ texts not translated, shown in en: [^,]+, [^,]+, and \d+ more \(npm run check:content -- --all names every one\)\.$/u);
    const all = untranslatedReport(german!, site.lang, Infinity);
    expect(all.split('\n')).toHaveLength(1);
    expect(all).toContain('projects[0].description');
    // A name is left as it is, in any language: never reported.
    expect(german?.missing.map((text) => text.path)).toContain('owner.name');
    expect(all).not.toMatch(/ owner\.name[,.]/u);
  });

  it('stops with one line per problem: a wrong lang, the default language again, a key site.ts lacks, an invalid text', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-translations-'));
    const folder = path.join(dir, 'translations');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'fr.ts'), "export const translation = { lang: 'de', owner: { jobTitel: 'x' } };\n");
    writeFileSync(path.join(folder, 'en.ts'), "export const translation = { lang: 'en', owner: { jobTitle: '   ' } };\n");
    writeFileSync(path.join(folder, 'german.ts'), "export const translation = { lang: 'german' };\n");
    const paths = { ...contentPaths('fixtures/sample'), translations: folder, label: 'mine' };
    await expect(loadTranslations(site, paths)).rejects.toMatchObject({
      errors: [
        'mine/translations/en.ts: lang "en" is site.ts\'s own language',
        'mine/translations/en.ts: owner.jobTitle must not be empty',
        'mine/translations/fr.ts: lang must be "fr", the file\'s name (got "de")',
        'mine/translations/fr.ts: owner: unknown key "jobTitel": did you mean "jobTitle"?',
        'mine/translations/german.ts: "german" is not a language tag; name the file after its language, like de.ts, pt-BR.ts or ar.ts',
      ],
    });
  });
});
