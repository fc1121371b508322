/** Navigation lands 150 px above its target (the spec's offset -150) ... */
export const NAV_SCROLL_OFFSET_PX = -150;
/** ... over 500 ms. */
export const NAV_SCROLL_DURATION_MS = 500;
/** The spec's default when a caller names no duration. */
export const DEFAULT_SCROLL_DURATION_MS = 1000;

export type ScrollOptions = { offset?: number; duration?: number };

/** Ease in and out, so the jump starts and lands gently. */
export function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Where the window should end up to put `elementTop` (document coordinates) at `offset`. */
export function scrollTargetY(elementTop: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, Math.round(elementTop + offset)), Math.max(0, maxScroll));
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let running = 0;

/**
 * Scrolls the window to `targetY` with an eased animation, or jumps when the visitor asked for
 * reduced motion. A new call cancels the one before it. Resolves when the scroll is done.
 */
export function smoothScrollTo(targetY: number, duration = DEFAULT_SCROLL_DURATION_MS): Promise<void> {
  const run = ++running;
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (duration <= 0 || distance === 0 || prefersReducedMotion()) {
    window.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      if (run !== running) return resolve();
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, startY + distance * easeInOutQuad(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls so the element with `id` sits `offset` px from the top (the spec's nav behaviour). */
export function scrollToAnchor(id: string, options: ScrollOptions = {}): Promise<void> {
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  const top = element.getBoundingClientRect().top + window.scrollY;
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const target = scrollTargetY(top, options.offset ?? NAV_SCROLL_OFFSET_PX, maxScroll);
  return smoothScrollTo(target, options.duration ?? NAV_SCROLL_DURATION_MS);
}
