import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentPaths } from '../contract/content-paths';
import { DESIGNS, type Design } from '../contract/designs';
import { siteSchema, type SiteContent } from '../contract/content-schema';
import { translate, type Translation } from '../contract/translation';
import { site as multilingual } from '../fixtures/multilingual/site';
import { translation as arabic } from '../fixtures/multilingual/translations/ar';
import { translation as german } from '../fixtures/multilingual/translations/de';
import { site as otherOwner } from '../fixtures/other-owner/site';
import { site as sample } from '../fixtures/sample/site';
import { site as writing } from '../fixtures/writing/site';
import { translation as writingArabic } from '../fixtures/writing/translations/ar';
import { translation as writingGerman } from '../fixtures/writing/translations/de';
import { withGithubProjects } from '../scripts/github/github-projects';

// The owner's own content: content/, or folio's sample until there is a content/site.ts.
const { site: owner } = (await import(pathToFileURL(contentPaths('content').site).href)) as { site: SiteContent };

/** The designs besides the default (issue 42), which every other suite walks. */
export const OTHER_DESIGNS = DESIGNS.filter((design) => design !== 'default');

/**
 * One `npm start` of the suite: a content folder, built into its own folder, on its own port;
 * in a design other than the content's own where `design` says (FOLIO_DESIGN).
 */
export type E2EServer = {
  name: 'sample' | 'owner' | 'other-owner' | 'multilingual' | 'writing' | 'minimal' | 'many-categories' | 'pages' | `design-${Design}`;
  contentDir: string;
  outDir: string;
  design?: Design;
  /**
   * Built by `npm run deploy -- pages --dry-run` as an owner runs it, for a repository named in
   * GITHUB_REPOSITORY, rather than by the build: the site lives under the repository's path.
   */
  pages?: { repository: string; base: string };
};

export const E2E_SERVERS: readonly E2EServer[] = [
  { name: 'sample', contentDir: 'fixtures/sample', outDir: 'test-results/site-sample' },
  { name: 'owner', contentDir: 'content', outDir: 'dist' },
  { name: 'other-owner', contentDir: 'fixtures/other-owner', outDir: 'test-results/site-other-owner' },
  { name: 'multilingual', contentDir: 'fixtures/multilingual', outDir: 'test-results/site-multilingual' },
  // An owner who writes (issue 24): posts in three languages, a draft, a case study; e2e/writing.
  { name: 'writing', contentDir: 'fixtures/writing', outDir: 'test-results/site-writing' },
  // An owner who leaves out all that a résumé may lack, and the same owner with many skill
  // categories (issue 41); e2e/minimal.
  { name: 'minimal', contentDir: 'fixtures/minimal', outDir: 'test-results/site-minimal' },
  { name: 'many-categories', contentDir: 'fixtures/many-categories', outDir: 'test-results/site-many-categories' },
  // Each other design (issue 42, decision 048) on the owner who writes: the page, posts, a case
  // study, and pages in German and Arabic, right to left.
  ...OTHER_DESIGNS.map((design) => ({ name: `design-${design}` as const, contentDir: 'fixtures/writing', outDir: `test-results/site-design-${design}`, design })),
  // The owner who writes, built for GitHub Pages (issue 43): every page, post and feed under the
  // repository's path, the form sending to the service the deploy names. The deploy writes it to
  // <FOLIO_DEPLOY_DIR>/pages/.
  { name: 'pages', contentDir: 'fixtures/writing', outDir: 'test-results/deploy-pages/pages', pages: { repository: 'folio-owner/folio', base: '/folio/' } },
];

/**
 * One page a Playwright project tests: a server's, at `path` under it ('' for the default
 * language, 'de/' for a translation), and the content that page was built from.
 */
export type E2ESite = E2EServer & {
  /** The Playwright project that tests this page. */
  project: string;
  path: string;
  content: SiteContent;
};

const serverOf = (name: E2EServer['name']) => E2E_SERVERS.find((server) => server.name === name) as E2EServer;

/** A translation as the build makes it: over site.ts, checked by the schema. */
function translated(base: SiteContent, translation: Translation): SiteContent {
  return siteSchema.parse(translate(base, translation).content);
}

/** A page as its server builds it: the content, and the GitHub projects its github.json adds. */
function page(server: E2EServer['name'], project: string, pagePath: string, content: SiteContent): E2ESite {
  const served = serverOf(server);
  return { ...served, project, path: pagePath, content: withGithubProjects(content, contentPaths(served.contentDir)) };
}

export const E2E_SITES: readonly E2ESite[] = [
  page('sample', 'sample', '', sample),
  page('owner', 'owner', '', owner),
  page('other-owner', 'other-owner', '', otherOwner),
  // The owner suite on each language's page of the fixture owner in three languages, in the order
  // the build lists them: the default, then the translations by file name.
  page('multilingual', 'multilingual-en', '', multilingual),
  page('multilingual', 'multilingual-ar', 'ar/', translated(multilingual, arabic)),
  page('multilingual', 'multilingual-de', 'de/', translated(multilingual, german)),
  // The owner suite on an owner who writes (issue 24): the Writing section, case studies, feeds.
  page('writing', 'writing-owner', '', writing),
  // The owner suite on the Pages build, under its sub-path.
  page('pages', 'pages', '', writing),
  // The owner suite on each other design (decision 048), on that owner's page.
  ...OTHER_DESIGNS.map((design) => page(`design-${design}`, `design-${design}`, '', writing)),
];

/**
 * The pages of a design's server, in the order the build lists them: the default language, then
 * the translations by file name. Not owner-suite projects of their own (E2E_SITES): the journeys
 * and the design suite walk them.
 */
export function designPages(design: Design): E2ESite[] {
  const name = `design-${design}` as const;
  return [page(name, name, '', writing), page(name, `${name}-ar`, 'ar/', translated(writing, writingArabic)), page(name, `${name}-de`, 'de/', translated(writing, writingGerman))];
}

/** The port `server`'s `npm start` listens on in the suite: E2E_PORT, then one each in E2E_SERVERS' order. */
export function portOf(server: Pick<E2EServer, 'name'>): number {
  return Number(process.env.E2E_PORT ?? 4391) + E2E_SERVERS.findIndex((candidate) => candidate.name === server.name);
}

/**
 * Where the Pages build's form sends, and the origin that service lets in: the same `npm start`,
 * named `localhost` while the page is at 127.0.0.1, so that the form crosses origins through
 * CORS as a page on GitHub Pages does to a service elsewhere.
 */
export function pagesApiOf(port: number): { api: string; allowedOrigin: string } {
  return { api: `http://localhost:${port}`, allowedOrigin: `http://127.0.0.1:${port}` };
}

/** The page the current project tests. */
export function siteOf(projectName: string): E2ESite {
  const site = E2E_SITES.find((candidate) => candidate.project === projectName);
  if (!site) throw new Error(`no e2e site for the Playwright project "${projectName}"`);
  return site;
}

/** The pages of one server, its default language's first. */
export function pagesOf(server: E2EServer['name']): E2ESite[] {
  return E2E_SITES.filter((site) => site.name === server);
}

/**
 * One folder per `npm test` run for the servers' databases. The config is evaluated again in every
 * worker; the environment, which workers inherit, makes them all agree on the first one.
 */
export function e2eRunDir(): string {
  return (process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'folio-e2e-')));
}

/** The SQLite file `server`'s `npm start` stores messages in during this run. */
export function databaseOf(server: E2EServer): string {
  return path.join(e2eRunDir(), `${server.name}.db`);
}
