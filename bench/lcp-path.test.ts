import { describe, expect, it } from 'vitest';
import { describeLcpPath, type SimulatedNode } from './lcp-path';
import { lcpPathLines } from './report';
import type { PageResult } from './types';

const origin = 'http://127.0.0.1:5301';
const request = (path: string, resourceType: string, priority: string, endMs: number, mainDocument = false): SimulatedNode => ({
  request: { url: `${origin}${path}`, resourceType, priority, mainDocument },
  endMs,
});

describe('what a simulated LCP waited for', () => {
  // The shape of a home-page run that landed a round trip late: the manifest and the favicon had
  // ended before the real load's largest paint, so Lantern counted both.
  const nodes: SimulatedNode[] = [
    request('/', 'Document', 'VeryHigh', 602.4, true),
    request('/assets/avatar-480.avif', 'Image', 'Low', 1054),
    request('/assets/project-800.avif', 'Image', 'Low', 1054),
    request('/site.webmanifest', 'Manifest', 'Medium', 904.2),
    request('/favicon.svg', 'Other', 'High', 754),
    { endMs: 642 },
    { endMs: 799.4 },
  ];

  it('names the document, then every other counted request by its simulated end, and the main thread', () => {
    expect(describeLcpPath(nodes, origin, 904.2)).toBe(
      '904 ms: document 602 ms · /favicon.svg 754 ms · /site.webmanifest 904 ms · main thread 799 ms, 2 low-priority images beside',
    );
  });

  it('counts a low-priority image apart, as Lantern leaves it out of the estimate, but not a high-priority one', () => {
    const hero = request('/assets/hero.avif', 'Image', 'High', 880);
    expect(describeLcpPath([nodes[0]!, nodes[1]!, hero], origin, 880)).toBe(
      '880 ms: document 602 ms · /assets/hero.avif 880 ms · main thread 0 ms, 1 low-priority image beside',
    );
  });

  it('keeps the end of a long address and says so when the document is missing', () => {
    const long = request(`/assets/${'a'.repeat(60)}.svg`, 'Other', 'Low', 700);
    const text = describeLcpPath([long], origin, 700);
    expect(text).toMatch(/^700 ms: document \? ms · …a+\.svg 700 ms · main thread 0 ms$/u);
    expect(text).toContain(`${'a'.repeat(35)}.svg`);
  });

  it('lists each page and run under the simulated table, and nothing when no run could tell', () => {
    const page = (lcpPaths?: (string | null)[]): PageResult => ({
      page: 'ours',
      preset: 'mobile',
      throttling: 'simulate',
      url: `${origin}/`,
      runs: 2,
      median: {} as PageResult['median'],
      ...(lcpPaths ? { lcpPaths } : {}),
    });
    const lines = lcpPathLines([page(['904 ms: document 602 ms', '752 ms: document 601 ms'])]);
    expect(lines).toContain('- ours mobile run 1: 904 ms: document 602 ms');
    expect(lines).toContain('- ours mobile run 2: 752 ms: document 601 ms');
    expect(lcpPathLines([page(), page([]), page([null])])).toEqual([]);
    // A run that could not tell keeps its number from the next one.
    expect(lcpPathLines([page([null, '760 ms: document 603 ms'])])).toContain('- ours mobile run 2: 760 ms: document 603 ms');
  });
});
