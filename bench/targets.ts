import { BUDGET } from '../scripts/site/size-budget';
import { ratio } from './median';
import { partsAfter } from './report';
import type { DeploymentLoad, InteractionOutcome, InteractionReferences, InteractionResult, LoadResult, PageId, PageMetrics, PageResult, Preset, ProofCost, StoreCheck, TargetResult, Throttling } from './types';

/** The targets from the issues, in one place so the report and the JSON cannot disagree. */
export const TARGETS = {
  categoryScore: 100,
  lcpOverNoScript: 1.05,
  cls: 0,
  tbtOverPlainMs: 30,
  // The size budget is the one `npm test` checks; the bench reports the same limits.
  jsGzipBytes: BUDGET.js,
  cssGzipBytes: BUDGET.css,
  firstLoadBytes: BUDGET.total,
  requestsOverBare: 0.4,
  p99Ms: 25,
  /** POST on the other deployments (PostgreSQL, the Worker over D1), at the same 50 connections. */
  deploymentP99Ms: 50,
  workerBundleGzipBytes: 200 * 1024,
  /** The proof of work's every try, at 4x CPU: "at most about 1 s of background work on a 4x-slowed phone". */
  proofWorstCaseMs: 1000,
  /** Applied throttling (mobile): what a slow phone really does, not an estimate. */
  appliedLcpOverNoScript: 1.02,
  appliedTbtMs: 50,
  /**
   * Issue 44: each interaction at 4x CPU against the same interaction on the framework-free
   * reference page (reference-page.ts), measured in the same run, with the page's own handlers
   * taking at most a frame of it; the longest task against a bare React page’s (bare-react.ts);
   * and, absolutely, the worst interaction on a phone within INP's "good".
   */
  interactionOverReference: 1.15,
  handlersMs: 16,
  longestTaskOverReact: 1.15,
  worstInteractionPhoneMs: 200,
} as const;

/**
 * Event Timing rounds an interaction's duration to 8 ms, so two durations a few ms apart may read
 * 8 ms apart: a ratio of two such figures is held to the larger of the ratio and one step of it.
 */
export const EVENT_TIMING_STEP_MS = 8;

export type Inputs = {
  pages: readonly PageResult[];
  interactions: readonly InteractionOutcome[];
  references?: InteractionReferences;
  bare: LoadResult;
  ours: LoadResult;
  store: StoreCheck;
  deployments: readonly DeploymentLoad[];
  workerBundle: { bytes: number; gzipBytes: number };
  proofCost: ProofCost;
};

export type Ratios = { lcpOverNoScript: number; appliedLcpOverNoScript: number; lcpOverPlain: number; requestsOverBare: number };

export function metricsOf(pages: readonly PageResult[], page: PageId, preset: Preset, throttling: Throttling = 'simulate'): PageMetrics {
  const found = pages.find((result) => result.page === page && result.preset === preset && result.throttling === throttling);
  if (!found) throw new Error(`No Lighthouse result for ${page} (${preset}, ${throttling}).`);
  return found.median;
}

export function ratios(inputs: Omit<Inputs, 'interactions' | 'deployments' | 'workerBundle' | 'proofCost'>): Ratios {
  const ours = metricsOf(inputs.pages, 'ours', 'mobile');
  const applied = metricsOf(inputs.pages, 'ours', 'mobile', 'devtools');
  return {
    lcpOverNoScript: ratio(ours.lcp, metricsOf(inputs.pages, 'no-script', 'mobile').lcp),
    appliedLcpOverNoScript: ratio(applied.lcp, metricsOf(inputs.pages, 'no-script', 'mobile', 'devtools').lcp),
    lcpOverPlain: ratio(ours.lcp, metricsOf(inputs.pages, 'plain', 'mobile').lcp),
    requestsOverBare: ratio(inputs.ours.requestsPerSecond, inputs.bare.requestsPerSecond),
  };
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number): string => `${Math.round(value)} ms`;

