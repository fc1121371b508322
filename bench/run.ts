/**
 * `npm run bench`: builds the site into .bench/dist, serves it with the production server, measures
 * our page and two references with Lighthouse (simulated throttling, then applied throttling),
 * drives every interaction in Chromium at 4x CPU slowdown (Event Timing latency and long tasks),
 * load-tests POST /api/v1 against a bare node:http server, then the same over PostgreSQL and in the
 * Worker over D1, checks every 201 is stored, sizes the Worker's bundle, prints one report and
 * writes bench-results.json.
 * Exits 0 even when targets are missed (it is a measurement); exits 1 when the run itself breaks.
 */
import { folderBytes, installSizes, PRODUCTION_INSTALL } from './install-size';
import { bundleService } from '../scripts/deploy/service-bundle';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import { chromiumVersion, launchChromium, measurePages } from './lighthouse';
import { measureInteractions, type Flow } from './interactions';
import { measureFirstScreen } from './first-screen';
import { FIRST_FLIGHT_BYTES } from '../scripts/site/size-budget';
import { measureProofCost } from './proof-cost';
import { loadBareWorker, loadPostgres, loadWorker, workerBundle } from './deployments';
import { checkStore, loadTest, proofKeyIn } from './load';
import { mcpLoad, mcpTarget } from './mcp-load';
import { measureMcpFlood, mcpFloodTarget } from './mcp-flood';
import { floodSite } from '../server/testing/mcp-flood';
import { proofMaker } from './proofs';
import { PAGE_PATHS, writeReferencePages } from './pages';
import { observeChanges, referencePage } from './reference-page';
import { BARE_REACT_PATH, buildBareReact } from './bare-react';
import { freePort, runScript, startProcess, type ServerProcess } from '../server/testing/test-support';
import { formatInboxRows, INBOX_MESSAGES, INBOX_TARGET_P99_MS, measureInbox } from './inbox';
import { formatReport, partsAfter } from './report';
import { evaluateTargets, pageTargets, ratios, storeProblems, target } from './targets';
import { PAGE_IDS, PRESETS, type BenchResults, type InteractionOutcome, type InteractionReferences, type InteractionResult, type McpFloodRow, type PageId, type PageMetrics, type PageResult, type Preset, type TargetResult, type Throttling } from './types';
import { contentPaths } from '../contract/content-paths';
import { DESIGNS, type Design } from '../contract/designs';
import { loadContent, loadTranslations } from '../scripts/content/load-content';
import { languagePages } from '../scripts/languages/languages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, '.bench', 'dist');
const resultsFile = path.join(root, 'bench-results.json');
// For finding out why a figure moved; off by default (18 reports are ~10 MB).
const reportsDir = process.env.BENCH_SAVE_REPORTS === '1' ? path.join(root, '.bench', 'reports') : undefined;
const LIGHTHOUSE_RUNS = 3;
const INTERACTION_RUNS = 3;
/**
 * Applied throttling takes real time (about 20 s a mobile run here), so by default only mobile,
 * where the targets are; BENCH_APPLIED_DESKTOP=1 adds desktop (about 9 s a run).
 */
const APPLIED_PRESETS: readonly Preset[] = process.env.BENCH_APPLIED_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'];

/**
 * The server's environment: ours, minus anything that would make the run reach the network or
 * differ from a plain `npm start` (a developer's SMTP or webhook settings would otherwise get
 * tens of thousands of notifications). An empty value means "not set" to the server's config.
 */
/** The framework-free copy of the home page (reference-page.ts), beside the built index.html. */
const REFERENCE_FILE = 'bench-reference.html';

/**
 * Issue 44's two references, written into the built folder before the measuring server starts
 * (it indexes the folder once): the bare React page, and the framework-free copy of the page at
 * `page` (a language's folder, or '') as `file`, whose changes are read off the page itself,
 * served for the purpose by a server of its own.
 */
async function writeInteractionReferences(dist: string, page: string, file: string, databasePath: string): Promise<void> {
  await buildBareReact(dist);
  const port = await freePort();
  const server = await startProcess('server/runtimes/node.ts', { ...serverEnv(port, databasePath), STATIC_DIR: dist }, port);
  let changes;
  try {
    changes = await observeChanges(`${server.url}/${page}`);
  } finally {
    await server.stop();
  }
  await writeFile(path.join(dist, file), referencePage(await readFile(path.join(dist, page, 'index.html'), 'utf8'), changes));
}

