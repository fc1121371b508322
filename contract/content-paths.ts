import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where an owner's content lives; `CONTENT_DIR` names another folder of the same shape. */
export type ContentPaths = {
  /** Absolute path of the folder. */
  dir: string;
  /** The folder as the owner would type it (`content`, `fixtures/sample`), for messages. */
  label: string;
  site: string;
  /** site.ts as messages name it, e.g. "content/site.ts". */
  siteLabel: string;
  images: string;
  /** The owner's own CV, used instead of the generated one when it exists. */
  resume: string;
  /** Translations of site.ts, one `<lang>.ts` each (issue 14); the folder is optional. */
  translations: string;
  /** The repositories `npm run github` fetched (issue 23), committed so the build needs no network. */
  github: string;
  /** github.json as messages name it, e.g. "content/github.json". */
  githubLabel: string;
  /** The owner's posts, `<slug>.md` and translations `<slug>.<lang>.md` (issue 24); optional. */
  posts: string;
  /** The projects' case studies, `<slug>.md`, named by a project's `caseStudy` (issue 24); optional. */
  work: string;
};

/**
 * The folder folio's sample owner lives in: what a fresh clone shows until the owner has a
 * content/site.ts of their own. It is folio's (an update may change it); content/ is the owner's,
 * and nothing in folio ever writes there, so an owner's commits never meet folio's.
 */
export const SAMPLE_DIR = 'sample';

/**
 * The content the site is built from: `content/` unless `CONTENT_DIR` (or `dir`) names another
 * folder with the same shape (site.ts, images/, optional resume.pdf), and folio's sample while
 * content/ has no site.ts yet. Tests build the site from fixture folders this way, so what they
 * assert never depends on the owner's own content.
 */
export function contentPaths(dir: string | undefined = process.env.CONTENT_DIR, root = PROJECT_ROOT): ContentPaths {
  const given = ownerFolder(dir, root);
  const sample = given === path.resolve(root, 'content') && !existsSync(path.join(given, 'site.ts'));
  return pathsOf(sample ? path.resolve(root, SAMPLE_DIR) : given, root);
}

/**
 * The owner's own folder, for the commands that write into it (`npm run import`, `npm run github`,
 * `npm run images`): content/ (or CONTENT_DIR's) even before it exists, never folio's sample.
 */
export function ownerContentPaths(dir: string | undefined = process.env.CONTENT_DIR, root = PROJECT_ROOT): ContentPaths {
  return pathsOf(ownerFolder(dir, root), root);
}

const ownerFolder = (dir: string | undefined, root: string) => path.resolve(root, dir === undefined || dir.trim() === '' ? 'content' : dir.trim());

function pathsOf(absolute: string, root: string): ContentPaths {
  const label = (path.relative(root, absolute) || '.').split(path.sep).join('/');
  return {
    dir: absolute,
    label,
    site: path.join(absolute, 'site.ts'),
    siteLabel: `${label}/site.ts`,
    images: path.join(absolute, 'images'),
    resume: path.join(absolute, 'resume.pdf'),
    translations: path.join(absolute, 'translations'),
    github: path.join(absolute, 'github.json'),
    githubLabel: `${label}/github.json`,
    posts: path.join(absolute, 'posts'),
    work: path.join(absolute, 'work'),
  };
}
