import type { ReportHandler } from './web-vitals-metric';

/**
 * The performance-metrics hook. Without a callback it does nothing and loads nothing (as the spec
 * says); with one, the observer code is fetched lazily so it never weighs on first load.
 */
export function reportWebVitals(onReport?: ReportHandler): Promise<void> {
  if (typeof onReport !== 'function') return Promise.resolve();
  return import('./observe-web-vitals').then(({ observeWebVitals }) => observeWebVitals(onReport));
}
