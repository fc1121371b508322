/**
 * folio's floor plan, as rules on its imports (issue 44). `npm test` runs them
 * (scripts/tooling/dependency-rules.test.ts); `npx depcruise .` prints what breaks one.
 *
 * Read it top to bottom as the architecture (docs/architecture.md draws the same):
 * - contract/ is the ground: what the site, the service and the build agree on. It imports
 *   nothing of ours.
 * - content/ (the owner's) and sample/ (folio's) are data in contract/'s shape; fixtures/ are
 *   owners for the tests, in the same shape.
 * - src/ is the site: it takes contract/ only, never the service or the build. Inside it, the
 *   page's sections never import each other, ui/ and lib/ serve the sections and import none of
 *   them, a design imports only its own pieces and the default's, and the owner's page
 *   (src/owner/) and the site are two builds that share ui/ and lib/ only.
 * - server/ is the message service: contract/ and its own floors (SERVER_FLOORS below), each
 *   importing only the floors under it. Only tests, the browser suites and the bench import its
 *   test support (server/testing/).
 * - scripts/ are the owner's commands and the build, on floors of their own (SCRIPT_FLOORS); the
 *   commands (COMMANDS, the files package.json runs) stand on top, and nothing imports one.
 * - bench/ measures everything from outside; e2e/ drives the built site and the service as
 *   processes, importing only the service's test support.
 * - Nothing imports a test, and nothing imports in a circle.
 */

const { readFileSync } = require('node:fs');

/** A test: a unit test beside its code, or a browser spec. */
const TEST = '\\.(test|spec)\\.tsx?$';
/** A helper only tests import (scripts/import/test-helpers.ts). */
const TEST_HELPER = '(^|/)test-helpers\\.ts$';

/** A regular expression for exactly this path. */
const exactly = (file) => `^${file.replaceAll('.', '\\.')}$`;

/** The commands: the files package.json runs. Each stands on top; nothing but its own tests imports one. */
const COMMANDS = [...new Set([...readFileSync(`${__dirname}/package.json`, 'utf8').matchAll(/\b((?:scripts|server)\/[\w/.-]+\.ts)\b/gu)].map(([, file]) => file))];

/**
 * Floors, from the ground up: each a list of [folder, why]. A file imports its own folder and the
 * floors under it, never a folder beside it on its floor or above it, so no two folders import
 * each other both ways.
 */
function floorRules(prefix, floors) {
  return floors.flatMap((floor, level) =>
    floor
      .map(([folder, why]) => ({
        name: `${prefix}-floor-${folder.replace(/[^a-z]+/gu, '-').replace(/^-|-$/gu, '')}`,
        severity: 'error',
        comment: `${prefix}/${folder}: ${why} It imports only the floors under it (.dependency-cruiser.cjs).`,
        // A command stands on top whatever folder it sits in.
        from: { path: `^${prefix}/${folder}`, pathNot: [TEST, ...COMMANDS.map(exactly)] },
        to: {
          path: [...floor.filter(([other]) => other !== folder), ...floors.slice(level + 1).flat()].map(([other]) => `^${prefix}/${other}`),
        },
      }))
      // The top floor's folders have nothing above them (and an empty list would match every path).
      .filter((rule) => rule.to.path.length > 0),
  );
}

/** server/'s floors. */
const SERVER_FLOORS = [
  [
    ['intake/', 'what judges a message, a policy a file.'],
    ['site/', 'serving the built site, which needs only contract/.'],
  ],
  [['config\\.ts$', 'the settings, read from the environment: every floor above may read them.']],
  [['notifiers/', 'SMTP, the mail API, webhooks: what a notification says and how it goes.']],
  [['outbox/', 'delivering notifications with leases and retries.']],
  [
    ['stores/', 'SQLite, PostgreSQL and D1, which keep messages, deliveries and the rate limits.'],
    ['http/', "Node's request plumbing and the API's answers."],
  ],
  [['owner/', "the owner's side: commands, passkeys, inbox, insights, the owner's page."]],
  [['assistants/', "the MCP endpoint: the public facts, the message tool, the owner's tokens and tools."]],
  [
    ['api\\.ts$', "the public API's routes."],
    ['retention\\.ts$', 'when spam and held messages are purged.'],
  ],
  [['app\\.ts$', 'the runtime-neutral app.']],
  [['service\\.ts$', 'the whole service, app and background work.']],
  [['runtimes/', 'thin entry points, one per runtime.']],
];

