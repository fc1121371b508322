/**
 * `npm run bench`: builds the site into .bench/dist, serves it with the production server, measures
 * our page and two references with Lighthouse (simulated throttling, then applied throttling),
 * drives every interaction in Chromium at 4x CPU slowdown (Event Timing latency and long tasks),
 * load-tests POST /api/v1 against a bare node:http server, then the same over PostgreSQL and in the
 * Worker over D1, checks every 201 is stored, sizes the Worker's bundle, prints one report and
 * writes bench-results.json.
 * Exits 0 even when targets are missed (it is a measurement); exits 1 when the run itself breaks.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import { chromiumVersion, launchChromium, measurePages } from './lighthouse';
import { measureInteractions } from './interactions';
import { measureProofCost } from './proof-cost';
import { loadBareWorker, loadPostgres, loadWorker, workerBundle } from './deployments';
import { checkStore, loadTest, proofKeyIn } from './load';
import { proofMaker } from './proofs';
import { PAGE_PATHS, writeReferencePages } from './pages';
import { freePort, runScript, startProcess, type ServerProcess } from '../../server/testing/test-support';
import { formatReport } from './report';
import { evaluateTargets, pageTargets, ratios, storeProblems } from './targets';
import { PAGE_IDS, PRESETS, type BenchResults, type InteractionOutcome, type PageId, type PageMetrics, type PageResult, type Preset, type TargetResult, type Throttling } from './types';
import { contentPaths } from '../../contract/content-paths';
import { loadContent, loadTranslations } from '../content/check-content';
import { languagePages } from '../languages/languages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
function serverEnv(port: number, databasePath: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: distDir,
    SERVE_STATIC: '1',
    DATABASE_PATH: databasePath,
    RATE_LIMIT_PER_MINUTE: '0',
    // The load is 50 visitors' worth of connections from one address.
    MAX_CONNECTIONS_PER_CLIENT: '0',
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
  return (page, preset, run, m) => console.log(`  ${preset} ${throttling} run ${run} ${page}: perf ${m.scores.performance}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms`);
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
    await timed('build', () => runScript('scripts/build/build.ts', { ...process.env, OUT_DIR: distDir, BASE_PATH: '/' }));
    await writeReferencePages(distDir);
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
        onRun: (viewport, run, worst) => console.log(`  ${viewport.name} run ${run}: worst ${worst.label} ${Math.round(worst.latency)} ms`),
      }),
    );

    const proofCost = await timed('proof of work', () => measureProofCost(origin));
    console.log(`  proof of work, all ${proofCost.maxNumber} tries at ${proofCost.cpuSlowdown}x: ${proofCost.worstCaseMs.map((v) => Math.round(v)).join(', ')} ms`);

    const barePort = await freePort();
    const bareServer = await startProcess('scripts/bench/bare-server.ts', { ...process.env, PORT: String(barePort) }, barePort);
    bare = bareServer;
    const bareLoad = await timed('load bare', () => loadTest(bareServer.url, 'bare'));
    await bare.stop();
    bare = undefined;
    const ourLoad = await timed('load ours', () => loadTest(origin, 'ours', proofMaker(proofKeyIn(databasePath))));
    // Stopped before reading: the server flushes its last batch and closes the database on SIGTERM.
    await server.stop();
    server = undefined;
    const store = checkStore(databasePath, ourLoad.ids, ourLoad.result.created);
    const bundleDir = path.join(tempDir, 'worker');
    const bundle = await timed('worker bundle', async () => workerBundle(bundleDir));
    const deployments = [
      await timed('load postgres', loadPostgres),
      await timed('load worker', () => loadWorker(bundleDir)),
      await timed('load bare worker', loadBareWorker),
    ];

    const inputs = { pages: lighthouse.results, interactions, bare: bareLoad.result, ours: ourLoad.result, store, deployments, workerBundle: bundle, proofCost };
    const notes = [...lighthouse.warnings];
    // The no-script figures are only a reference if the strip caught every way the app's code loads.
    for (const result of lighthouse.results.filter((r) => r.page === 'no-script')) {
      const { js } = result.median.bytes;
      if (js > 0) notes.push(`the no-script page still loaded ${js} bytes of JS (${result.preset}, ${result.throttling}): scripts/bench/pages.ts missed a loader`);
    }
    const results: BenchResults = {
      timestamp: new Date().toISOString(),
      versions: { node: process.version, chromium, lighthouse: lighthouse.lighthouseVersion },
      pages: lighthouse.results,
      interactions,
      load: { bare: bareLoad.result, ours: ourLoad.result, store },
      deployments,
      workerBundle: bundle,
      proofCost,
      ratios: ratios(inputs),
      targets: evaluateTargets(inputs),
      notes,
      phasesSeconds,
      machine: { cores: cpus().length, loadAverages },
      totalSeconds: (performance.now() - started) / 1000,
    };
    console.log(`\n${formatReport(results)}`);
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

/**
 * `npm run bench -- --languages <content folder>`: the page's targets (Lighthouse, interactions,
 * first-load bytes) for each language's page of a site in several languages, each against its own
 * no-script copy and the plain page. The message service is the same for every page, so it is
 * measured by the plain `npm run bench`, not here. Writes bench-languages.json.
 */
