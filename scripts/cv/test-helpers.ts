import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { poppler } from '../tooling/poppler';
import { buildCv, type CvReport } from './build-cv';

/** The letters in order: the CV wraps and hyphenates long lines, so a test compares without spaces, soft hyphens or hyphens. */
export const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00ad\u200b-]+/gu, '');

/**
 * A CV builder for one test file: a temporary folder made before its tests and removed after them,
 * and `cv(content, name)`, which builds the CV there and gives the build's report, the PDF and its
 * text as pdftotext reads it, squashed.
 */
export function cvBuilder(prefix: string): (content: SiteContent, name: string) => Promise<{ report: CvReport; bytes: Buffer; text: string }> {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return async (content, name) => {
    const file = path.join(dir, `${name}.pdf`);
    const report = await buildCv(content, file, { compress: false, contentFile: 'mine/site.ts' });
    const bytes = await readFile(file);
    return { report, bytes, text: squash(poppler('pdftotext', bytes)) };
  };
}
