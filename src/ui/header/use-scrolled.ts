import { useSyncExternalStore } from 'react';

/** The header turns solid once the page has scrolled this far (the spec's 80 px, inclusive). */
export const SCROLLED_THRESHOLD_PX = 80;

export function isScrolled(scrollY: number): boolean {
  return scrollY >= SCROLLED_THRESHOLD_PX;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolled(window.scrollY),
    () => false,
  );
}
