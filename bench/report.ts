import { EVENT_THRESHOLD_MS } from './page-probe';
import type { BenchResults, InteractionOutcome, InteractionReferences, LatencyParts, LoadResult, PageResult, Throttling } from './types';

/**
 * A markdown table padded to line up in a terminal too, since the same text goes to the console
 * and into docs/benchmark.md. Columns from `firstNumeric` on are right-aligned (`---:`).
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[], firstNumeric = 1): string {
  const widths = headers.map((header, column) => Math.max(header.length, 3, ...rows.map((row) => (row[column] ?? '').length)));
  const right = (column: number) => column >= firstNumeric;
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (right(column) ? (cells[column] ?? '').padStart(width) : (cells[column] ?? '').padEnd(width))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (right(column) ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** A figure for the table: NaN (nothing measured) shows as "n/a" rather than as a fake number. */
export function fixed(value: number, digits = 0): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

export const kiloBytes = (bytes: number): string => fixed(bytes / 1000, 1);

function pageRow(result: PageResult): string[] {
  const m = result.median;
  return [
    result.page,
    result.preset,
    fixed(m.scores.performance),
    fixed(m.scores.accessibility),
    fixed(m.scores.bestPractices),
    fixed(m.scores.seo),
    fixed(m.fcp),
    fixed(m.lcp),
    fixed(m.tbt),
    fixed(m.cls, 3),
    fixed(m.speedIndex),
    kiloBytes(m.bytes.html),
    kiloBytes(m.bytes.css),
    kiloBytes(m.bytes.js),
    kiloBytes(m.bytes.images),
    kiloBytes(m.bytes.fonts),
    kiloBytes(m.bytes.other),
    kiloBytes(m.bytes.total),
    kiloBytes(m.gzip.js),
    kiloBytes(m.gzip.css),
  ];
}

/** An interaction under the Event Timing threshold left no entry: it took less than that. */
export function latency(value: number): string {
  return value === 0 ? `<${EVENT_THRESHOLD_MS}` : fixed(value);
}

/** An interaction's parts in one line: "delay 20 · handlers 6 · to paint 94" (ms); '' without any. */
export function latencyParts(parts: LatencyParts | undefined): string {
  if (!parts) return '';
  return `delay ${fixed(parts.inputDelay)} · handlers ${fixed(parts.processing)} · to paint ${fixed(parts.presentation)}`;
}

/** The same after a figure in a sentence: " (delay 20 · handlers 6 · to paint 94)", or ''. */
export function partsAfter(parts: LatencyParts | undefined): string {
  return parts ? ` (${latencyParts(parts)})` : '';
}

/** Each interaction, beside the same one on the framework-free page when it was measured (issue 44). */
function interactionTable(outcome: InteractionOutcome, reference: InteractionOutcome | undefined): string {
  const theirs = (label: string) => {
    const found = reference?.interactions.find((i) => i.label === label);
    return found ? latency(found.median) : '-';
  };
  const rows = outcome.interactions.map((i) => [i.label, latency(i.median), ...(reference ? [theirs(i.label)] : []), i.runs.map(latency).join(', '), latencyParts(i.parts)]);
  return markdownTable(['Interaction', 'median ms', ...(reference ? ['framework-free ms'] : []), 'runs ms', 'where it went, medians ms'], rows);
}

function longTaskTables(outcome: InteractionOutcome): string {
  const { longTasks } = outcome;
  const summary = longTasks.runs.map((run, index) => [
    String(index + 1),
    fixed(run.firstPaint),
    fixed(run.longest),
    fixed(run.loadBlocking),
    String(run.tasks.filter((task) => task.phase === 'load').length),
    fixed(run.interactionBlocking),
    String(run.tasks.filter((task) => task.phase !== 'load').length),
  ]);
  summary.push(['median', '', fixed(longTasks.longest), fixed(longTasks.loadBlocking), '', fixed(longTasks.interactionBlocking), '']);
  const tasks = longTasks.runs.flatMap((run, index) => run.tasks.map((task) => [String(index + 1), task.phase, fixed(task.startTime), fixed(task.duration)]));
  return [
    markdownTable(['Run', 'first paint ms', 'longest ms', 'load blocking ms', 'load tasks', 'interaction blocking ms', 'interaction tasks'], summary),
    '',
    tasks.length > 0 ? markdownTable(['Run', 'phase (task started during)', 'start ms', 'duration ms'], tasks, 2) : 'No task of 50 ms or more.',
  ].join('\n');
}

function interactionSections(outcomes: readonly InteractionOutcome[], references: InteractionReferences = {}): string[] {
  return outcomes.flatMap((outcome) => {
    const runs = outcome.longTasks.runs.length;
    const reference = references.frameworkFree?.find((candidate) => candidate.viewport === outcome.viewport);
    const react = references.react?.find((candidate) => candidate.viewport === outcome.viewport);
    return [
      `## Interactions: ${outcome.viewport} (${outcome.width} px), ${outcome.cpuSlowdown}x CPU slowdown, Event Timing, median of ${runs} runs`,
      'Latency = the longest Event Timing entry of the interaction (input to the next paint); a fresh page per run.',
      'Where it went, from the same entry: waiting for the main thread (delay), the page\'s handlers, and from them to the next paint (style, layout, paint, the frame).',
      ...(reference ? ['Framework-free: the same interaction on the same HTML and CSS with a few lines of plain script (bench/reference-page.ts), in the same run.'] : []),
      '',
      interactionTable(outcome, reference),
      '',
      `## Long tasks: ${outcome.viewport}, ${outcome.cpuSlowdown}x CPU slowdown (Long Tasks API, tasks ≥ 50 ms)`,
      'Load blocking = Σ(task − 50 ms) from first paint until the first interaction; interaction blocking = the same from then on.',
      ...(react ? [`A bare React page hydrating one element (bench/bare-react.ts): longest task ${fixed(react.longTasks.longest)} ms, median of ${react.longTasks.runs.length} runs.`] : []),
      '',
      longTaskTables(outcome),
      '',
    ];
  });
}

