import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ENGINES } from './e2e/engines/engine-page';
import { databaseOf, E2E_SERVERS, E2E_SITES, OTHER_DESIGNS, pagesApiOf, portOf as serverPort } from './e2e/sites';
import { chromiumTestLaunch } from './scripts/tooling/chromium';


/**
 * Four sites, each built from one content folder and served exactly as `npm start` serves it:
 * - `sample`: the frozen sample (fixtures/sample); the behaviour and spec suites in e2e/*.spec.ts.
 * - `owner`: whatever content/ holds, built by `npm run build` into dist/; the content-agnostic
 *   suite in e2e/any-owner/, which derives every expectation from that content.
 * - `other-owner`: the same suite on an owner unlike the sample, so it cannot lean on the sample.
 * - `multilingual`: the sample owner in English, German and Arabic (fixtures/multilingual); the
 *   owner suite on each language's page, and the language suite (e2e/languages) across them.
 * - `writing`: that owner with posts and a case study (fixtures/writing); the suite in e2e/writing.
 * - `minimal` and `many-categories`: an owner with only what a short résumé gives, its skills in one
 *   flat list or in many categories (fixtures/minimal, fixtures/many-categories); e2e/minimal.
 */
// One fresh database per server and run; specs read it back through `npm run messages`.
const servers = E2E_SERVERS.map((server) => ({ ...server, port: serverPort(server), database: databaseOf(server) }));
const portOf = (name: string) => servers.find((server) => server.name === name)?.port;

/**
 * What a project leaves of the owner suite, to keep CI within its 15 minutes on two cores:
 * - the owner who writes: the parts that read posts or the page they change stay; the other owners
 *   walk the rest (the CV, the theme, GitHub's cards);
 * - the German page: only what its language changes (its texts, the header's fit with longer words,
 *   its CV, its posts). Axe, the theme, GitHub's cards and the headers are the same build's as the
 *   English page's, and the Arabic page walks them all in a translation, right to left.
 */
