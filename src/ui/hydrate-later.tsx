import { Suspense, useEffect, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

type HydrateLaterProps = { part: string; onHydrated: (part: string) => void; children: ReactNode };

/**
 * A part of the page that React hydrates after the shell, in its own pass: hydrateRoot leaves a
 * pre-rendered Suspense boundary for later, at idle priority and yielding to input every few ms,
 * and hydrates at once a boundary the visitor touches first. So no single task has to hydrate the
 * whole page. Nothing inside suspends; the boundary only splits the work, and the pre-rendered
 * HTML gains two comment markers and nothing visible.
 */
export function HydrateLater({ part, onHydrated, children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      {children}
      <ReportHydrated part={part} onHydrated={onHydrated} />
    </Suspense>
  );
}

/** Reports after the render that follows hydration, when hydration-gated controls are live. */
function ReportHydrated({ part, onHydrated }: Omit<HydrateLaterProps, 'children'>) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated(part);
  }, [hydrated, onHydrated, part]);
  return null;
}

/** Calls `done` once, when every part in `parts` has reported. */
export function whenAllHydrated(parts: readonly string[], done: () => void): (part: string) => void {
  const waiting = new Set(parts);
  return (part) => {
    if (waiting.size === 0 || !waiting.delete(part)) return;
    if (waiting.size === 0) done();
  };
}