/** The references' visits, in the same run as ours: the framework-free page's (when it has one) and the bare React page's load. */
async function measureReferences(origin: string, referenceFile: string | undefined): Promise<InteractionReferences> {
  const frameworkFree = referenceFile === undefined ? undefined : await measureInteractions({ url: `${origin}/${referenceFile}`, runs: INTERACTION_RUNS, flow: 'home' });
  const react = await measureInteractions({ url: `${origin}${BARE_REACT_PATH}`, runs: INTERACTION_RUNS, flow: 'load' });
  return { ...(frameworkFree ? { frameworkFree } : {}), react };
}

function serverEnv(port: number, databasePath: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: distDir,
    SERVE_STATIC: '1',
    DATABASE_PATH: databasePath,
    RATE_LIMIT_PER_MINUTE: '0',
    // The load is 50 visitors' worth of connections from one address (the MCP rows' too).
    MAX_CONNECTIONS_PER_CLIENT: '0',
    MCP_CALLS_PER_MINUTE: '0',
    SMTP_URL: '',
    NOTIFY_TO: '',
    NOTIFY_FROM: '',
    WEBHOOK_URL: '',
    TRUST_PROXY: '0',
    ALLOWED_ORIGINS: '',
  };
}

/** Prints each Lighthouse run as it ends. */
function printRun(throttling: Throttling): (page: PageId, preset: Preset, run: number, m: PageMetrics) => void {
  return (page, preset, run, m) => console.log(`  ${preset} ${throttling} run ${run} ${page}: perf ${m.scores.performance}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms${m.lcpPath ? ` (${m.lcpPath})` : ''}`);
}

