import { useEffect, useState } from 'react';

/** How long the search waits after the last key before it asks the service. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