/** scripts/'s floors: shared pieces at the bottom; the commands (COMMANDS) stand on all of them. */
const SCRIPT_FLOORS = [
  [
    ['colour/', "the owner's accent and its shades, for the page, the CV, the icons and the share images."],
    ['content-files/', "what every reader of the owner's files shares: ContentError, the pictures a folder has, XML-safe text."],
    ['fetch/', 'reading from the network, bounded as it streams.'],
    ['languages/', "a site's languages: each page's path, direction and alternates."],
    ['fonts/', "a design's faces, cut to a page's letters, with their fallbacks."],
    ['tooling/', "for the tests and the bench: Chromium's path, poppler, screenshots."],
  ],
  [['html/', "the head of every page folio writes, and HTML-safe text."]],
  [
    ['images/', "the owner's pictures, icons and share images."],
    ['github/', "the owner's GitHub repositories as projects."],
    ['designs/', "the designs' pieces for the build, and the gallery's page."],
  ],
  [
    ['posts/', 'posts and case studies: reading, checking, rendering, their pages and feeds.'],
    ['cv/', 'the CV (PDF) and JSON Resume.'],
    ['import/', 'a JSON Resume or a LinkedIn export made into content.'],
  ],
  [
    ['content/', "loading and checking the owner's content, with its posts, pictures and projects."],
    ['assistants/', 'what assistants read about the owner: llms.txt and llms-full.txt.'],
  ],
  [
    ['site/', 'the build: the pre-render per language, the head, the site files, the size budget.'],
    ['dev/', "`npm run dev`'s long-form pages."],
    ['deploy/', 'the deploy targets, the local Worker, the functions bundles.'],
  ],
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a circle are one design in two places.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-importing-tests',
      severity: 'error',
      comment: 'Code never imports a test; shared test code lives in a support file (server/testing/, e2e/support.ts).',
      from: {},
      to: { path: TEST },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment: 'contract/ is the ground every other folder stands on.',
      from: { path: '^contract/' },
      to: { path: '^(src|server|scripts|bench|e2e|content|sample|fixtures)/' },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment: 'An owner (content/, sample/, fixtures/) is data in contract/\'s shape.',
      from: { path: '^(content|sample|fixtures)/', pathNot: TEST },
      to: { path: '^(src|server|scripts|e2e)/' },
    },
    {
      name: 'site-takes-contract-only',
      severity: 'error',
      comment: 'The site (src/) runs in the browser: never the service or the build.',
      from: { path: '^src/' },
      to: { path: '^(server|scripts|e2e)/' },
    },
    {
      name: 'site-reads-content-in-one-place',
      severity: 'error',
      comment: 'Only the entries import the content; everything else takes it as props.',
      from: { path: '^src/', pathNot: ['^src/entry-(client|server)\\.tsx$', TEST] },
      to: { path: '^(content|sample)/' },
    },
    {
      name: 'sections-stand-alone',
      severity: 'error',
      comment: 'A section never imports another: what two share lives in src/ui or src/lib.',
      from: { path: '^src/sections/([^/]+)/' },
      to: { path: '^src/sections/', pathNot: '^src/sections/$1/' },
    },
    {
      name: 'shared-pieces-serve-sections',
      severity: 'error',
      comment:
        "src/ui and src/lib are what sections share: they import no section, no page and no design's piece, but through @design/<piece>, which the type checker reads as the default's and the build as the chosen design's.",
      from: { path: '^src/(ui|lib)/', pathNot: TEST },
      to: { path: '^src/(sections|designs|long-form|owner)/|^src/(app|entry-[a-z]+)\\.tsx$', pathNot: '^src/designs/(default/|[^/]+\\.tsx?$)' },
    },
    {
      name: 'only-entries-import-the-page',
      severity: 'error',
      comment: 'app.tsx is the page: its entries render it, nothing else imports it.',
      from: { path: '^src/', pathNot: ['^src/entry-(client|server)\\.tsx$', TEST] },
      to: { path: '^src/app\\.tsx$' },
    },
    {
      name: 'designs-draw-only',
      severity: 'error',
      comment:
        "A design draws: its pieces take behaviour (the menu, the theme, the scroll spy, the hero's links) from src/ui and src/lib, below every design, and import no section, which would run back up the page (sections import @design/<piece>).",
      from: { path: '^src/designs/' },
      to: { path: '^src/sections/' },
    },
    {
      name: 'designs-stand-alone',
      severity: 'error',
      comment:
        "A design imports its own pieces, the default's (whose types every design's piece takes) and what all designs share at the folder's top (design-fonts.ts), no other design's.",
      from: { path: '^src/designs/([^/]+)/' },
      to: { path: '^src/designs/[^/]+/', pathNot: '^src/designs/($1|default)/' },
    },
    {
      name: 'site-and-owner-page-apart',
      severity: 'error',
      comment: "The site never imports the owner's page (/owner/, a build of its own).",
      from: { path: '^src/', pathNot: '^src/owner/' },
      to: { path: '^src/owner/' },
    },
    {
      name: 'owner-page-shares-ui-and-lib-only',
      severity: 'error',
      comment: "The owner's page shares the site's ui/ and lib/, not its sections, designs or page.",
      from: { path: '^src/owner/' },
      to: { path: '^src/(sections|designs|long-form)/|^src/(app|entry-[a-z]+)\\.tsx$' },
    },
    {
      name: 'service-takes-contract-only',
      severity: 'error',
      comment: 'server/ takes contract/ only: not the site, the content, the build or the browser specs.',
      from: { path: '^server/' },
      to: { path: '^(src|scripts|e2e|content|sample)/' },
    },
    ...floorRules('server', SERVER_FLOORS),
    ...floorRules('scripts', SCRIPT_FLOORS),
    {
      name: 'nothing-imports-a-command',
      severity: 'error',
      comment:
        'A command (a file package.json runs) stands on top: what another file needs of it goes to a piece below. Its tests may call its run function.',
      from: { pathNot: [TEST, TEST_HELPER] },
      to: { path: COMMANDS.map(exactly) },
    },
    {
      name: 'test-support-for-tests',
      severity: 'error',
      comment: "server/testing/ (a throwaway PostgreSQL, a local D1, an SMTP sink) is for tests, the browser suites and the bench: the product never imports it.",
      from: { pathNot: [TEST, '^server/testing/', '^e2e/', '^bench/', '^playwright\\.config\\.ts$'] },
      to: { path: '^server/testing/' },
    },
    {
      name: 'build-and-commands-apart-from-specs',
      severity: 'error',
      comment: 'scripts/ never import the browser specs.',
      from: { path: '^scripts/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'build-and-specs-take-shared-pieces',
      severity: 'error',
      comment:
        "The build and the browser specs may take the pure logic the page runs (src/lib, src/ui) and the designs' shared types (src/designs/design-fonts.ts), never a section, a design's piece or the page itself.",
      from: { path: '^(scripts|e2e)/' },
      to: { path: '^src/(sections|designs/[^/]+|long-form)/|^src/(app|entry-[a-z]+)\\.tsx$' },
    },
    {
      name: 'scripts-read-content-at-run-time',
      severity: 'error',
      comment: "scripts/ load an owner's content at run time (loadContent), never by import: the owner's folder is chosen when the command runs.",
      from: { path: '^scripts/', pathNot: TEST },
      to: { path: '^(content|sample)/' },
    },
    {
      name: 'the-bench-stands-apart',
      severity: 'error',
      comment:
        'bench/ (npm run bench) measures the site and the service from outside: it may import any of them, and nothing of them imports it. The browser specs may hold a page to a bench measurement (the first screen), the same code both ways.',
      from: { pathNot: '^(bench|e2e)/' },
      to: { path: '^bench/' },
    },
    {
      name: 'specs-drive-the-service-as-a-process',
      severity: 'error',
      comment: 'e2e/ drives the service as a process: of server/, only its test support.',
      from: { path: '^e2e/' },
      to: { path: '^server/', pathNot: '^server/testing/' },
    },
  ],
  options: {
    includeOnly: '^(src|server|contract|scripts|bench|e2e|content|sample|fixtures)/|^[^/]+\\.(ts|tsx)$',
    exclude: { path: '(^|/)(node_modules|dist)/|\\.d\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    // Types count: a circle through types still ties two files' design together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
