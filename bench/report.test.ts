import { describe, expect, it } from 'vitest';
import { idFrom, missingIds } from './load';
import { fixed, kiloBytes, latency, latencyParts, markdownTable, partsAfter } from './report';
import { interactionTargets, storeProblems } from './targets';
import type { InteractionOutcome } from './types';

describe('markdownTable', () => {
  it('pads columns and right-aligns the numeric ones', () => {
    expect(markdownTable(['Page', 'LCP ms'], [['ours', '1544'], ['plain', '630']])).toBe(
      ['| Page  | LCP ms |', '|:------|-------:|', '| ours  |   1544 |', '| plain |    630 |'].join('\n'),
    );
  });
});

describe('figures', () => {
  it('shows NaN as n/a and bytes as kB of 1000', () => {
    expect(fixed(Number.NaN)).toBe('n/a');
    expect(fixed(0.12345, 3)).toBe('0.123');
    expect(kiloBytes(77_912)).toBe('77.9');
  });
});

describe('the 201 check', () => {
  it('reads the id of a 201 body', () => {
    expect(idFrom('{"id":42}')).toBe(42);
    expect(idFrom('{"error":"x"}')).toBeUndefined();
    expect(idFrom('not json')).toBeUndefined();
  });

  it('lists answered ids missing from the database', () => {
    expect(missingIds([1, 2, 3, 4], new Set([1, 3]))).toEqual([2, 4]);
  });

  it('is a failure when an id is missing, lacks from a 201 or is given twice', () => {
    const ok = { rows: 12, created: 10, ids: 10, distinctIds: 10, missing: [] };
    expect(storeProblems(ok)).toEqual([]);
    expect(storeProblems({ ...ok, missing: [7] })).toHaveLength(1);
    expect(storeProblems({ ...ok, ids: 9, distinctIds: 9 })).toHaveLength(1);
    expect(storeProblems({ ...ok, distinctIds: 9 })).toHaveLength(1);
  });
});

describe('interaction targets (issue 44)', () => {
  const outcome = (medians: number[], longest: number, viewport = 'phone', processing = 4): InteractionOutcome => ({
    viewport,
    width: viewport === 'phone' ? 390 : 1280,
    cpuSlowdown: 4,
    interactions: medians.map((median, i) => ({ label: `i${i}`, runs: [median], median, parts: { inputDelay: 0, processing, presentation: median - processing } })),
    longTasks: { runs: [], longest, loadBlocking: 0, interactionBlocking: 0 },
  });
  const byName = (results: { name: string; pass: boolean }[]) => Object.fromEntries(results.map((result) => [result.name.replace(/ \(.*\)$/u, ''), result.pass]));

  it('holds each interaction to 1.15x the framework-free page’s, or one Event Timing step over it', () => {
    const references = { frameworkFree: [outcome([80, 24], 0)] };
    // 92 ≤ 80 × 1.15; 32 ≤ 24 + 8.
    expect(byName(interactionTargets([outcome([92, 32], 60)], references))['Every interaction ≤ 1.15 × the framework-free page’s']).toBe(true);
    // 96 > 92; 40 > 32.
    expect(byName(interactionTargets([outcome([96, 24], 60)], references))['Every interaction ≤ 1.15 × the framework-free page’s']).toBe(false);
    expect(byName(interactionTargets([outcome([80, 40], 60)], references))['Every interaction ≤ 1.15 × the framework-free page’s']).toBe(false);
  });

  it('holds the page’s handlers to a frame, the longest task to 1.15x React’s floor and the phone’s worst to 200 ms', () => {
    const references = { react: [outcome([], 80)] };
    const passing = byName(interactionTargets([outcome([200, 120], 92, 'phone', 16)], references));
    expect(passing).toEqual({ 'The page’s handlers ≤ 16 ms per interaction': true, 'Longest task ≤ 1.15 × a bare React page’s': true, 'Worst interaction ≤ 200 ms': true });
    const failing = byName(interactionTargets([outcome([208, 120], 93, 'phone', 17)], references));
    expect(Object.values(failing)).toEqual([false, false, false]);
  });

  it('asks the absolute limit of the phone only, and reads each viewport against its own reference', () => {
    const references = { react: [outcome([], 50, 'phone'), outcome([], 100, 'desktop')] };
    const results = interactionTargets([outcome([300], 110, 'desktop')], references);
    expect(results.map((result) => result.name)).toEqual(['The page’s handlers ≤ 16 ms per interaction (desktop, 4x CPU)', 'Longest task ≤ 1.15 × a bare React page’s (desktop, 4x CPU)']);
    expect(results[1]?.pass).toBe(true);
  });

  it('names the interaction furthest over its reference', () => {
    const measured = outcome([64, 128], 90);
    const worst = measured.interactions[1]!;
    worst.label = 'theme toggle';
    const reference = outcome([64, 96], 0);
    reference.interactions[1]!.label = 'theme toggle';
    expect(interactionTargets([measured], { frameworkFree: [reference] })[0]?.detail).toBe('1 of 2 over; e.g. theme toggle 128 ms vs 96 ms (limit 110 ms)');
  });

  it('never passes with nothing measured', () => {
    const results = interactionTargets([outcome([], Number.NaN)], { frameworkFree: [outcome([], 0)], react: [outcome([], 80)] });
    expect(results.map((result) => result.pass)).toEqual([false, false, false, false]);
  });

  it('shows an interaction under the Event Timing threshold as below it', () => {
    expect(latency(0)).toBe('<16');
    expect(latency(104)).toBe('104');
  });

  it('says where an interaction went, and nothing when it left no entry', () => {
    expect(latencyParts({ inputDelay: 20.4, processing: 6, presentation: 93.6 })).toBe('delay 20 · handlers 6 · to paint 94');
    expect(latencyParts(undefined)).toBe('');
    expect(partsAfter({ inputDelay: 4, processing: 5, presentation: 96 })).toBe(' (delay 4 · handlers 5 · to paint 96)');
    expect(partsAfter(undefined)).toBe('');
  });
});
