import { describe, expect, it } from 'vitest';
import { blockingTime, interactionLatency, phaseTasks, summariseInteractions } from './interaction-metrics';

const event = (interactionId: number, startTime: number, duration: number) => ({ name: 'click', interactionId, startTime, duration });

describe('interactionLatency', () => {
  it('takes the longest entry of an interaction that started in the window', () => {
    const events = [event(1, 100, 40), event(1, 101, 112), event(0, 150, 300), event(2, 500, 200)];
    expect(interactionLatency(events, 90, 400)).toBe(112);
  });

  it('is 0 when nothing in the window passed the threshold', () => {
    expect(interactionLatency([event(3, 1000, 48)], 0, 999)).toBe(0);
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
});
