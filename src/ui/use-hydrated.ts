import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page: for controls
 * that would do the wrong thing as plain HTML (a form that would submit itself as a GET).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
