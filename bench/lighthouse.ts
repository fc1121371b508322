import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/tooling/chromium';
import { createGzipSizer } from './gzip-size';
import { simulatedLcpPath } from './lcp-path';
import { CATEGORY_LIST, medianMetrics, readRun } from './lighthouse-metrics';
import { inRunOrder } from './pages';
import type { PageId, PageMetrics, PageResult, Preset, Throttling } from './types';

/** One browser for every run: launching one per run would cost more than some of the runs. */
export async function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'error' });
}

export async function chromiumVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const info = (await response.json()) as { Browser?: string };
  return info.Browser ?? 'unknown';
}

export type PageToMeasure = { page: PageId; url: string };

export type LighthouseOptions = {
  port: number;
  pages: readonly PageToMeasure[];
  presets: readonly Preset[];
  runs: number;
  throttling: Throttling;
  distDir: string;
  /** If set, each run's full Lighthouse report is kept here as `<page>-<preset>-<throttling>-<run>.json`. */
  reportsDir?: string | undefined;
  /** Called after each run, for progress output. */
  onRun?: (page: PageId, preset: Preset, run: number, metrics: PageMetrics) => void;
};

/** A run may fail on its own (a busy machine, a Chromium hiccup); a run that keeps failing breaks the bench. */
const ATTEMPTS = 3;

async function runWithRetry(
  options: LighthouseOptions,
  page: PageId,
  preset: Preset,
  run: number,
  url: string,
  onFailure: (message: string) => void,
): Promise<RunnerResult & { lhr: Result }> {
  const flags: Flags = {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORY_LIST,
    throttlingMethod: options.throttling,
  };
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = outcome?.lhr;
    if (lhr && options.reportsDir) {
      await mkdir(options.reportsDir, { recursive: true });
      const suffix = lhr.runtimeError ? `-failed-${attempt}` : '';
      await writeFile(path.join(options.reportsDir, `${page}-${preset}-${options.throttling}-${run}${suffix}.json`), JSON.stringify(lhr));
    }
    if (outcome && lhr && !lhr.runtimeError) return { ...outcome, lhr };
    const reason = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
    const message = `Lighthouse failed on ${url} (${preset}, ${options.throttling}, run ${run}, attempt ${attempt}/${ATTEMPTS}): ${reason}`;
    if (attempt >= ATTEMPTS) throw new Error(message);
    console.warn(`  ${message}; trying again`);
    onFailure(message);
  }
}

export type LighthouseOutcome = { results: PageResult[]; lighthouseVersion: string; warnings: string[] };

/**
 * Runs Lighthouse `runs` times per page and preset and keeps each metric's median. Runs are
 * interleaved (page A, B, C, then B, C, A) so a slow moment of the machine spreads over all
 * pages instead of landing on one of them and skewing the ratios.
 */
export async function measurePages(options: LighthouseOptions): Promise<LighthouseOutcome> {
  const gzipSize = createGzipSizer(options.distDir);
  const collected = new Map<string, PageMetrics[]>();
  const warnings = new Set<string>();
  let lighthouseVersion = 'unknown';

  for (const preset of options.presets) {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const { page, url } of inRunOrder(options.pages, run)) {
        const { lhr, artifacts } = await runWithRetry(options, page, preset, run, url, (failure) => warnings.add(failure));
        lighthouseVersion = lhr.lighthouseVersion;
        for (const warning of lhr.runWarnings) warnings.add(`${page} ${preset} ${options.throttling}: ${warning}`);
        const reading = readRun(lhr, new URL(url).origin);
        const sum = (paths: string[], size: (file: string) => number) => paths.reduce((total, file) => total + size(file), 0);
        const inline = (kind: 'js' | 'css') => sum(reading.files.html, (file) => gzipSize.inline(file)[kind]);
        const metrics: PageMetrics = {
          scores: reading.scores,
          fcp: reading.fcp,
          lcp: reading.lcp,
          tbt: reading.tbt,
          cls: reading.cls,
          speedIndex: reading.speedIndex,
          bytes: reading.bytes,
          gzip: { js: sum(reading.files.js, gzipSize.file) + inline('js'), css: sum(reading.files.css, gzipSize.file) + inline('css') },
        };
        // What the simulated LCP waited for, which a run's figure alone does not say (docs/benchmark.md).
        if (options.throttling === 'simulate') metrics.lcpPath = await simulatedLcpPath(artifacts, lhr.configSettings, new URL(url).origin);
        const key = `${page}/${preset}`;
        collected.set(key, [...(collected.get(key) ?? []), metrics]);
        options.onRun?.(page, preset, run, metrics);
      }
    }
  }

  const results = options.presets.flatMap((preset) =>
    options.pages.map(({ page, url }) => {
      const runs = collected.get(`${page}/${preset}`) ?? [];
      return {
        page,
        preset,
        throttling: options.throttling,
        url,
        runs: options.runs,
        median: medianMetrics(runs),
        // One place per run, so a run that could not tell leaves its place and the next keeps its number.
        lcpPaths: runs.map((metrics) => metrics.lcpPath ?? null),
      };
    }),
  );
  return { results, lighthouseVersion, warnings: [...warnings] };
}
