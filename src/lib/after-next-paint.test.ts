import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the next frame and a task after it', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frame?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('goes ahead without a frame, as in a hidden tab', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
