import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as multilingual } from '../../fixtures/multilingual/site';
import { site } from '../../fixtures/other-owner/site';
import { monthLabel, periodLabel } from '../../src/lib/period';
import { buildCv, measureCv } from './build-cv';
import { FULL_SIZE, SMALL_OVERFLOW } from './cv-fit';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { ContentError } from '../content-files/content-error';
import { poppler } from '../tooling/poppler';
import { siteSchema } from '../../contract/content-schema';
import { translate } from '../../contract/translation';
import { translation as arabicTranslation } from '../../fixtures/multilingual/translations/ar';

describe('buildCv', () => {
  let dir: string;
  let pdf: string;
  let bytes: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-'));
    const file = path.join(dir, 'resume.pdf');
    await buildCv(site, file, { compress: false });
    bytes = await readFile(file);
    pdf = bytes.toString('latin1');
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a PDF', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it('takes the two pages this much content needs, on the paper the content asks for, A4 by default', () => {
    const info = poppler('pdfinfo', bytes);
    expect(info).toMatch(/^Pages:\s+2$/mu);
    expect(site.paper).toBeUndefined();
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/mu);
    expect(info).toMatch(new RegExp(`^Title:\\s+${site.owner.name} — Résumé$`, 'mu'));
    expect(info).toMatch(new RegExp(`^Author:\\s+${site.owner.name}$`, 'mu'));
  });

  it('never leaves a heading at the foot of a page, and names the owner on each page', () => {
    const words = wordsOf(site.words, site.lang).cv;
    const headings = [words.summary, words.availability, words.experience, words.skills, words.projects, words.education, words.certifications, words.publications, words.awards].map((w) => w.toUpperCase());
    for (const pageNumber of [1, 2]) {
      const lines = poppler('pdftotext', bytes, ['-f', String(pageNumber), '-l', String(pageNumber), '-layout']).split('\n').map((l) => l.trim()).filter(Boolean);
      // The last line is the running foot; the one above it is content, never a section's title.
      expect(lines.at(-1)).toBe(`${site.owner.name} · ${pageNumber} / 2`);
      expect(headings).not.toContain(lines.at(-2));
    }
  });

  it('fits one page, at full size, when the content is short', async () => {
    const short = structuredClone(site);
    short.projects = site.projects!.slice(0, 2);
    short.experience = site.experience?.slice(0, 1);
    // One certification: a short CV with it still fits.
    short.certifications = site.certifications?.slice(0, 1);
    delete short.publications;
    delete short.awards;
    short.paper = 'letter';
    const file = path.join(dir, 'short.pdf');
    await buildCv(short, file, { compress: false });
    const info = poppler('pdfinfo', await readFile(file));
    expect(info).toMatch(/^Pages:\s+1$/mu);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/mu);
  });

  it('shows the owner, the contact details and every project', () => {
    // pdftotext reads the text as a reader's PDF viewer would, through the embedded font's map.
    const text = poppler('pdftotext', bytes);
    expect(text).toContain(site.owner.name);
    expect(text).toContain(site.owner.email);
    // Titles wrap; compare without the line breaks pdftotext keeps.
    const squashed = text.replace(/\s+/gu, '');
    for (const project of site.projects!) expect(squashed).toContain(project.title.replace(/\s+/gu, ''));
  });

  it('lists every skill, those without a percentage too', () => {
    expect(site.skills.some((skill) => skill.percentage === undefined)).toBe(true);
    const squashed = poppler('pdftotext', bytes).replace(/\s+/gu, '');
    for (const skill of site.skills) expect(squashed, skill.name).toContain(skill.name.replace(/\s+/gu, ''));
  });

  it('shows every job with its dates, place, highlights and tools, and every degree, in the owner\'s words', () => {
    const text = poppler('pdftotext', bytes).replace(/\s+/gu, ' ');
    const words = wordsOf(site.words, site.lang).cv;
    // Every heading reads as a word, as a CV scanner needs it.
    for (const heading of [words.summary, words.availability, words.experience, words.skills, words.projects, words.education]) {
      expect(text).toContain(heading.toUpperCase());
    }
    for (const job of site.experience ?? []) {
      expect(text).toContain(`${job.role} — ${job.company}`);
      expect(text).toContain(periodLabel(job.start, job.end, words.present, site.lang));
      for (const highlight of job.highlights ?? []) expect(text).toContain(highlight);
      if (job.technologies?.length) expect(text).toContain(job.technologies.join(' · '));
    }
    for (const study of site.education ?? []) expect(text).toContain(`${study.degree} — ${study.school}`);
  });

  it('lists every certification, publication and award with its month, who it is from, and links those with an address', () => {
    const text = poppler('pdftotext', bytes).replace(/\s+/gu, ' ');
    const words = wordsOf(site.words, site.lang);
    for (const heading of [words.cv.certifications, words.cv.publications, words.cv.awards]) expect(text).toContain(heading.toUpperCase());
    expect(site.certifications?.length && site.publications?.length && site.awards?.length).toBeTruthy();
    for (const item of site.certifications ?? []) {
      for (const shown of [item.name, item.issuer, item.expires ? periodLabel(item.date, item.expires, '', site.lang) : monthLabel(item.date, site.lang)]) expect(text).toContain(shown);
    }
    for (const item of site.publications ?? []) {
      for (const shown of [item.name, `${words.publications[item.kind]} · ${item.publisher}`, monthLabel(item.date, site.lang), item.summary ?? '']) expect(text).toContain(shown);
    }
    for (const item of site.awards ?? []) for (const shown of [item.title, item.awarder, monthLabel(item.date, site.lang), item.summary ?? '']) expect(text).toContain(shown);
    // Each address is a link on the page, as the page's own titles are.
    for (const url of [...(site.certifications ?? []), ...(site.publications ?? [])].flatMap((item) => item.url ?? [])) expect(pdf).toContain(`/URI (${url})`);
  });

  /** Every text of a CV that must be in it (each the owner gave: issue 41), squashed as `squash` squashes the PDF's text. */
  const textsOf = (cv: typeof site) =>
    [
      cv.owner.name,
      cv.owner.jobTitle,
      cv.owner.email,
      cv.owner.intro,
      ...(cv.experience ?? []).flatMap((job) => [job.role, job.company, ...(job.highlights ?? [])]),
      ...cv.skills.map((skill) => skill.name),
      ...cv.projects!.flatMap((project) => [project.title, project.description]),
      ...(cv.education ?? []).flatMap((study) => [study.degree, study.school]),
    ].filter((text) => text !== undefined);
  const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00ad-]+/gu, '');

  it('fits one page when the content runs only a little past it at full size (issue 23: a second page 85% blank)', async () => {
    // The English CV of the fixture in three languages is such a CV.
    const full = measureCv(multilingual, FULL_SIZE);
    expect(full.pages).toBe(2);
    expect(full.overflow).toBeGreaterThan(0);
    expect(full.overflow).toBeLessThan(SMALL_OVERFLOW);
    const file = path.join(dir, 'just-over.pdf');
    await buildCv(multilingual, file, { compress: false });
    const bytes = await readFile(file);
    expect(poppler('pdfinfo', bytes)).toMatch(/^Pages:\s+1$/mu);
    const text = squash(poppler('pdftotext', bytes));
    for (const expected of textsOf(multilingual)) expect(text, expected).toContain(squash(expected));
    // Nothing drawn past the bottom margin: the last line's foot is above the paper's edge less the margin.
    const bottoms = [...poppler('pdftotext', bytes, ['-bbox']).matchAll(/yMax="([\d.]+)"/gu)].map((match) => Number(match[1]));
    const height = Number(/^Page size:\s+[\d.]+ x ([\d.]+)/mu.exec(poppler('pdfinfo', bytes))?.[1]);
    expect(Math.max(...bottoms)).toBeLessThan(height - 30);
  });

  it('gives content that runs well past one page two pages, at full size, with nothing left out', async () => {
    const full = measureCv(site, FULL_SIZE);
    expect(full.overflow).toBeGreaterThanOrEqual(SMALL_OVERFLOW);
    expect(poppler('pdfinfo', bytes)).toMatch(/^Pages:\s+2$/mu);
    const text = squash(poppler('pdftotext', bytes));
    for (const expected of textsOf(site)) expect(text, expected).toContain(squash(expected));
    // The second page carries content, not only its running foot.
    const second = poppler('pdftotext', bytes, ['-f', '2', '-l', '2']).split('\n').filter((line) => line.trim() !== '');
    expect(second.length).toBeGreaterThan(5);
  });

  it('still fits two pages when the content is much longer, and says where the rest is', async () => {
    const long = structuredClone(site);
    long.owner.intro = Array.from({ length: 4 }, () => site.owner.intro).join(' ');
    long.projects = Array.from({ length: 4 }, () => site.projects!).flat();
    const file = path.join(dir, 'long.pdf');
    await buildCv(long, file, { compress: false });
    const bytes = await readFile(file);
    expect(poppler('pdfinfo', bytes)).toMatch(/^Pages:\s+2$/mu);
    // What did not fit is not dropped silently: the CV says how many more and where.
    const text = poppler('pdftotext', bytes).replace(/\s+/gu, ' ');
    const descriptions = site.projects!.map((p) => p.description);
    if (descriptions.some((description) => description === undefined)) throw new Error('the fixture owner describes every project');
    const shown = descriptions.reduce((sum, description) => sum + text.split((description ?? '').slice(0, 30)).length - 1, 0);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(long.projects!.length);
    expect(text).toContain(fill(wordsOf(site.words, site.lang).cv.moreProjects, { site: site.siteUrl!.replace('https://', '') }));
  });
});

