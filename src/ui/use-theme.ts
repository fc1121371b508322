import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, DEFAULT_THEME, otherTheme, storeTheme, type Theme } from '../lib/theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The class on <html> is the truth: the head script set it before React ran. */
function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark-theme') ? 'dark-theme' : 'light-theme';
}

/** The pre-rendered HTML knows no visitor, so it is written for the default theme. */
function serverTheme(): Theme {
  return DEFAULT_THEME;
}

/** Reaching localStorage itself throws where storage is disabled. */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const toggleTheme = useCallback(() => {
    const next = otherTheme(currentTheme());
    applyTheme(document.documentElement, next);
    storeTheme(safeLocalStorage(), next);
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggleTheme };
}