export function target(name: string, pass: boolean, detail: string): TargetResult {
  return { name, pass, detail };
}

/** PASS/FAIL per target; NaN (a metric Lighthouse could not produce) never passes. */
export function evaluateTargets(inputs: Inputs): TargetResult[] {
  const r = ratios(inputs);
  const results = pageTargets(inputs);
  results.push(...serviceTargets(inputs, r));
  return results;
}

/** What a page measures: the part of the inputs the targets of one page read. */
export type PageInputs = Pick<Inputs, 'pages' | 'interactions'> & { references?: InteractionReferences };

/** The targets of the page itself (Lighthouse, interactions, bytes): what must hold for each language's page. */
export function pageTargets(inputs: PageInputs): TargetResult[] {
  const ours = metricsOf(inputs.pages, 'ours', 'mobile');
  const applied = metricsOf(inputs.pages, 'ours', 'mobile', 'devtools');
  const r = {
    lcpOverNoScript: ratio(ours.lcp, metricsOf(inputs.pages, 'no-script', 'mobile').lcp),
    appliedLcpOverNoScript: ratio(applied.lcp, metricsOf(inputs.pages, 'no-script', 'mobile', 'devtools').lcp),
  };
  const results: TargetResult[] = [];
  const presets: Preset[] = ['mobile', 'desktop'];
  for (const preset of presets) {
    const { scores } = metricsOf(inputs.pages, 'ours', preset);
    const all = [scores.performance, scores.accessibility, scores.bestPractices, scores.seo];
    const shown = all.map((value) => (Number.isNaN(value) ? '?' : String(value))).join('/');
    results.push(target(`Lighthouse 100 in all four categories (${preset})`, all.every((v) => v >= TARGETS.categoryScore), `Perf/A11y/BP/SEO ${shown}`));
  }
  results.push(target(`Mobile LCP ≤ ${TARGETS.lcpOverNoScript} × no-script LCP`, r.lcpOverNoScript <= TARGETS.lcpOverNoScript, `ratio ${r.lcpOverNoScript.toFixed(3)}`));
  for (const preset of presets) {
    const ours = metricsOf(inputs.pages, 'ours', preset);
    const plain = metricsOf(inputs.pages, 'plain', preset);
    results.push(target(`CLS ${TARGETS.cls} (${preset})`, ours.cls <= TARGETS.cls, `CLS ${ours.cls.toFixed(4)}`));
    const limit = plain.tbt + TARGETS.tbtOverPlainMs;
    results.push(target(`TBT ≤ plain TBT + ${TARGETS.tbtOverPlainMs} ms (${preset})`, ours.tbt <= limit, `${ms(ours.tbt)} vs limit ${ms(limit)}`));
  }
  results.push(target(`Applied mobile LCP ≤ ${TARGETS.appliedLcpOverNoScript} × no-script LCP`, r.appliedLcpOverNoScript <= TARGETS.appliedLcpOverNoScript, `ratio ${r.appliedLcpOverNoScript.toFixed(3)}`));
  results.push(target(`Applied mobile TBT ≤ ${TARGETS.appliedTbtMs} ms`, applied.tbt <= TARGETS.appliedTbtMs, ms(applied.tbt)));
  results.push(target(`Applied mobile CLS ${TARGETS.cls}`, applied.cls <= TARGETS.cls, `CLS ${applied.cls.toFixed(4)}`));
  results.push(...interactionTargets(inputs.interactions, inputs.references ?? {}));
  // Bytes can differ by preset (responsive images), so the larger of the two is what counts.
  const worst = (pick: (m: PageMetrics) => number) => Math.max(...presets.map((preset) => pick(metricsOf(inputs.pages, 'ours', preset))));
  const js = worst((m) => m.gzip.js);
  const css = worst((m) => m.gzip.css);
  const total = worst((m) => m.bytes.total);
  results.push(target(`First-load JS ≤ ${kB(TARGETS.jsGzipBytes)} gzip`, js <= TARGETS.jsGzipBytes, `${kB(js)} gzip`));
  results.push(target(`First-load CSS ≤ ${kB(TARGETS.cssGzipBytes)} gzip`, css <= TARGETS.cssGzipBytes, `${kB(css)} gzip`));
  results.push(target(`All first-load bytes ≤ ${kB(TARGETS.firstLoadBytes)}`, total <= TARGETS.firstLoadBytes, `${kB(total)} transferred`));
  return results;
}

