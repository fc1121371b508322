import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { contentPaths } from '../../contract/content-paths';
import { MAX_TEXT_LENGTH, type SiteContent } from '../../contract/content-schema';
import { checkContent } from '../content/load-content';
import { poppler } from '../tooling/poppler';
import { buildCv } from './build-cv';
import { ONE_PAGE, ONE_PAGE_TIGHT, TWO_PAGES } from './cv-fit';
import { breakable } from './long-words';

// Issue 40: a long text costs the CV what its length costs, and site.ts holds texts to a length.
/** The fixture owner with `description` on their last project (the first the CV leaves out when it must), or the one at `at`. */
const withDescription = (description: string, at = site.projects!.length - 1): SiteContent => ({
  ...site,
  projects: site.projects!.map((project, index) => (index === at ? { ...project, description } : project)),
});

/** The CV of `content` built into a new folder: its time in ms, and the file. */
async function timedCv(content: SiteContent): Promise<{ ms: number; file: string }> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'folio-resume-limits-')), 'resume.pdf');
  const started = performance.now();
  await buildCv(content, file, { compress: false });
  return { ms: performance.now() - started, file };
}

describe('the CV and long texts', () => {
  it('lays out a description that is one unbroken 5,000-letter word in about the time of 5,000 letters of words', async () => {
    const words = withDescription('lorem ipsum dolor sit amet, '.repeat(MAX_TEXT_LENGTH / 28 + 1).slice(0, MAX_TEXT_LENGTH).trim());
    const word = withDescription('x'.repeat(MAX_TEXT_LENGTH));
    // Each measured twice, in turn, and the quicker taken: a busy machine slows one run, not both.
    const reference = Math.min((await timedCv(words)).ms, (await timedCv(words)).ms);
    const unbroken = Math.min((await timedCv(word)).ms, (await timedCv(word)).ms);
    console.log(`CV with a 5,000-letter word: ${Math.round(unbroken)} ms; with 5,000 letters of words: ${Math.round(reference)} ms`);
    expect(unbroken).toBeLessThan(reference * 1.1 + 1000);
  }, 120_000);

  it('measures a text once for each size the fitter tries, not again for each try and each block', async () => {
    // Too long for two pages with all projects: the fitter tries every setting, then fewer projects.
    const description = 'lorem ipsum dolor sit amet, '.repeat(MAX_TEXT_LENGTH / 28 + 1).slice(0, MAX_TEXT_LENGTH).trim();
    const heightOfString = vi.spyOn(PDFDocument.prototype, 'heightOfString');
    try {
      await timedCv(withDescription(description));
      const measured = heightOfString.mock.calls.filter(([text]) => text === description).length;
      console.log(`the 5,000-character description measured ${measured} times`);
      expect(measured).toBeLessThanOrEqual(new Set([...ONE_PAGE, ...ONE_PAGE_TIGHT, ...TWO_PAGES]).size);
    } finally {
      heightOfString.mockRestore();
    }
  });

  it('draws a long unbroken word whole, across lines, as a reader copies it out of the PDF', async () => {
    const { file } = await timedCv(withDescription('x'.repeat(600), 0));
    // The breaks draw nothing; what a reader copies is the word, wrapped.
    const text = poppler('pdftotext', await readFile(file)).replace(/[\s\u200b]/gu, '');
    expect(text).toContain('x'.repeat(600));
  });

  it('leaves words and addresses of a real length as they are', () => {
    const address = `https://example.org/${'a'.repeat(170)}`;
    expect(breakable(`see ${address} for more`)).toBe(`see ${address} for more`);
    expect(breakable('y'.repeat(201)).split('\u200b').map((piece) => piece.length)).toEqual([...Array<number>(10).fill(20), 1]);
  });

  it('has check:content refuse a 100,000-character description in one line, before the build lays it out', () => {
    const check = checkContent(withDescription('x'.repeat(100_000)), contentPaths('/tmp/folio-no-such-content'));
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toContain(`${contentPaths('/tmp/folio-no-such-content').siteLabel}: projects[${site.projects!.length - 1}].description must be at most ${MAX_TEXT_LENGTH} characters: shorten it`);
  });
});
