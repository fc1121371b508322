/**
 * Which CV a page serves, and what would stop the build making it (issue 41): the owner's own PDF
 * when there is one (content/resume.pdf, resume.<lang>.pdf for a translation), checked to be a PDF
 * a reader can open; else the generated one, which refuses only texts its font cannot write. The
 * build and check:content ask these same functions, so the check passes what the build makes.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../../contract/content-schema';
import type { ContentPaths } from '../../contract/content-paths';
import { withGithubProjects } from '../github/github-projects';
import { cvTextProblems } from './build-cv';

/** The owner's own CV for a page (the default language's, or a translation's), whether or not it is there. */
export function ownCv(paths: ContentPaths, lang: string, isDefault: boolean): { file: string; label: string } {
  const name = isDefault ? 'resume.pdf' : `resume.${lang}.pdf`;
  return { file: path.join(paths.dir, name), label: `${paths.label}/${name}` };
}

/** How far from each end a PDF's header and its end-of-file marker may sit (some writers pad either). */
const SEARCH = 1024;

/** The first and last bytes of a file. */
function ends(file: string, size: number): { head: string; tail: string } {
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(SEARCH, size));
    readSync(handle, head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(SEARCH, size));
    readSync(handle, tail, 0, tail.length, size - tail.length);
    return { head: head.toString('latin1'), tail: tail.toString('latin1') };
  } finally {
    closeSync(handle);
  }
}

/** One line when the file is no PDF a reader could open: empty, something else renamed, or cut short. */
export function pdfProblems(file: string, label: string): string[] {
  const size = statSync(file).size;
  const fix = 'export your CV as a PDF again, or delete the file to use the generated one';
  if (size === 0) return [`${label} is empty (0 bytes): ${fix}`];
  const { head, tail } = ends(file, size);
  if (!head.includes('%PDF-')) return [`${label} is not a PDF (it does not start with %PDF-): ${fix}`];
  if (!tail.includes('%%EOF')) return [`${label} is cut short (it does not end with %%EOF): ${fix}`];
  return [];
}

/** What would stop the build making a page's CV: its own PDF's problems, or the generated one's. */
export function cvProblems(content: SiteContent, paths: ContentPaths, page: { contentFile: string; isDefault: boolean }): string[] {
  const own = ownCv(paths, content.lang, page.isDefault);
  if (existsSync(own.file)) return pdfProblems(own.file, own.label);
  return cvTextProblems(content, { contentFile: page.contentFile, ownCv: own.label });
}

/**
 * Every page's CV problems, as the build meets them: the default language's and each
 * translation's, with the GitHub projects the build adds to each.
 */
export function allCvProblems(site: SiteContent, translations: readonly { content: SiteContent; file: string }[], paths: ContentPaths): string[] {
  const pages = [{ content: site, file: paths.siteLabel, isDefault: true }, ...translations.map((translation) => ({ ...translation, isDefault: false }))];
  return pages.flatMap(({ content, file, isDefault }) => cvProblems(withGithubProjects(content, paths), paths, { contentFile: file, isDefault }));
}
