import type { Result } from 'lighthouse';
import { median } from './median';
import type { ByteSplit, PageMetrics, Scores } from './types';

/** What the bench reads from one report, before the gzip sizes (which need the files) are added. */
export type RunReading = Omit<PageMetrics, 'gzip'> & {
  /** Same-origin URL paths of the documents, JS and CSS the page loaded, for the gzip sizes. */
  files: { html: string[]; js: string[]; css: string[] };
};

type ByteKind = Exclude<keyof ByteSplit, 'total'>;

// Lighthouse's resourceType is Chromium's; everything not listed (fetches, manifests…) is "other".
const KIND_OF: Record<string, ByteKind> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Image: 'images',
  Font: 'fonts',
};

const CATEGORY_IDS: Record<keyof Scores, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

export const CATEGORY_LIST = Object.values(CATEGORY_IDS);

function score(lhr: Result, id: string): number {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
}

type NetworkItem = { url: string; resourceType: string; transferSize: number };

function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : '',
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
  }));
}

function sameOriginPath(url: string, origin: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname : undefined;
}

/** Reads scores, timings and bytes from one Lighthouse report of a page served from `origin`. */
export function readRun(lhr: Result, origin: string): RunReading {
  const bytes: ByteSplit = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, total: 0 };
  const files: RunReading['files'] = { html: [], js: [], css: [] };
  for (const item of networkItems(lhr)) {
    const kind = KIND_OF[item.resourceType] ?? 'other';
    bytes[kind] += item.transferSize;
    bytes.total += item.transferSize;
    const file = sameOriginPath(item.url, origin);
    if (file && (kind === 'html' || kind === 'js' || kind === 'css')) files[kind].push(file);
  }
  return {
    scores: {
      performance: score(lhr, CATEGORY_IDS.performance),
      accessibility: score(lhr, CATEGORY_IDS.accessibility),
      bestPractices: score(lhr, CATEGORY_IDS.bestPractices),
      seo: score(lhr, CATEGORY_IDS.seo),
    },
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    bytes,
    files,
  };
}

function medianOf<T>(runs: readonly T[], pick: (run: T) => number): number {
  return median(runs.map(pick));
}

/** Each metric's own median across runs (so the figures may come from different runs). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const bytes = (kind: keyof ByteSplit) => medianOf(runs, (run) => run.bytes[kind]);
  return {
    scores: {
      performance: medianOf(runs, (run) => run.scores.performance),
      accessibility: medianOf(runs, (run) => run.scores.accessibility),
      bestPractices: medianOf(runs, (run) => run.scores.bestPractices),
      seo: medianOf(runs, (run) => run.scores.seo),
    },
    fcp: medianOf(runs, (run) => run.fcp),
    lcp: medianOf(runs, (run) => run.lcp),
    tbt: medianOf(runs, (run) => run.tbt),
    cls: medianOf(runs, (run) => run.cls),
    speedIndex: medianOf(runs, (run) => run.speedIndex),
    bytes: {
      html: bytes('html'),
      css: bytes('css'),
      js: bytes('js'),
      images: bytes('images'),
      fonts: bytes('fonts'),
      other: bytes('other'),
      total: bytes('total'),
    },
    gzip: { js: medianOf(runs, (run) => run.gzip.js), css: medianOf(runs, (run) => run.gzip.css) },
  };
}