async function languagesMain(contentDir: string): Promise<number> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  let server: ServerProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  // The server too, or it would find the build stale against content/ and build over it.
  process.env.CONTENT_DIR = contentDir;
  try {
    await runScript('scripts/build/build.ts', { ...process.env, OUT_DIR: distDir, BASE_PATH: '/' });
    const paths = contentPaths(contentDir);
    const site = await loadContent(paths);
    const languages = languagePages(site.lang, (await loadTranslations(site, paths)).map((translation) => translation.lang));
    // Every reference page is written before the server starts: it indexes the folder once.
    for (const language of languages) await writeReferencePages(distDir, language.path, `bench-noscript-${language.lang}.html`);
    const port = await freePort();
    server = await startProcess('server/runtimes/node.ts', serverEnv(port, path.join(tempDir, 'messages.db')), port);
    const origin = server.url;
    const measured: { lang: string; path: string; pages: PageResult[]; interactions: InteractionOutcome[]; targets: TargetResult[] }[] = [];
    for (const language of languages) {
      console.log(`bench: /${language.path} (${language.lang})…`);
      const pages = [
        { page: 'ours' as const, url: `${origin}/${language.path}` },
        { page: 'no-script' as const, url: `${origin}/bench-noscript-${language.lang}.html` },
        { page: 'plain' as const, url: `${origin}${PAGE_PATHS.plain}` },
      ];
      chrome = await launchChromium();
      const run = (throttling: Throttling, presets: readonly Preset[]) =>
        measurePages({
          port: (chrome as LaunchedChrome).port,
          pages,
          presets,
          runs: LIGHTHOUSE_RUNS,
          throttling,
          distDir,
          onRun: printRun(throttling),
        });
      const results = [...(await run('simulate', PRESETS)).results, ...(await run('devtools', APPLIED_PRESETS)).results];
      chrome.kill();
      chrome = undefined;
      const interactions = await measureInteractions({ url: `${origin}/${language.path}`, runs: INTERACTION_RUNS });
      measured.push({ lang: language.lang, path: language.path, pages: results, interactions, targets: pageTargets({ pages: results, interactions }) });
    }
    for (const { lang, path: where, pages, targets } of measured) {
      const mobile = pages.find((result) => result.page === 'ours' && result.preset === 'mobile' && result.throttling === 'simulate')?.median;
      const failed = targets.filter((result) => !result.pass).length;
      console.log(`\n/${where} (${lang}): ${targets.length - failed} PASS, ${failed} FAIL; mobile LCP ${Math.round(mobile?.lcp ?? NaN)} ms, TBT ${Math.round(mobile?.tbt ?? NaN)} ms, JS ${mobile?.gzip.js} B gzip`);
      for (const result of targets) console.log(`  ${result.pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`);
    }
    await writeFile(path.join(root, 'bench-languages.json'), `${JSON.stringify({ timestamp: new Date().toISOString(), contentDir, languages: measured }, null, 2)}\n`);
    console.log('\nWrote bench-languages.json.');
    return 0;
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_BUILD !== '1') await rm(distDir, { recursive: true, force: true });
  }
}

const languagesArgument = process.argv.indexOf('--languages');
(languagesArgument === -1 ? main() : languagesMain(process.argv[languagesArgument + 1] ?? 'content')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench: the run broke:', error);
    process.exit(1);
  },
);
