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

/** Class on <html> while the theme changes (styles.css turns transitions off under it). */
export const THEME_SWITCHING_CLASS = 'theme-switching';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const toggleTheme = useCallback(() => {
    const next = otherTheme(currentTheme());
    const root = document.documentElement;
    // Without this, every element with a hover transition would animate its colours for 150 ms,
    // restyling those elements on every frame (measured: the switch's frame and the ones after it
    // were its longest tasks). The class comes off once the new colours have been painted.
    root.classList.add(THEME_SWITCHING_CLASS);
    requestAnimationFrame(() => setTimeout(() => root.classList.remove(THEME_SWITCHING_CLASS)));
    applyTheme(root, next);
    storeTheme(safeLocalStorage(), next);
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggleTheme };
}