describe('a name the CV font cannot write', () => {
  it('stops with the field, the characters and the way out, instead of a CV with blanks', async () => {
    const cjk = structuredClone(site);
    cjk.owner.name = '山田 太郎';
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-cjk-'));
    try {
      const error = await buildCv(cjk, path.join(dir, 'cv.pdf'), { contentFile: 'fixtures/other-owner/site.ts' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).errors).toEqual([
        "fixtures/other-owner/site.ts: owner.name has characters the generated CV's font cannot write: 山 田 太 郎",
        'Put your own CV at fixtures/other-owner/resume.pdf to use it instead of the generated one.',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the CV text layer', () => {
  it('reads each letter as itself when the name has letters the font draws from parts (Vietnamese)', async () => {
    const vietnamese = structuredClone(site);
    vietnamese.owner.name = 'Ngọc Trâm Nguyễn';
    vietnamese.skills = vietnamese.skills.map((skill, i) => (i === 0 ? { ...skill, category: 'Cloud & DevOps' } : skill));
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-vi-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(vietnamese, file);
      const text = poppler('pdftotext', await readFile(file)).normalize('NFC');
      expect(text).toContain('Ngọc Trâm Nguyễn');
      // The bold "o" of the name's "ọ" is the bold "o" of every other word too.
      expect(text).toContain('Cloud & DevOps');
      expect(text).not.toMatch(/ọ(?!c Trâm)/u);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes project categories as typed, as the page does ("iOS" stays iOS)', async () => {
    const typed = structuredClone(site);
    typed.projects = typed.projects!.map((project, i) => (i === 0 ? { ...project, category: 'iOS' } : project));
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-case-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(typed, file, { compress: false });
      const text = poppler('pdftotext', await readFile(file));
      expect(text).toContain('iOS');
      expect(text).not.toContain('IOS');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the site once when a profile is the site itself', async () => {
    const own = structuredClone(site);
    own.socials = [...site.socials, { kind: 'website', label: 'Website', url: `${site.siteUrl}/` }];
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-site-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(own, file, { compress: false });
      const text = poppler('pdftotext', await readFile(file));
      expect(text.split(site.siteUrl!.replace('https://', '')).length - 1).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shows a percent-encoded profile address as it reads, and links the address as written', async () => {
    const encoded = structuredClone(site);
    encoded.socials = [{ kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/s%C3%B8ren-%C3%B8deg%C3%A5rd/' }];
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-url-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(encoded, file, { compress: false });
      const bytes = await readFile(file);
      expect(poppler('pdftotext', bytes).normalize('NFC')).toContain('linkedin.com/in/søren-ødegård');
      expect(bytes.toString('latin1')).toContain('https://www.linkedin.com/in/s%C3%B8ren-%C3%B8deg%C3%A5rd/');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a CV in a right-to-left language', () => {
  it('lays the page out from the right, reads back its Arabic words as written, and keeps Latin runs in their order', async () => {
    const arabic = structuredClone(site);
    arabic.lang = 'ar';
    arabic.owner.name = 'زوي ليندكفيست';
    arabic.owner.jobTitle = 'مهندسة منصات بيانات';
    arabic.owner.intro = 'أبني منصات بيانات باستخدام Rust وKafka منذ عشر سنوات.';
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-ar-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(arabic, file);
      const pdf = await readFile(file);
      // pdftotext marks each left-to-right run with bidi controls; the letters are what count.
      const text = poppler('pdftotext', pdf).replace(/[\u200e\u200f\u202a-\u202e]/gu, '');
      expect(text).toContain(arabic.owner.name);
      expect(text).toContain(arabic.owner.jobTitle);
      expect(text).toContain(arabic.owner.email);
      expect(text).toContain('Kafka');
      // The name starts at the right margin: in the layout's text, it ends its line.
      const layout = poppler('pdftotext', pdf, ['-f', '1', '-l', '1', '-layout']).split('\n');
      const nameLine = layout.find((line) => line.includes('ليندكفيست')) ?? '';
      expect(nameLine.trimStart().length).toBeLessThan(nameLine.length - 20);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('draws a Latin name whole with its stop at its right end, brackets mirrored, and an English fallback isolated', async () => {
    // The Arabic page of the multilingual fixture, which leaves a highlight in English, with a
    // company whose name ends in a stop and a project title with a bracketed Arabic word.
    const { content, missing } = translate(multilingual, arabicTranslation);
    const arabic = siteSchema.parse(content);
    const company = 'Acme sp. z o.o.';
    const bracketed = 'أغطية';
    arabic.experience = (arabic.experience ?? []).map((job, index) => (index === 1 ? { ...job, company } : job));
    arabic.projects = arabic.projects!.map((item, index) => (index === 0 ? { ...item, title: `${item.title} (${bracketed})` } : item));
    const fallback = missing.find((text) => text.path.startsWith('experience['));
    expect(fallback, 'the fixture leaves a highlight in English').toBeDefined();
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-bidi-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildCv(arabic, file, { fallbacks: { lang: multilingual.lang, missing } });
      // Each word as drawn, its glyphs from the left, grouped by line and sorted from the left.
      const words = [...poppler('pdftotext', await readFile(file), ['-bbox']).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/gu)].map(
        ([, x, y, text]) => ({ x: Number(x), y: Math.round(Number(y)), text: (text ?? '').replace(/&amp;/gu, '&').replace(/&lt;/gu, '<').replace(/&gt;/gu, '>') }),
      );
      const lineOf = (word: string) => {
        const found = words.find((each) => each.text.includes(word));
        return words.filter((each) => each.y === found?.y).sort((a, b) => a.x - b.x).map((each) => each.text);
      };
      // "Acme sp. z o.o." reads from the left as typed: its stop is not sent to the line's left end.
      const companyLine = lineOf('Acme').join(' ');
      expect(companyLine).toContain(company);
      expect(companyLine).not.toContain('.Acme');
      // The brackets open toward the word: "(" at its left, ")" at its right, as the page draws them.
      expect(lineOf(reversed(bracketed))).toContain(`(${reversed(bracketed)})`);
      // The English sentence the translation leaves out reads left to right, its stop at its right end.
      const sentence = fallback?.fallback ?? '';
      const first = sentence.split(' ')[0] ?? '';
      expect(lineOf(first).join(' ')).toContain(sentence.slice(0, 30));
      expect(words.some((each) => each.text === `.${first}`)).toBe(false);
      expect(words.some((each) => each.text === sentence.split(' ').at(-1))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Right-to-left letters as they stand on the page, read from the left. */
const reversed = (text: string) => [...text].reverse().join('');
