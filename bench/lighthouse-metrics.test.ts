import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianMetrics, readRun } from './lighthouse-metrics';
import type { PageMetrics } from './types';

const origin = 'http://127.0.0.1:4000';

// Only the parts of a report the bench reads; the rest of Lighthouse's Result is irrelevant here.
function report(lcp: number, items: { url: string; resourceType: string; transferSize: number }[]): Result {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    categories: {
      performance: { score: 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: null },
    },
    audits: {
      'first-contentful-paint': audit(600),
      'largest-contentful-paint': audit(lcp),
      'total-blocking-time': audit(10),
      'cumulative-layout-shift': audit(0),
      'speed-index': audit(700),
      'network-requests': { details: { type: 'table', headings: [], items } },
    },
  } as unknown as Result;
}

describe('readRun', () => {
  it('reads scores out of 100, timings, and bytes per resource type', () => {
    const run = readRun(
      report(900, [
        { url: `${origin}/`, resourceType: 'Document', transferSize: 12_000 },
        { url: `${origin}/assets/index.js`, resourceType: 'Script', transferSize: 68_000 },
        { url: `${origin}/assets/a.avif`, resourceType: 'Image', transferSize: 4_000 },
        { url: `${origin}/site.webmanifest`, resourceType: 'Manifest', transferSize: 500 },
        { url: 'https://elsewhere.example/x.css', resourceType: 'Stylesheet', transferSize: 1_000 },
      ]),
      origin,
    );
    expect(run.scores).toEqual({ performance: 99, accessibility: 100, bestPractices: 100, seo: Number.NaN });
    expect(run.lcp).toBe(900);
    expect(run.bytes).toEqual({ html: 12_000, css: 1_000, js: 68_000, images: 4_000, fonts: 0, other: 500, total: 85_500 });
    // Only same-origin files can be sized from the build folder.
    expect(run.files).toEqual({ html: ['/'], js: ['/assets/index.js'], css: [] });
  });
});

describe('medianMetrics', () => {
  it('takes each metric’s own median', () => {
    const base = readRun(report(0, []), origin);
    const runs: PageMetrics[] = [1544, 1576, 827].map((lcp, i) => ({ ...base, lcp, tbt: [4, 66, 100][i] ?? 0, gzip: { js: 1, css: 2 } }));
    const result = medianMetrics(runs);
    expect(result.lcp).toBe(1544);
    expect(result.tbt).toBe(66);
    expect(result.scores.seo).toBeNaN();
  });
});
