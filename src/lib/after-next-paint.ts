/** A hidden tab paints nothing and runs no animation frames; past this, the work goes ahead anyway. */
export const AFTER_PAINT_FALLBACK_MS = 100;

/**
 * Resolves once the browser has painted the current frame. Work an interaction can do a frame
 * later waits for this, so the interaction's own feedback paints first: measured at 4x CPU
 * slowdown, checking and sending the message in the click's frame made that frame 20 ms longer.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, AFTER_PAINT_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