const THROTTLING_TITLE: Record<Throttling, string> = {
  simulate: 'simulated throttling (Lighthouse\'s default estimate)',
  devtools: 'applied throttling (devtools: the network and CPU really slowed, figures as measured)',
};

const LOAD_LABELS: Record<LoadResult['target'], string> = {
  ours: 'ours (POST /api/v1, SQLite)',
  bare: 'bare node:http',
  postgres: 'ours over PostgreSQL',
  worker: 'Worker in workerd over D1',
  'bare-worker': 'bare Worker, one D1 insert',
};

function loadRow(result: LoadResult): string[] {
  return [
    LOAD_LABELS[result.target],
    fixed(result.requestsPerSecond),
    fixed(result.p50Ms),
    fixed(result.p99Ms),
    String(result.errors),
    String(result.timeouts),
    String(result.non2xx),
    String(result.created),
    String(result.requests),
  ];
}

/**
 * Under the simulated table: what each run's LCP estimate waited for (bench/lcp-path.ts),
 * since a median alone cannot say why one page's runs land a round trip apart.
 */
export function lcpPathLines(pages: readonly PageResult[]): string[] {
  const rows = pages.flatMap((result) => (result.lcpPaths ?? []).flatMap((path, index) => (path === null ? [] : [`- ${result.page} ${result.preset} run ${index + 1}: ${path}`])));
  if (rows.length === 0) return [];
  return ['What each run\'s LCP estimate waited for: the simulated end of the document, of every other request it counted, and of the main thread\'s work:', '', ...rows, ''];
}

/** The whole printed report; bench-results.json holds the same data. */
export function formatReport(results: BenchResults): string {
  const { load, ratios } = results;
  const pageHeaders = ['Page', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'HTML kB', 'CSS kB', 'JS kB', 'Img kB', 'Font kB', 'Other kB', 'Total kB', 'JS gz kB', 'CSS gz kB'];
  const loadHeaders = ['Target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', '201s', 'requests'];
  const ratioRows = [
    ['our LCP / no-script LCP (mobile)', fixed(ratios.lcpOverNoScript, 3)],
    ['our LCP / no-script LCP (mobile, applied)', fixed(ratios.appliedLcpOverNoScript, 3)],
    ['our LCP / plain LCP (mobile; a reference, no target since issue 44)', fixed(ratios.lcpOverPlain, 3)],
    ['our req/s / bare req/s', fixed(ratios.requestsOverBare, 3)],
  ];
  const targetLines = results.targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`);
  const phases = Object.entries(results.phasesSeconds).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s (load ${fixed(results.machine.loadAverages[name] ?? Number.NaN, 1)})`);
  const runs = results.pages[0]?.runs ?? 0;
  const pageTables = (['simulate', 'devtools'] as const).flatMap((throttling) => {
    const pages = results.pages.filter((page) => page.throttling === throttling);
    if (pages.length === 0) return [];
    return [`### ${THROTTLING_TITLE[throttling]}`, '', markdownTable(pageHeaders, pages.map(pageRow), 2), '', ...lcpPathLines(pages)];
  });
  return [
    `## Lighthouse ${results.versions.lighthouse}, ${results.versions.chromium}, median of ${runs} runs`,
    'kB = 1000 bytes on the wire as Chromium received them (brotli), by resource type; "gz" = gzip -9 of the',
    'first-load JS/CSS files plus the JS/CSS inline in the HTML (which the wire split counts as HTML).',
    '',
    ...pageTables,
    ...interactionSections(results.interactions, results.references),
    `## POST load: autocannon, ${load.ours.durationSeconds} s, distinct valid messages`,
    '',
    markdownTable(loadHeaders, [loadRow(load.bare), loadRow(load.ours), ...results.deployments.map((d) => loadRow(d.result))]),
    '',
    ...[{ label: 'SQLite', store: load.store }, ...results.deployments].map(
      ({ label, store }) => `${label}: stored rows ${store.rows}; 201s ${store.created}; ids ${store.ids} (${store.distinctIds} distinct); missing from the database ${store.missing.length}`,
    ),
    '',
    `Worker bundle: ${(results.workerBundle.bytes / 1024).toFixed(1)} KiB minified, ${(results.workerBundle.gzipBytes / 1024).toFixed(1)} KiB gzip.`,
    '',
    `## Proof of work in the browser, ${results.proofCost.cpuSlowdown}x CPU, phone`,
    '',
    `All ${results.proofCost.maxNumber.toLocaleString('en-US')} tries (the worst case; a visitor's challenge takes half on average): ${results.proofCost.worstCaseMs.map((v) => `${Math.round(v)} ms`).join(', ')}; longest task meanwhile ${Math.round(results.proofCost.longestTaskMs)} ms.`,
    'Every POST of the load above carried a fresh solution, checked and recorded as spent.',
    '',
    '## Ratios',
    '',
    markdownTable(['Ratio', 'Value'], ratioRows),
    '',
    '## Targets',
    '',
    ...targetLines,
    '',
    `Phases: ${phases.join(', ')}. Total ${results.totalSeconds.toFixed(1)} s. ${results.machine.cores} cores. Node ${results.versions.node}.`,
  ].join('\n');
}
