/**
 * What the page itself reports while the bench drives it: Event Timing entries (the basis of INP)
 * and long tasks, collected from the moment the document exists. Kept as source text, not a
 * function: tsx rewrites functions (it adds helpers such as `__name`) that would not exist in the
 * page once Playwright serialised them.
 */

/**
 * One Event Timing entry: `duration` runs from the input to the next paint after its handlers;
 * the handlers ran from `processingStart` to `processingEnd`.
 */
export type ProbeEvent = { name: string; interactionId: number; startTime: number; duration: number; processingStart: number; processingEnd: number };
/** One main-thread task of 50 ms or more, as the Long Tasks API saw it. */
export type ProbeTask = { startTime: number; duration: number };
export type ProbeReading = { events: ProbeEvent[]; tasks: ProbeTask[]; firstPaint: number; now: number };

/** The Event Timing threshold: 16 ms is the smallest the API accepts, so little is missed. */
export const EVENT_THRESHOLD_MS = 16;

const STATE = 'window.__benchProbe';

/** Installs both observers; Playwright runs it before any script of the page. */
export const PROBE_SCRIPT = `(() => {
  const state = { events: [], tasks: [] };
  ${STATE} = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      state.events.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** An expression for page.evaluate: everything collected so far, and the page's clock. */
export const READ_PROBE = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return { events: ${STATE}.events.slice(), tasks: ${STATE}.tasks.slice(), firstPaint: paint ? paint.startTime : NaN, now: performance.now() };
})()`;

/** An expression for page.evaluate: the page's clock. */
export const PAGE_NOW = 'performance.now()';

/**
 * An expression for page.evaluate that resolves once the page has painted twice more and then
 * stayed idle for `quietMs`: by then the Event Timing entries of an interaction have arrived (they
 * are reported after the paint that ends them) and the work it started has run.
 */
export function settleScript(quietMs: number): string {
  return `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ${quietMs}))))`;
}
