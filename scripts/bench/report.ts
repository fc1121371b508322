import type { BenchResults, LoadResult, PageResult } from './types';

/**
 * A markdown table padded to line up in a terminal too, since the same text goes to the console
 * and into the README. Columns from `firstNumeric` on are right-aligned (`---:`).
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

function loadRow(result: LoadResult): string[] {
  return [
    result.target === 'ours' ? 'ours (POST /api/v1)' : 'bare node:http',
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

/** The whole printed report; bench-results.json holds the same data. */
export function formatReport(results: BenchResults): string {
  const { load, ratios } = results;
  const pageHeaders = ['Page', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'HTML kB', 'CSS kB', 'JS kB', 'Img kB', 'Font kB', 'Other kB', 'Total kB', 'JS gz kB', 'CSS gz kB'];
  const loadHeaders = ['Target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', '201s', 'requests'];
  const ratioRows = [
    ['our LCP / no-script LCP (mobile)', fixed(ratios.lcpOverNoScript, 3)],
    ['our LCP / plain LCP (mobile)', fixed(ratios.lcpOverPlain, 3)],
    ['our req/s / bare req/s', fixed(ratios.requestsOverBare, 3)],
  ];
  const targetLines = results.targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`);
  const phases = Object.entries(results.phasesSeconds).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
  const runs = results.pages[0]?.runs ?? 0;
  return [
    `## Lighthouse ${results.versions.lighthouse}, ${results.versions.chromium}, median of ${runs} runs`,
    'kB = 1000 bytes on the wire as Chromium received them (brotli), by resource type; "gz" = gzip -9 of the',
    'first-load JS/CSS files plus the JS/CSS inline in the HTML (which the wire split counts as HTML).',
    '',
    markdownTable(pageHeaders, results.pages.map(pageRow), 2),
    '',
    `## POST load: autocannon, ${load.ours.durationSeconds} s, distinct valid messages`,
    '',
    markdownTable(loadHeaders, [loadRow(load.bare), loadRow(load.ours)]),
    '',
    `Stored rows ${load.store.rows}; 201s ${load.store.created}; ids ${load.store.ids} (${load.store.distinctIds} distinct); missing from the database ${load.store.missing.length}`,
    '',
    '## Ratios',
    '',
    markdownTable(['Ratio', 'Value'], ratioRows),
    '',
    '## Targets',
    '',
    ...targetLines,
    '',
    `Phases: ${phases.join(', ')}. Total ${results.totalSeconds.toFixed(1)} s. Node ${results.versions.node}.`,
  ].join('\n');
}