async function main(): Promise<number> {
  const started = performance.now();
  const phasesSeconds: Record<string, number> = {};
  const loadAverages: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    // Other work on the machine slows every timing here; the figure says how busy it was.
    loadAverages[name] = loadavg()[0] ?? Number.NaN;
    console.log(`bench: ${name}… (load average ${loadAverages[name].toFixed(1)}, ${cpus().length} cores)`);
    try {
      return await work();
    } finally {
      phasesSeconds[name] = (performance.now() - start) / 1000;
    }
  };

  const tempDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  const databasePath = path.join(tempDir, 'messages.db');
  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    // BASE_PATH is pinned: the pages are measured at the server's root.
    await timed('build', () => runScript('scripts/site/build.ts', { ...process.env, OUT_DIR: distDir, BASE_PATH: '/' }));
    await writeReferencePages(distDir);
    await timed('references', () => writeInteractionReferences(distDir, '', REFERENCE_FILE, path.join(tempDir, 'observe.db')));
    // The owner's own long-form pages, if they write; their no-script copies before the server starts.
    const ownLongForm = await longFormPagesIn(distDir);
    // Reports of an earlier run would otherwise sit beside these under the same names.
    if (reportsDir) await rm(reportsDir, { recursive: true, force: true });

    const port = await freePort();
    server = await timed('server start', () => startProcess('server/runtimes/node.ts', serverEnv(port, databasePath), port));
    const origin = server.url;

    const pages = PAGE_IDS.map((page) => ({ page, url: `${origin}${PAGE_PATHS[page]}` }));
    chrome = await launchChromium();
    const chromePort = chrome.port;
    const chromium = await chromiumVersion(chromePort);
    const lighthouseRun = (throttling: Throttling, presets: readonly Preset[]) =>
      timed(`lighthouse ${throttling}`, () =>
        measurePages({
          port: chromePort,
          pages,
          presets,
          runs: LIGHTHOUSE_RUNS,
          throttling,
          distDir,
          reportsDir,
          onRun: printRun(throttling),
        }),
      );
    const simulated = await lighthouseRun('simulate', PRESETS);
    const applied = await lighthouseRun('devtools', APPLIED_PRESETS);
    const lighthouse = { results: [...simulated.results, ...applied.results], lighthouseVersion: simulated.lighthouseVersion, warnings: [...simulated.warnings, ...applied.warnings] };
    // Chromium would otherwise hold a core's worth of idle work during the load test.
    chrome.kill();
    chrome = undefined;

    const interactions = await timed('interactions', () =>
      measureInteractions({
        url: `${origin}${PAGE_PATHS.ours}`,
        runs: INTERACTION_RUNS,
        onRun: (viewport, run, worst) => console.log(`  ${viewport.name} run ${run}: worst ${worst.label} ${Math.round(worst.latency)} ms${partsAfter(worst.parts)}`),
      }),
    );
    const references = await timed('interaction references', () => measureReferences(origin, REFERENCE_FILE));

    const { articles, firstScreens: longFormScreens } = await timed('long-form pages', () => measureLongFormPages(origin, ownLongForm, tempDir));
    const homeScreen = await timed('first screen', async () => ({ page: '/', ...(await measureFirstScreen(`${origin}/`, await readFile(path.join(distDir, 'index.html'), 'utf8'))) }));
    const firstScreens = [homeScreen, ...longFormScreens];

    const proofCost = await timed('proof of work', () => measureProofCost(origin));
    console.log(`  proof of work, all ${proofCost.maxNumber} tries at ${proofCost.cpuSlowdown}x: ${proofCost.worstCaseMs.map((v) => Math.round(v)).join(', ')} ms`);

    const barePort = await freePort();
    const bareServer = await startProcess('bench/bare-server.ts', { ...process.env, PORT: String(barePort) }, barePort);
    bare = bareServer;
    const bareLoad = await timed('load bare', () => loadTest(bareServer.url, 'bare'));
    await bare.stop();
    bare = undefined;
    const ourLoad = await timed('load ours', () => loadTest(origin, 'ours', proofMaker(proofKeyIn(databasePath))));
    const mcp = await timed('mcp', () => mcpLoad(origin, proofMaker(proofKeyIn(databasePath))));
    const bareMcpPort = await freePort();
    const bareMcp = await startProcess('bench/bare-mcp-server.ts', { ...process.env, PORT: String(bareMcpPort), PROFILE_FILE: path.join(distDir, 'resume.json') }, bareMcpPort);
    bare = bareMcp;
    const mcpReference = await timed('mcp bare', () => mcpLoad(bareMcp.url));
    await bareMcp.stop();
    bare = undefined;
    // Stopped before reading: the server flushes its last batch and closes the database on SIGTERM.
    await server.stop();
    server = undefined;
    const store = checkStore(databasePath, ourLoad.ids, ourLoad.result.created);
    const mcpFlood = await timed('mcp flood', () => mcpFloodOn(distDir, path.join(tempDir, 'mcp-flood.db')));
    const bundleDir = path.join(tempDir, 'worker');
    const bundle = await timed('worker bundle', async () => workerBundle(bundleDir, distDir));
    const deployments = [
      await timed('load postgres', loadPostgres),
      await timed('load worker', () => loadWorker(bundleDir)),
      await timed('load bare worker', loadBareWorker),
    ];
    const inbox = await timed('inbox', () => measureInbox());
    const install = installSizes(root);
    // A production install runs the service bundled (npm run build writes it): it is on the server too.
    const serviceBundle = path.join(tempDir, 'dist-server');
    await bundleService(root, serviceBundle);
    const serviceBytes = folderBytes(serviceBundle);
    const production = { packages: install.production.packages, bytes: install.production.bytes + serviceBytes };

    const inputs = { pages: lighthouse.results, interactions, references, bare: bareLoad.result, ours: ourLoad.result, store, deployments, workerBundle: bundle, proofCost };
    const notes = [...lighthouse.warnings];
    // The no-script figures are only a reference if the strip caught every way the app's code loads.
    for (const result of lighthouse.results.filter((r) => r.page === 'no-script')) {
      const { js } = result.median.bytes;
      if (js > 0) notes.push(`the no-script page still loaded ${js} bytes of JS (${result.preset}, ${result.throttling}): bench/pages.ts missed a loader`);
    }
    const results: BenchResults = {
      timestamp: new Date().toISOString(),
      versions: { node: process.version, chromium, lighthouse: lighthouse.lighthouseVersion },
      pages: lighthouse.results,
      interactions,
      references,
      articles,
      firstScreens,
      load: { bare: bareLoad.result, ours: ourLoad.result, store },
      deployments,
      workerBundle: bundle,
      proofCost,
      inbox,
      mcp,
      mcpReference,
      mcpFlood,
      ratios: ratios(inputs),
      targets: [
        ...evaluateTargets(inputs),
        ...firstScreens.map(firstScreenTarget),
        ...inbox.map((row) =>
          target(`Inbox ${row.kind} at ${INBOX_MESSAGES.toLocaleString('en')} messages, p99 ≤ ${INBOX_TARGET_P99_MS} ms (${row.store})`, row.p99Ms <= INBOX_TARGET_P99_MS, `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`),
        ),
        ...mcp.map((row) => {
          const { name, met, detail } = mcpTarget(row, mcpReference.find((reference) => reference.call === row.call));
          return target(name, met, detail);
        }),
        mcpFloodTarget(mcpFlood),
        // Issue 43: what a server installs (npm ci --omit=dev) beside what a developer does (npm ci).
        target(
          `Production install ≤ ${PRODUCTION_INSTALL.packages} packages and ≤ ${PRODUCTION_INSTALL.bytes / 1e6} MB`,
          production.packages <= PRODUCTION_INSTALL.packages && production.bytes <= PRODUCTION_INSTALL.bytes,
          `${production.packages} packages, ${(production.bytes / 1e6).toFixed(1)} MB, the service's bundle's ${(serviceBytes / 1e6).toFixed(1)} MB included (full install: ${install.full.packages} packages, ${(install.full.bytes / 1e6).toFixed(1)} MB)`,
        ),
      ],
      notes,
      phasesSeconds,
      machine: { cores: cpus().length, loadAverages },
      totalSeconds: (performance.now() - started) / 1000,
    };
    console.log(`\n${formatReport(results)}`);
    for (const article of articles) printPageSet(`Long-form page: ${article.kind} /${article.path} (${article.source})`, article);
    if (notes.length > 0) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`);
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, resultsFile)}.`);

    const problems = [store, ...deployments.map((deployment) => deployment.store)].flatMap(storeProblems);
    if (problems.length > 0) {
      console.error(`bench: correctness failure: ${problems.join('; ')}`);
      return 1;
    }
    return 0;
  } catch (error) {
    // Whether the server was still up is the first question when a page load fails.
    if (server) console.error(`bench: ${server.describe()}`);
    throw error;
  } finally {
    chrome?.kill();
    await bare?.stop();
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
    // Left in place, the built JS would be linted by `eslint .` (it does not skip dot folders).
    if (process.env.BENCH_KEEP_BUILD !== '1') await rm(distDir, { recursive: true, force: true });
  }
}

