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

describe('interaction targets', () => {
  const outcome = (medians: number[], longest: number, loadBlocking: number): InteractionOutcome => ({
    viewport: 'phone',
    width: 390,
    cpuSlowdown: 4,
    interactions: medians.map((median, i) => ({ label: `i${i}`, runs: [median], median })),
    longTasks: { runs: [], longest, loadBlocking, interactionBlocking: 0 },
  });

  it('passes only when every interaction, the longest task and the blocking time are in limits', () => {
    expect(interactionTargets([outcome([0, 96, 100], 100, 100)]).map((t) => t.pass)).toEqual([true, true, true]);
    expect(interactionTargets([outcome([0, 104], 101, 101)]).map((t) => t.pass)).toEqual([false, false, false]);
  });

  it("names the worst interaction with where its time went", () => {
    const measured = outcome([64, 128], 90, 40);
    const worst = measured.interactions[1]!;
    worst.label = 'theme toggle';
    worst.parts = { inputDelay: 31, processing: 10, presentation: 82 };
    expect(interactionTargets([measured])[0]?.detail).toBe('1 of 2 over; worst theme toggle 128 ms (delay 31 · handlers 10 · to paint 82)');
  });

  it('never passes with nothing measured', () => {
    expect(interactionTargets([outcome([], Number.NaN, Number.NaN)]).map((t) => t.pass)).toEqual([false, false, false]);
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
