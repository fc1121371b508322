import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/long-career/site';
import { poppler } from '../tooling/poppler';
import { cvBuilder, squash } from './test-helpers';

// Issue 41: a 12-job career stopped the build ("does not fit on two pages even with one project").
const jobs = site.experience ?? [];
const highlights = jobs.flatMap((job) => job.highlights ?? []);
/** The job that started last: the one whose highlights a trimmed CV keeps. */
const latest = [...jobs].sort((a, b) => b.start.localeCompare(a.start))[0];

const cv = cvBuilder('folio-long-career-');

describe.each(['a4', 'letter'] as const)('a 12-job career on %s', (paper) => {
  it('builds a 2-page CV that lists every employer, keeps the latest job whole, and says what it left out', async () => {
    const { report, bytes, text } = await cv({ ...site, paper }, `career-${paper}`);
    expect(poppler('pdfinfo', bytes)).toMatch(/^Pages:\s+2$/mu);
    for (const job of jobs) expect(text, job.company).toContain(squash(`${job.role} — ${job.company}`));
    for (const kept of latest?.highlights ?? []) expect(text).toContain(squash(kept));
    const left = highlights.filter((highlight) => !text.includes(squash(highlight)));
    expect(left.length).toBeGreaterThan(0);
    // One line, naming how many and from which jobs, and how to keep them.
    const companies = jobs.filter((job) => (job.highlights ?? []).some((highlight) => left.includes(highlight))).map((job) => job.company);
    expect(report.note).toMatch(new RegExp(`^mine/site\\.ts: the CV leaves out ${left.length} highlights of the oldest ${companies.length} jobs \\(.+\\) to fit 2 pages: set cv: \\{ pages: 3 \\} to keep them$`, 'u'));
    expect(report.note).not.toContain('\n');
    // The oldest go first: every job whose highlights are all there started after every job missing one.
    const whole = jobs.filter((job) => !companies.includes(job.company));
    const oldestWhole = whole.map((job) => job.start).sort()[0] ?? '';
    for (const job of jobs.filter((each) => (each.highlights ?? []).every((highlight) => left.includes(highlight)))) expect(job.start < oldestWhole).toBe(true);
  }, 60_000);

  it('takes up to 3 pages with nothing left out when cv.pages is 3', async () => {
    const { report, bytes, text } = await cv({ ...site, paper, cv: { pages: 3 } }, `career-${paper}-3`);
    const pages = Number(/^Pages:\s+(\d+)$/mu.exec(poppler('pdfinfo', bytes))?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(pages).toBeLessThanOrEqual(3);
    for (const highlight of highlights) expect(text).toContain(squash(highlight));
    expect(report.note).toBeUndefined();
  }, 60_000);
});

describe('more than the pages asked for', () => {
  it('grows to the pages it needs, with everything, and says so, when even trimmed it does not fit', async () => {
    // One page asked of a career that needs more even without its old highlights and with one project.
    const { report, bytes, text } = await cv({ ...site, cv: { pages: 1 } }, 'career-grown');
    const pages = Number(/^Pages:\s+(\d+)$/mu.exec(poppler('pdfinfo', bytes))?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (const highlight of highlights) expect(text).toContain(squash(highlight));
    expect(report.note).toBe(
      `mine/site.ts: the CV takes ${pages} pages, more than the 1 asked for, even without its oldest highlights and with one project, so it shows everything: shorten the longest texts, or set cv: { pages: ${pages} } to keep it so`,
    );
  }, 60_000);
});

describe('the skills block', () => {
  it('never runs a long category name into its first skill', async () => {
    // Two jobs: a CV any version of the fitter could lay out, so only the overlap can fail.
    const { bytes } = await cv({ ...site, experience: jobs.slice(0, 2) }, 'career-skills');
    const category = site.skills[0]?.category ?? '';
    const first = site.skills.find((skill) => skill.category === category)?.name ?? '';
    const words = [...poppler('pdftotext', bytes, ['-bbox']).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/gu)].map(
      ([, x0, y0, x1, y1, word]) => ({ x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1), word: (word ?? '').replace(/&amp;/gu, '&') }),
    );
    // The category's name and, after it in reading order, its first skill (the name appears once; "Rust" many times).
    const start = words.findIndex((word) => word.word === category.split(' ')[0]);
    const near = words.slice(start, start + 12);
    const skill = near.find((word) => word.word === first);
    expect(skill, first).toBeDefined();
    const named = near.filter((word) => category.split(' ').includes(word.word));
    expect(named.map((word) => word.word).join(' ')).toBe(category);
    const sameLine = named.filter((word) => word.y0 < (skill?.y1 ?? 0) && word.y1 > (skill?.y0 ?? 0));
    for (const word of sameLine) expect(word.x1 + 4).toBeLessThan(skill?.x0 ?? 0);
  }, 60_000);
});