/** The targets of the message service and its deployments: the same for every page. */
function serviceTargets(inputs: Inputs, r: Ratios): TargetResult[] {
  const results: TargetResult[] = [];
  results.push(target(`POST ≥ ${TARGETS.requestsOverBare * 100}% of bare req/s`, r.requestsOverBare >= TARGETS.requestsOverBare, `${(r.requestsOverBare * 100).toFixed(1)}%`));
  results.push(target(`POST p99 ≤ ${TARGETS.p99Ms} ms`, inputs.ours.p99Ms <= TARGETS.p99Ms, `p99 ${inputs.ours.p99Ms} ms`));
  results.push(target('POST 0 errors', inputs.ours.errors === 0, `${inputs.ours.errors} errors (${inputs.ours.timeouts} timeouts, ${inputs.ours.non2xx} non-2xx)`));
  const problems = storeProblems(inputs.store);
  results.push(target('No 201 missing from the database', problems.length === 0, problems.join('; ') || `${inputs.store.ids} ids, all stored`));
  for (const { label, result, store } of inputs.deployments.filter((deployment) => !deployment.reference)) {
    results.push(target(`POST p99 ≤ ${TARGETS.deploymentP99Ms} ms (${label})`, result.p99Ms <= TARGETS.deploymentP99Ms, `p99 ${result.p99Ms} ms, ${Math.round(result.requestsPerSecond)} req/s`));
    results.push(target(`POST 0 errors (${label})`, result.errors === 0, `${result.errors} errors (${result.timeouts} timeouts, ${result.non2xx} non-2xx)`));
    const lost = storeProblems(store);
    results.push(target(`No 201 missing from the database (${label})`, lost.length === 0, lost.join('; ') || `${store.ids} ids, all stored`));
  }
  const gzip = inputs.workerBundle.gzipBytes;
  results.push(target(`Worker bundle ≤ ${TARGETS.workerBundleGzipBytes / 1024} KiB gzip`, gzip <= TARGETS.workerBundleGzipBytes, `${(gzip / 1024).toFixed(1)} KiB gzip (${(inputs.workerBundle.bytes / 1024).toFixed(1)} KiB minified)`));
  const proof = inputs.proofCost;
  results.push(
    target(
      `Proof of work, all ${proof.maxNumber.toLocaleString('en-US')} tries, ≤ ${TARGETS.proofWorstCaseMs} ms at ${proof.cpuSlowdown}x CPU`,
      proof.medianWorstCaseMs <= TARGETS.proofWorstCaseMs,
      `median ${ms(proof.medianWorstCaseMs)} (runs ${proof.worstCaseMs.map(ms).join(', ')}), longest task meanwhile ${ms(proof.longestTaskMs)}`,
    ),
  );
  return results;
}

/** Reasons the stored rows disagree with the 201s; any one is a correctness failure (exit 1). */
export function storeProblems(store: StoreCheck): string[] {
  const problems: string[] = [];
  if (store.missing.length > 0) problems.push(`${store.missing.length} answered ids not in the database (first: ${store.missing.slice(0, 5).join(', ')})`);
  if (store.ids !== store.created) problems.push(`${store.created} answers were 201 but only ${store.ids} carried an id`);
  if (store.distinctIds !== store.ids) problems.push(`${store.ids - store.distinctIds} ids were given to more than one message`);
  if (store.rows < store.distinctIds) problems.push(`${store.rows} rows for ${store.distinctIds} distinct ids`);
  if (store.spam) problems.push(`${store.spam} messages stored as spam: their proofs of work were refused, so the load did not measure a visitor's message`);
  return problems;
}

