import { median } from './median';
import type { ProbeEvent, ProbeTask } from './page-probe';
import type { InteractionResult, InteractionSample, LatencyParts, LongTaskRun, LongTaskSummary, PhasedTask } from './types';

/** A task counts as blocking for whatever it runs past this (the TBT rule). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * The Event Timing entry that sets an interaction's latency: the longest one that belongs to an
 * interaction (interactionId > 0: pointerdown, pointerup, click, keydown, keyup…) and started in
 * [from, to). None when no event of it took as long as the threshold.
 */
function longestEntry(events: readonly ProbeEvent[], from: number, to: number): ProbeEvent | undefined {
  let longest: ProbeEvent | undefined;
  for (const event of events) {
    if (event.interactionId > 0 && event.startTime >= from && event.startTime < to && event.duration > (longest?.duration ?? 0)) longest = event;
  }
  return longest;
}

/**
 * The interaction `label` that ran in [from, to): its latency, the longest entry's duration (0
 * when it left none), and where that went, from the same entry. `duration` is rounded to 8 ms by
 * the browser, so the paint's part is clipped at 0 rather than shown a few ms below it.
 */
export function interactionSample(events: readonly ProbeEvent[], label: string, from: number, to: number): InteractionSample {
  const entry = longestEntry(events, from, to);
  if (!entry) return { label, latency: 0 };
  const parts: LatencyParts = {
    inputDelay: entry.processingStart - entry.startTime,
    processing: entry.processingEnd - entry.processingStart,
    presentation: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
  };
  return { label, latency: entry.duration, parts };
}

/** Where each phase of a run began: the load at 0, then one entry per interaction, in order. */
export type PhaseStart = { label: string; start: number };

/** Each task with the phase it started in (the last phase that began at or before it). */
export function phaseTasks(tasks: readonly ProbeTask[], phases: readonly PhaseStart[]): PhasedTask[] {
  return [...tasks]
    .sort((a, b) => a.startTime - b.startTime)
    .map((task) => ({
      phase: phases.filter((phase) => phase.start <= task.startTime).at(-1)?.label ?? phases[0]?.label ?? 'load',
      startTime: task.startTime,
      duration: task.duration,
    }));
}

/**
 * Blocking time of the tasks in [from, to): what each runs past 50 ms, counting only the part of a
 * task after `from` (as Lighthouse clips tasks that straddle the first paint).
 */
export function blockingTime(tasks: readonly ProbeTask[], from: number, to = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (end <= from || task.startTime >= to) continue;
    total += Math.max(0, end - Math.max(task.startTime, from) - BLOCKING_THRESHOLD_MS);
  }
  return total;
}

/** One row per interaction label, in the order of the first run, with each run's figure. */
export function summariseInteractions(runs: readonly (readonly InteractionSample[])[]): InteractionResult[] {
  const labels = [...new Set(runs.flatMap((run) => run.map((sample) => sample.label)))];
  return labels.map((label) => {
    const samples = runs.flatMap((run) => run.filter((sample) => sample.label === label));
    const values = samples.map((sample) => sample.latency);
    const parts = samples.flatMap((sample) => (sample.parts ? [sample.parts] : []));
    const result: InteractionResult = { label, runs: values, median: median(values) };
    if (parts.length > 0) {
      result.parts = {
        inputDelay: median(parts.map((part) => part.inputDelay)),
        processing: median(parts.map((part) => part.processing)),
        presentation: median(parts.map((part) => part.presentation)),
      };
    }
    return result;
  });
}

/** The medians across runs of each run's longest task and blocking times. */
export function summariseLongTasks(runs: readonly LongTaskRun[]): LongTaskSummary {
  return {
    runs: [...runs],
    longest: median(runs.map((run) => run.longest)),
    loadBlocking: median(runs.map((run) => run.loadBlocking)),
    interactionBlocking: median(runs.map((run) => run.interactionBlocking)),
  };
}