/** Where the fixture owner who writes lives: the bench's long-form pages when the owner has none. */
const WRITING_FIXTURE = 'fixtures/writing';

/** A built long-form page to measure, and where its copy without scripts is served. */
type LongFormPage = { kind: 'post' | 'case study'; path: string; noScript: string };

/**
 * The long-form pages of a built site worth measuring: its longest post (the most HTML) and its
 * first case study, in the default language. Writes each one's copy without scripts beside it.
 */
async function longFormPagesIn(dist: string): Promise<LongFormPage[]> {
  const pagesUnder = async (folder: string) => {
    const names = await readdir(path.join(dist, folder)).catch(() => [] as string[]);
    const found = await Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(dist, folder, name, 'index.html')).catch(() => undefined))?.size })));
    return found.filter((page): page is { name: string; size: number } => page.size !== undefined);
  };
  const posts = (await pagesUnder('posts')).sort((a, b) => b.size - a.size);
  const studies = (await pagesUnder('work')).sort((a, b) => a.name.localeCompare(b.name));
  const chosen: LongFormPage[] = [
    ...posts.slice(0, 1).map((page) => ({ kind: 'post' as const, path: `posts/${page.name}/`, noScript: 'bench-noscript-post.html' })),
    ...studies.slice(0, 1).map((page) => ({ kind: 'case study' as const, path: `work/${page.name}/`, noScript: 'bench-noscript-case-study.html' })),
  ];
  for (const page of chosen) await writeReferencePages(dist, page.path, page.noScript);
  return chosen;
}

/**
 * The long-form pages beside the home page (issue 24): the owner's own, or, when they have none,
 * those of the fixture owner who writes, built and served by a second `npm start` of their own.
 */
