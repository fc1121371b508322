import type { ReportHandler } from './web-vitals-metric';

/** Reports LCP, CLS and FCP through the browser's own PerformanceObserver; no library needed. */
export function observeWebVitals(onReport: ReportHandler): void {
  if (typeof PerformanceObserver !== 'function') return;
  const observe = (type: string, handle: (entries: PerformanceEntry[]) => void) => {
    try {
      new PerformanceObserver((list) => handle(list.getEntries())).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not support: nothing to report.
    }
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) onReport({ name: 'LCP', value: last.startTime });
  });
  observe('paint', (entries) => {
    for (const entry of entries) {
      if (entry.name === 'first-contentful-paint') onReport({ name: 'FCP', value: entry.startTime });
    }
  });
  let cls = 0;
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) cls += entry.value;
    }
    onReport({ name: 'CLS', value: cls });
  });
}