const OWNER_SUITE_SKIPS: Record<string, string[]> = {
  'writing-owner': ['any-owner/cv-and-check.spec.ts', 'any-owner/theme-and-accent.spec.ts', 'any-owner/github-projects.spec.ts'],
  // The Pages build of the owner who writes (issue 43): all that a path under the repository's
  // may break (every address of every page, pictures, the CV, the feeds, llms.txt, the form across
  // origins: e2e/pages too). Not the host's headers (GitHub Pages sends none of ours: the policy
  // each page carries instead is e2e/pages/meta-policy.spec.ts's), and not what a base path cannot
  // change, which the same content's other projects walk: axe, the HTML (the policy's tag is
  // placed and escaped in scripts/site/meta-policy.test.ts), the colours, GitHub's cards, the MCP
  // endpoint (the service's, at the root).
  pages: ['any-owner/theme-and-accent.spec.ts', 'any-owner/github-projects.spec.ts', 'any-owner/security-headers.spec.ts', 'any-owner/accessibility.spec.ts', 'any-owner/valid-html.spec.ts', 'any-owner/assistants.spec.ts'],
  // Each other design (decision 048): only what a design draws (axe in every theme, width and
  // filter state, its HTML for the Nu checker, the theme and accent, the header's fit, a post's
  // page). What the page says and does (page-content), the headers, the CV, GitHub's cards, llms.txt,
  // resume.json and the MCP endpoint are the same whatever the page wears: the default's projects walk them.
  // The sidebar design's header is a column from 64rem: the top bar's fit (header-fit.spec.ts)
  // is the default's, and its phone bar is its journeys' (the menu, the theme, the nav).
  ...Object.fromEntries(
    OTHER_DESIGNS.map((design) => [
      `design-${design}`,
      ['any-owner/page-content.spec.ts', 'any-owner/security-headers.spec.ts', 'any-owner/cv-and-check.spec.ts', 'any-owner/github-projects.spec.ts', 'any-owner/llms-text.spec.ts', 'any-owner/assistants.spec.ts', ...(design === 'sidebar' ? ['any-owner/header-fit.spec.ts'] : [])],
    ]),
  ),
  'multilingual-de': ['any-owner/accessibility.spec.ts', 'any-owner/theme-and-accent.spec.ts', 'any-owner/github-projects.spec.ts', 'any-owner/security-headers.spec.ts', 'any-owner/valid-html.spec.ts'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three at a time on every machine, not Playwright's half of the cores (one, on CI's two): most
  // of a test is waiting on a page or a server. In a fresh clone on two cores the whole `npm test`
  // used 29 min of CPU in 28 min with two workers: the cores were half idle.
  workers: 3,
  forbidOnly: true,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { launchOptions: chromiumTestLaunch, trace: 'off' },
  projects: [
    ...E2E_SITES.map((site) => ({
      name: site.project,
      ...(site.project === 'sample'
        ? { testIgnore: ['any-owner/**', 'engines/**', 'languages/**', 'writing/**', 'minimal/**', 'imported/**', 'designs/**', 'pages/**'] }
        : { testMatch: site.pages ? ['any-owner/*.spec.ts', 'pages/*.spec.ts'] : 'any-owner/*.spec.ts', ...(OWNER_SUITE_SKIPS[site.project] ? { testIgnore: OWNER_SUITE_SKIPS[site.project] } : {}) }),
      // The owner who writes keeps a hostile post on purpose, which check:content reports; the
      // content's check is not the build's, and the writing owner's project leaves it out too.
      ...(site.project === 'pages' ? { grepInvert: /npm run check:content passes/u } : {}),
      // A translation's page is the base URL, so the suite's relative paths ('./', 'resume.json') are its own.
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch, baseURL: `http://127.0.0.1:${portOf(site.name)}${site.pages?.base ?? '/'}${site.path}` },
    })),
    // What only a site in several languages does: its switcher, its pages' links, right to left.
    {
      name: 'languages',
      testMatch: 'languages/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch, baseURL: `http://127.0.0.1:${portOf('multilingual')}` },
    },
    // Posts, case studies and feeds (issue 24), on the fixture owner who writes.
    {
      name: 'writing',
      testMatch: 'writing/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch, baseURL: `http://127.0.0.1:${portOf('writing')}` },
    },
    // What a page leaves out when the owner does (issue 41), and a skills filter of many categories.
    {
      name: 'minimal',
      testMatch: 'minimal/*.spec.ts',
      metadata: { manyCategoriesURL: `http://127.0.0.1:${portOf('many-categories')}/` },
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch, baseURL: `http://127.0.0.1:${portOf('minimal')}/` },
    },
    // Real résumés imported, checked and started as an owner would (issue 41): e2e/imported.
    // Each starts its own `npm start`, so the project needs none of the servers below.
    { name: 'imported', testMatch: 'imported/*.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch } },
    // The visitor's journeys in every engine (e2e/engines), on the owner's site and the Arabic page
    // (and the theme and filter journeys on the fixture owners' sites too, which between them
    // choose every defaultTheme and both starts of the skills filter, whatever content/ chooses).
    ...ENGINES.map((engine) => ({
      name: engine,
      testMatch: 'engines/*.spec.ts',
      timeout: 90_000,
      // Other owners' sites too: the theme journey runs on each owner's defaultTheme.
      metadata: {
        languagesURL: `http://127.0.0.1:${portOf('multilingual')}`,
        otherOwnerURL: `http://127.0.0.1:${portOf('other-owner')}`,
        sampleURL: `http://127.0.0.1:${portOf('sample')}`,
        writingURL: `http://127.0.0.1:${portOf('writing')}`,
      },
      use: { engineName: engine, baseURL: `http://127.0.0.1:${portOf('owner')}` },
    })),
    // The visitor's journeys in the design that draws its own header (decision 048), in Chromium,
    // on its one server: the owner who writes, in three languages, right to left among them. The
    // others wear the default's header, whose behaviour the default's journeys walk in three engines.
    ...OTHER_DESIGNS.filter((design) => existsSync(`src/designs/${design}/header.tsx`)).map((design) => ({
      name: `journeys-${design}`,
      testMatch: 'engines/*.spec.ts',
      timeout: 90_000,
      metadata: { design },
      use: { engineName: 'chromium' as const, baseURL: `http://127.0.0.1:${portOf(`design-${design}`)}` },
    })),
    // What only a design is held to (decision 048): its pages' budgets, axe on the Arabic page.
    {
      name: 'designs',
      testMatch: 'designs/*.spec.ts',
      metadata: { designURLs: Object.fromEntries(OTHER_DESIGNS.map((design) => [design, `http://127.0.0.1:${portOf(`design-${design}`)}`])) },
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumTestLaunch },
    },
  ],
  webServer: servers.map((site) => ({
    // `npm start` as an owner runs it, on the site's own build, port and database. The owner's site
    // is the dist/ that `npm test` built just before; npm start builds a fixture site that is stale.
    // The Pages build is the deploy's (e2e/build-sites.ts makes it beside the unit tests; here it
    // finds it current in a few seconds, or makes it for a focused run).
    command: site.pages ? `npm run --silent deploy -- pages --dry-run --api ${pagesApiOf(site.port).api} && npm start` : 'npm start',
    url: `http://127.0.0.1:${site.port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      CONTENT_DIR: site.contentDir,
      OUT_DIR: site.outDir,
      STATIC_DIR: site.outDir,
      PORT: String(site.port),
      HOST: '127.0.0.1',
      DATABASE_PATH: site.database,
      ...(site.pages ? { GITHUB_REPOSITORY: site.pages.repository, FOLIO_DEPLOY_DIR: path.dirname(site.outDir), ALLOWED_ORIGINS: pagesApiOf(site.port).allowedOrigin } : {}),
      // A design's server draws its design; the others the content's own, or one FOLIO_DESIGN
      // names for the whole run (`FOLIO_DESIGN=terminal npm run test:e2e` walks every suite in it).
      FOLIO_DESIGN: site.design ?? process.env.FOLIO_DESIGN ?? '',
      RATE_LIMIT_PER_MINUTE: '1000',
      // The proof of work at its default size, solved by each engine for real. Its least time is
      // 1 s rather than 3 so that the suite's many sends do not each wait; message-service.spec.ts
      // checks the page waits out whatever the challenge says.
      MIN_SEND_SECONDS: '1',
    },
  })),
});