async function measureLongFormPages(origin: string, own: LongFormPage[], tempDir: string): Promise<Pick<BenchResults, 'articles' | 'firstScreens'>> {
  let server: ServerProcess | undefined;
  let where = origin;
  let pages = own;
  let source = 'your content';
  const fixtureDist = path.join(root, '.bench', 'writing');
  try {
    if (pages.length === 0) {
      source = WRITING_FIXTURE;
      const env = { ...process.env, CONTENT_DIR: WRITING_FIXTURE, OUT_DIR: fixtureDist, BASE_PATH: '/' };
      await runScript('scripts/site/build.ts', env);
      pages = await longFormPagesIn(fixtureDist);
      await buildBareReact(fixtureDist);
      const port = await freePort();
      server = await startProcess('server/runtimes/node.ts', { ...serverEnv(port, path.join(tempDir, 'writing.db')), CONTENT_DIR: WRITING_FIXTURE, STATIC_DIR: fixtureDist }, port);
      where = server.url;
    }
    const measured: BenchResults['articles'] = [];
    const firstScreens: BenchResults['firstScreens'] = [];
    const dist = pages === own ? distDir : fixtureDist;
    for (const page of pages) {
      console.log(`bench: ${page.kind} /${page.path} (${source})…`);
      // A long-form page's controls (the menu, a code block's copy) have no framework-free copy: React's floor only.
      const set = await measurePageSet({ url: `${where}/${page.path}`, noScriptUrl: `${where}/${page.noScript}`, plainUrl: `${where}${PAGE_PATHS.plain}`, distDir: dist, flow: 'article', origin: where });
      measured.push({ source, kind: page.kind, path: page.path, ...set });
      const html = await readFile(path.join(dist, page.path, 'index.html'), 'utf8');
      firstScreens.push({ page: `/${page.path} (${source})`, ...(await measureFirstScreen(`${where}/${page.path}`, html)) });
    }
    return { articles: measured, firstScreens };
  } finally {
    await server?.stop();
    if (process.env.BENCH_KEEP_BUILD !== '1') await rm(fixtureDist, { recursive: true, force: true });
  }
}

/** One page measured against its references: Lighthouse, the visit's interactions, its targets. */
type PageSet = { pages: PageResult[]; interactions: InteractionOutcome[]; references?: InteractionReferences | undefined; targets: TargetResult[] };

/**
 * A page (`url`), its copy without scripts and the plain page, by Lighthouse (simulated, then
 * applied throttling) in a Chromium of their own, then the visit `flow` at 4x CPU.
 */
async function measurePageSet(options: { url: string; noScriptUrl: string; plainUrl: string; distDir: string; flow: Flow; origin: string; referenceFile?: string; reportsDir?: string | undefined }): Promise<PageSet> {
  const pages = [
    { page: 'ours' as const, url: options.url },
    { page: 'no-script' as const, url: options.noScriptUrl },
    { page: 'plain' as const, url: options.plainUrl },
  ];
  const chrome = await launchChromium();
  let results: PageResult[];
  try {
    const run = (throttling: Throttling, presets: readonly Preset[]) =>
      measurePages({ port: chrome.port, pages, presets, runs: LIGHTHOUSE_RUNS, throttling, distDir: options.distDir, reportsDir: options.reportsDir, onRun: printRun(throttling) });
    results = [...(await run('simulate', PRESETS)).results, ...(await run('devtools', APPLIED_PRESETS)).results];
  } finally {
    chrome.kill();
  }
  const interactions = await measureInteractions({ url: options.url, runs: INTERACTION_RUNS, flow: options.flow });
  const references = await measureReferences(options.origin, options.referenceFile);
  return { pages: results, interactions, references, targets: pageTargets({ pages: results, interactions, references }) };
}

/** Issue 24's row: the HTML a page's first screen needs arrives in a connection's first flight. */
function firstScreenTarget(screen: BenchResults['firstScreens'][number]): TargetResult {
  return target(
    `First screen in the first flight, ≤ ${FIRST_FLIGHT_BYTES / 1000} kB gzip (${screen.page})`,
    screen.fits,
    `${screen.firstScreen} B of ${screen.html} B gzip before ${screen.endsAt} (${screen.viewport})`,
  );
}

