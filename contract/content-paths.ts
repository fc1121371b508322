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
 * The owner's folder: `content/` unless `CONTENT_DIR` (or `dir`) names another one with the same
 * shape (site.ts, images/, optional resume.pdf). Tests build the site from fixture folders this way,
 * so what they assert never depends on the owner's own content.
 */
export function contentPaths(dir: string | undefined = process.env.CONTENT_DIR, root = PROJECT_ROOT): ContentPaths {
  const absolute = path.resolve(root, dir === undefined || dir.trim() === '' ? 'content' : dir.trim());
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