/** The outcome of the same viewport in a reference's visit. */
function sameViewport(outcomes: readonly InteractionOutcome[] | undefined, viewport: string): InteractionOutcome | undefined {
  return outcomes?.find((outcome) => outcome.viewport === viewport);
}

/** Per viewport: every interaction against the framework-free page's, the handlers, the longest task against React's floor; the phone's worst against INP. */
export function interactionTargets(outcomes: readonly InteractionOutcome[], references: InteractionReferences): TargetResult[] {
  return outcomes.flatMap((outcome) => {
    const where = `${outcome.viewport}, ${outcome.cpuSlowdown}x CPU`;
    const results: TargetResult[] = [];
    const worst = outcome.interactions.reduce<InteractionResult>((a, b) => (b.median > a.median ? b : a), { label: 'none', median: 0, runs: [] });
    const plain = sameViewport(references.frameworkFree, outcome.viewport);
    if (plain) {
      const compared = outcome.interactions.flatMap((mine) => {
        const theirs = plain.interactions.find((candidate) => candidate.label === mine.label);
        if (!theirs) return [];
        const limit = Math.max(theirs.median * TARGETS.interactionOverReference, theirs.median + EVENT_TIMING_STEP_MS);
        return [{ label: mine.label, ours: mine.median, reference: theirs.median, limit, over: !(mine.median <= limit) }];
      });
      const over = compared.filter((row) => row.over);
      const shown = (over.length > 0 ? over : compared).reduce<(typeof compared)[number] | undefined>((a, b) => (a === undefined || b.ours / Math.max(b.reference, 1) > a.ours / Math.max(a.reference, 1) ? b : a), undefined);
      const unmatched = outcome.interactions.length - compared.length;
      results.push(
        target(
          `Every interaction ≤ ${TARGETS.interactionOverReference} × the framework-free page’s (${where})`,
          compared.length > 0 && over.length === 0,
          `${over.length} of ${compared.length} over${shown ? `; ${over.length > 0 ? 'e.g.' : 'closest'} ${shown.label} ${ms(shown.ours)} vs ${ms(shown.reference)} (limit ${ms(shown.limit)})` : ''}${unmatched > 0 ? `; ${unmatched} with no counterpart` : ''}`,
        ),
      );
    }
    const slowHandlers = outcome.interactions.filter((i) => (i.parts?.processing ?? 0) > TARGETS.handlersMs);
    const busiest = outcome.interactions.reduce<InteractionResult | undefined>((a, b) => (a === undefined || (b.parts?.processing ?? 0) > (a.parts?.processing ?? 0) ? b : a), undefined);
    results.push(
      target(
        `The page’s handlers ≤ ${TARGETS.handlersMs} ms per interaction (${where})`,
        outcome.interactions.length > 0 && slowHandlers.length === 0,
        `${slowHandlers.length} of ${outcome.interactions.length} over; most ${busiest?.label ?? '-'} ${ms(busiest?.parts?.processing ?? 0)}`,
      ),
    );
    const react = sameViewport(references.react, outcome.viewport);
    if (react) {
      const limit = react.longTasks.longest * TARGETS.longestTaskOverReact;
      results.push(
        target(
          `Longest task ≤ ${TARGETS.longestTaskOverReact} × a bare React page’s (${where})`,
          outcome.longTasks.longest <= limit,
          `${ms(outcome.longTasks.longest)} vs ${ms(react.longTasks.longest)} (limit ${ms(limit)})`,
        ),
      );
    }
    if (outcome.viewport === 'phone') {
      results.push(
        target(
          `Worst interaction ≤ ${TARGETS.worstInteractionPhoneMs} ms (${where})`,
          outcome.interactions.length > 0 && worst.median <= TARGETS.worstInteractionPhoneMs,
          `${worst.label} ${ms(worst.median)}${partsAfter(worst.parts)}`,
        ),
      );
    }
    return results;
  });
}
