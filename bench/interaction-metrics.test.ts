import { describe, expect, it } from 'vitest';
import { blockingTime, interactionSample, phaseTasks, summariseInteractions } from './interaction-metrics';

/** An entry whose handlers start 10 ms after the input and run 5 ms, unless told. */
const event = (interactionId: number, startTime: number, duration: number, processingStart = startTime + 10, processingEnd = processingStart + 5) => ({
  name: 'click',
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('interactionSample: the latency', () => {
  it('takes the longest entry of an interaction that started in the window', () => {
    const events = [event(1, 100, 40), event(1, 101, 112), event(0, 150, 300), event(2, 500, 200)];
    expect(interactionSample(events, 'click', 90, 400).latency).toBe(112);
  });

  it('is 0 when nothing in the window passed the threshold', () => {
    expect(interactionSample([event(3, 1000, 48)], 'click', 0, 999).latency).toBe(0);
  });
});

describe('interactionSample: the parts', () => {
  it('splits the longest entry into the wait, the handlers and the way to the paint', () => {
    // The pointerdown is shorter; the click (input at 101, handlers 131–139, painted at 213) sets the latency.
    const events = [event(1, 100, 40, 104, 106), event(1, 101, 112, 131, 139), event(0, 150, 300), event(2, 500, 200)];
    expect(interactionSample(events, 'click', 90, 400).parts).toEqual({ inputDelay: 30, processing: 8, presentation: 74 });
  });

  it('never shows the paint before the handlers ended, as the rounded duration can', () => {
    // Event Timing rounds duration to 8 ms: 40 ms here, while the handlers ended 42 ms after the input.
    expect(interactionSample([event(1, 0, 40, 30, 42)], 'click', 0, 100).parts).toEqual({ inputDelay: 30, processing: 12, presentation: 0 });
  });

  it('has no parts when the interaction left no entry', () => {
    expect(interactionSample([event(3, 1000, 48)], 'click', 0, 999).parts).toBeUndefined();
  });
});

describe('blockingTime', () => {
  it('counts what each task runs past 50 ms, clipped at the start', () => {
    const tasks = [
      { startTime: 0, duration: 120 }, // straddles the start at 100: 20 ms counted, not blocking
      { startTime: 200, duration: 90 }, // 40
      { startTime: 400, duration: 186 }, // 136
      { startTime: 900, duration: 300 }, // after the end
    ];
    expect(blockingTime(tasks, 100, 900)).toBe(176);
  });
});

describe('phaseTasks', () => {
  it('labels each task with the phase it started in', () => {
    const phases = [{ label: 'load', start: 0 }, { label: 'theme toggle', start: 1000 }];
    const tasks = phaseTasks([{ startTime: 1200, duration: 60 }, { startTime: 300, duration: 90 }], phases);
    expect(tasks.map((t) => t.phase)).toEqual(['load', 'theme toggle']);
  });
});

describe('summariseInteractions', () => {
  it('gives each label its runs and their median', () => {
    const runs = [[{ label: 'a', latency: 10 }], [{ label: 'a', latency: 30 }], [{ label: 'a', latency: 20 }]];
    expect(summariseInteractions(runs)).toEqual([{ label: 'a', runs: [10, 30, 20], median: 20 }]);
  });

  it('gives each part its median over the runs that left an entry', () => {
    const runs = [
      [{ label: 'toggle', latency: 120, parts: { inputDelay: 40, processing: 8, presentation: 72 } }],
      [{ label: 'toggle', latency: 0 }],
      [{ label: 'toggle', latency: 80, parts: { inputDelay: 20, processing: 6, presentation: 54 } }],
      [{ label: 'toggle', latency: 96, parts: { inputDelay: 24, processing: 12, presentation: 60 } }],
    ];
    expect(summariseInteractions(runs)[0]?.parts).toEqual({ inputDelay: 24, processing: 8, presentation: 60 });
  });
});