/** A measured page's line and its targets, as the report prints the home page's. */
function printPageSet(title: string, { pages, interactions, references, targets }: PageSet): void {
  const mobile = pages.find((result) => result.page === 'ours' && result.preset === 'mobile' && result.throttling === 'simulate')?.median;
  const plain = pages.find((result) => result.page === 'plain' && result.preset === 'mobile' && result.throttling === 'simulate')?.median;
  const applied = pages.find((result) => result.page === 'ours' && result.preset === 'mobile' && result.throttling === 'devtools')?.median;
  const failed = targets.filter((result) => !result.pass).length;
  console.log(
    `\n${title}: ${targets.length - failed} PASS, ${failed} FAIL; mobile LCP ${Math.round(mobile?.lcp ?? NaN)} ms (applied ${Math.round(applied?.lcp ?? NaN)} ms), TBT ${Math.round(mobile?.tbt ?? NaN)} ms, HTML ${mobile?.bytes.html} B, JS ${mobile?.gzip.js} B gzip`,
  );
  for (const outcome of interactions) {
    const worst = outcome.interactions.reduce<InteractionResult>((a, b) => (b.median > a.median ? b : a), { label: '-', median: 0, runs: [] });
    console.log(`  ${outcome.viewport}: longest task ${Math.round(outcome.longTasks.longest)} ms, worst interaction ${worst.label} ${Math.round(worst.median)} ms${partsAfter(worst.parts)}`);
    const free = references?.frameworkFree?.find((reference) => reference.viewport === outcome.viewport);
    const freeWorst = free?.interactions.reduce<InteractionResult>((a, b) => (b.median > a.median ? b : a), { label: '-', median: 0, runs: [] });
    const react = references?.react?.find((reference) => reference.viewport === outcome.viewport);
    console.log(
      `    references: framework-free page ${freeWorst ? `worst ${freeWorst.label} ${Math.round(freeWorst.median)} ms, longest task ${Math.round(free?.longTasks.longest ?? NaN)} ms` : 'not measured here'}; bare React page longest task ${Math.round(react?.longTasks.longest ?? NaN)} ms`,
    );
  }
  // Issue 44: no longer a target (the page's script costs nothing against its copy without
  // scripts; Lantern's model and the machine make the rest), printed as the reference it is.
  if (mobile && plain) console.log(`  reference: simulated mobile LCP ${Math.round(mobile.lcp)} ms is ${(mobile.lcp / plain.lcp).toFixed(3)}x the plain page's ${Math.round(plain.lcp)} ms`);
  for (const result of targets) console.log(`  ${result.pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`);
}

/**
 * `npm run bench -- --languages <content folder>`: the page's targets (Lighthouse, interactions,
 * first-load bytes) for each language's page of a site in several languages, each against its own
 * no-script copy and the plain page. The message service is the same for every page, so it is
 * measured by the plain `npm run bench`, not here. Writes bench-languages.json.
 */
