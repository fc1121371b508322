/** Navigation lands 150 px above its target (the spec's offset -150) ... */
export const NAV_SCROLL_OFFSET_PX = -150;
/** ... over 500 ms. */
export const NAV_SCROLL_DURATION_MS = 500;
/** The spec's default when a caller names no duration. */
export const DEFAULT_SCROLL_DURATION_MS = 1000;

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

/** After the animation, the target must hold still this many frames before the scroll is done ... */
const SETTLE_STEADY_FRAMES = 2;
/** ... but never follow it for longer than this (about half a second at 60 Hz). */
const SETTLE_MAX_FRAMES = 30;

/**
 * A visitor who scrolls, touches, types or grabs the scrollbar (a mousedown on the page) takes
 * over: the animation must not fight them.
 */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls the window to the target with an eased animation, or jumps when the visitor asked for
 * reduced motion. `target` is read again on every frame, because content further up can change
 * size while the page scrolls (sections render as they come near). A new call, or the visitor
 * scrolling themselves, cancels the animation. Resolves true when the scroll ran to its end (on
 * the target, or as near as a target that would not hold still allowed), false when cancelled.
 */
export function smoothScrollTo(target: number | (() => number), duration = DEFAULT_SCROLL_DURATION_MS): Promise<boolean> {
  const run = ++running;
  const targetY = typeof target === 'function' ? target : () => target;
  const startY = window.scrollY;
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, targetY());
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const cancel = () => {
      running += 1;
    };
    const stop = (reached: boolean) => {
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, cancel);
      resolve(reached);
    };
    for (const type of TAKEOVER_EVENTS) window.addEventListener(type, cancel, { passive: true, once: true });
    const start = performance.now();
    let steady = 0;
    let settling = 0;
    const settle = () => {
      if (run !== running) return stop(false);
      // On a slow device the last frame can come before a section near the target has rendered
      // and taken its real height; follow the target until it holds still, so the visitor lands
      // exactly 150 px above it instead of a few pixels off with the page still moving.
      const end = targetY();
      // A whole pixel: at a fractional zoom the window cannot land on every half pixel.
      if (Math.abs(window.scrollY - end) >= 1) {
        window.scrollTo(0, end);
        steady = 0;
      } else {
        steady += 1;
      }
      settling += 1;
      if (steady >= SETTLE_STEADY_FRAMES || settling >= SETTLE_MAX_FRAMES) stop(true);
      else requestAnimationFrame(settle);
    };
    const step = (now: number) => {
      if (run !== running) return stop(false);
      const progress = Math.min(1, (now - start) / duration);
      const end = targetY();
      window.scrollTo(0, startY + (end - startY) * easeInOutQuad(progress));
      requestAnimationFrame(progress < 1 ? step : settle);
    };
    requestAnimationFrame(step);
  });
}

/** Where the window should be to put `element` 150 px below its top, within the page. */
function anchorTarget(element: HTMLElement): number {
  const top = element.getBoundingClientRect().top + window.scrollY;
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return scrollTargetY(top, NAV_SCROLL_OFFSET_PX, maxScroll);
}

/** The spec's navigation: scrolls so the element with `id` lands 150 px below the top, over 500 ms. */
export function scrollToAnchor(id: string): Promise<boolean> {
  const element = document.getElementById(id);
  if (!element) return Promise.resolve(false);
  return smoothScrollTo(() => anchorTarget(element), NAV_SCROLL_DURATION_MS);
}
