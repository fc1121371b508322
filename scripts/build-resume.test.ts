import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../fixtures/other-owner/site';
import { buildResume, monthLabel, periodLabel } from './build-resume';
import { ContentError } from './check-content';
import { poppler } from './poppler';

describe('buildResume', () => {
  let dir: string;
  let pdf: string;
  let bytes: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-'));
    const file = path.join(dir, 'resume.pdf');
    await buildResume(site, file, { compress: false });
    bytes = await readFile(file);
    pdf = bytes.toString('latin1');
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a PDF', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it('fits on exactly one page', () => {
    expect(pdf.match(/\/Type \/Page(?!s)/gu)).toHaveLength(1);
  });

  it('shows the owner, the contact details and every project', () => {
    // pdftotext reads the text as a reader's PDF viewer would, through the embedded font's map.
    const text = poppler('pdftotext', bytes);
    expect(text).toContain(site.owner.name);
    expect(text).toContain(site.owner.email);
    // Titles wrap; compare without the line breaks pdftotext keeps.
    const squashed = text.replace(/\s+/gu, '');
    for (const project of site.projects) expect(squashed).toContain(project.title.replace(/\s+/gu, ''));
  });

  it('shows every job with its dates, place, highlights and tools, and every degree', () => {
    const text = poppler('pdftotext', bytes).replace(/\s+/gu, ' ');
    for (const job of site.experience ?? []) {
      expect(text).toContain(`${job.role} — ${job.company}`);
      expect(text).toContain(periodLabel(job.start, job.end, 'present'));
      for (const highlight of job.highlights ?? []) expect(text).toContain(highlight);
      if (job.technologies?.length) expect(text).toContain(job.technologies.join(' · '));
    }
    for (const study of site.education ?? []) expect(text).toContain(`${study.degree} — ${study.school}`);
  });

  it('writes months the way a CV does, and "present" for a job still held', () => {
    expect([monthLabel('2021-03'), monthLabel('2014-12')]).toEqual(['Mar 2021', 'Dec 2014']);
    expect(periodLabel('2021-03', undefined, 'present')).toBe('Mar 2021 – present');
    expect(periodLabel(2009, 2014, 'present')).toBe('2009 – 2014');
    expect(periodLabel(undefined, 2014, 'present')).toBe('2014');
  });

  it('still fits one page when the content is much longer', async () => {
    const long = structuredClone(site);
    long.owner.intro = Array.from({ length: 4 }, () => site.owner.intro).join(' ');
    long.projects = Array.from({ length: 4 }, () => site.projects).flat();
    const file = path.join(dir, 'long.pdf');
    await buildResume(long, file, { compress: false });
    const bytes = await readFile(file);
    expect(bytes.toString('latin1').match(/\/Type \/Page(?!s)/gu)).toHaveLength(1);
    // What did not fit is not dropped silently: the CV says how many more and where.
    const text = poppler('pdftotext', bytes).replace(/\s+/gu, ' ');
    const shown = site.projects.reduce((sum, p) => sum + text.split(p.description.slice(0, 30)).length - 1, 0);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(long.projects.length);
    expect(text).toContain(`${long.projects.length - shown} more projects on ${site.siteUrl.replace('https://', '')}`);
  });
});

describe('a name the CV font cannot write', () => {
  it('stops with the field, the characters and the way out, instead of a CV with blanks', async () => {
    const cjk = structuredClone(site);
    cjk.owner.name = '山田 太郎';
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-cjk-'));
    try {
      const error = await buildResume(cjk, path.join(dir, 'cv.pdf'), { contentFile: 'fixtures/other-owner/site.ts' }).catch((e: unknown) => e);
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
      await buildResume(vietnamese, file);
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
    typed.projects = typed.projects.map((project, i) => (i === 0 ? { ...project, category: 'iOS' } : project));
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-case-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await buildResume(typed, file, { compress: false });
      const text = poppler('pdftotext', await readFile(file));
      expect(text).toContain('iOS');
      expect(text).not.toContain('IOS');
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
      await buildResume(encoded, file, { compress: false });
      const bytes = await readFile(file);
      expect(poppler('pdftotext', bytes).normalize('NFC')).toContain('linkedin.com/in/søren-ødegård');
      expect(bytes.toString('latin1')).toContain('https://www.linkedin.com/in/s%C3%B8ren-%C3%B8deg%C3%A5rd/');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