async function languagesMain(contentDir: string): Promise<number> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  let server: ServerProcess | undefined;
  // The server too, or it would find the build stale against content/ and build over it.
  process.env.CONTENT_DIR = contentDir;
  try {
    await runScript('scripts/site/build.ts', { ...process.env, OUT_DIR: distDir, BASE_PATH: '/' });
    const paths = contentPaths(contentDir);
    const site = await loadContent(paths);
    const languages = languagePages(site.lang, (await loadTranslations(site, paths)).map((translation) => translation.lang));
    // Every reference page is written before the server starts: it indexes the folder once.
    for (const language of languages) {
      await writeReferencePages(distDir, language.path, `bench-noscript-${language.lang}.html`);
      await writeInteractionReferences(distDir, language.path, `bench-reference-${language.lang}.html`, path.join(tempDir, 'observe.db'));
    }
    const port = await freePort();
    server = await startProcess('server/runtimes/node.ts', serverEnv(port, path.join(tempDir, 'messages.db')), port);
    const origin = server.url;
    const measured: ({ lang: string; path: string } & PageSet)[] = [];
    for (const language of languages) {
      console.log(`bench: /${language.path} (${language.lang})…`);
      const set = await measurePageSet({ url: `${origin}/${language.path}`, noScriptUrl: `${origin}/bench-noscript-${language.lang}.html`, plainUrl: `${origin}${PAGE_PATHS.plain}`, distDir, flow: 'home', origin, referenceFile: `bench-reference-${language.lang}.html`, reportsDir: reportsDir && path.join(reportsDir, language.lang) });
      measured.push({ lang: language.lang, path: language.path, ...set });
    }
    for (const { lang, path: where, ...set } of measured) printPageSet(`/${where} (${lang})`, set);
    await writeFile(path.join(root, 'bench-languages.json'), `${JSON.stringify({ timestamp: new Date().toISOString(), contentDir, languages: measured }, null, 2)}\n`);
    console.log('\nWrote bench-languages.json.');
    return 0;
  } finally {
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_BUILD !== '1') await rm(distDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- --designs`: the home page's targets (Lighthouse in all four categories, LCP
 * against the same page without scripts, CLS, interactions, first-load bytes with the fonts) for
 * the owner's content built in each design (issue 42), each against its own no-script copy and
 * the plain page. Writes bench-designs.json.
 */
async function designsMain(): Promise<number> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  const measured: ({ design: Design } & PageSet)[] = [];
  // `--designs sidebar,terminal` measures those alone, to look again at one design after a change.
  const named = process.argv[process.argv.indexOf('--designs') + 1]?.split(',') ?? [];
  const designs = DESIGNS.filter((design) => named.includes(design));
  try {
    for (const design of designs.length > 0 ? designs : DESIGNS) {
      let server: ServerProcess | undefined;
      // The server too, or it would find the build stale against site.ts's design and build over it.
      process.env.FOLIO_DESIGN = design;
      try {
        console.log(`bench: the ${design} design…`);
        await runScript('scripts/site/build.ts', { ...process.env, OUT_DIR: distDir, BASE_PATH: '/' });
        await writeReferencePages(distDir, '', 'bench-noscript.html');
        await writeInteractionReferences(distDir, '', REFERENCE_FILE, path.join(tempDir, `${design}-observe.db`));
        const port = await freePort();
        server = await startProcess('server/runtimes/node.ts', serverEnv(port, path.join(tempDir, `${design}.db`)), port);
        const set = await measurePageSet({ url: `${server.url}/`, noScriptUrl: `${server.url}/bench-noscript.html`, plainUrl: `${server.url}${PAGE_PATHS.plain}`, distDir, flow: 'home', origin: server.url, referenceFile: REFERENCE_FILE, reportsDir: reportsDir && path.join(reportsDir, design) });
        const screen = await measureFirstScreen(`${server.url}/`, await readFile(path.join(distDir, 'index.html'), 'utf8'));
        measured.push({ design, ...set, targets: [...set.targets, firstScreenTarget({ page: '/', ...screen })] });
      } finally {
        await server?.stop();
      }
    }
    for (const { design, ...set } of measured) printPageSet(`design ${design}`, set);
    await writeFile(path.join(root, 'bench-designs.json'), `${JSON.stringify({ timestamp: new Date().toISOString(), designs: measured }, null, 2)}\n`);
    console.log('\nWrote bench-designs.json.');
    return measured.some((set) => set.targets.some((target) => !target.pass)) ? 1 : 0;
  } finally {
    delete process.env.FOLIO_DESIGN;
    await rm(tempDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_BUILD !== '1') await rm(distDir, { recursive: true, force: true });
  }
}

/**
 * The red team's MCP flood (mcp-flood.ts) against `npm start` as an owner runs it: the bench's server
 * settings, with every limit at its default, over a SQLite file of its own.
 */
async function mcpFloodOn(dist: string, databasePath: string): Promise<McpFloodRow> {
  const port = await freePort();
  const limitsAsShipped = { RATE_LIMIT_PER_MINUTE: '', MAX_CONNECTIONS_PER_CLIENT: '', MCP_CALLS_PER_MINUTE: '' };
  const server = await startProcess('server/runtimes/node.ts', { ...serverEnv(port, databasePath), STATIC_DIR: dist, ...limitsAsShipped }, port);
  try {
    return await measureMcpFlood(port);
  } finally {
    await server.stop();
  }
}

/** `npm run bench -- --mcp-flood`: only the MCP flood's row, on a fixture page, in about a minute. */
async function mcpFloodMain(): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-bench-flood-'));
  try {
    const row = mcpFloodTarget(await mcpFloodOn(floodSite(dir), path.join(dir, 'mcp-flood.db')));
    console.log(`\n${row.pass ? 'PASS' : 'FAIL'}  ${row.name}: ${row.detail}`);
    return 0;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `npm run bench -- --inbox`: only the owner's inbox at 10,000 messages on each store (inbox.ts), in about half a minute. */
async function inboxMain(): Promise<number> {
  console.log(`\n${formatInboxRows(await measureInbox())}`);
  return 0;
}

const languagesArgument = process.argv.indexOf('--languages');
const run = process.argv.includes('--inbox')
  ? inboxMain
  : process.argv.includes('--mcp-flood')
    ? mcpFloodMain
    : process.argv.includes('--designs')
      ? designsMain
      : languagesArgument === -1
        ? main
        : () => languagesMain(process.argv[languagesArgument + 1] ?? 'content');
run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench: the run broke:', error);
    process.exit(1);
  },
);
