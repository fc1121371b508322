/**
 * Everything about the theme except the React hook: the spec's values and storage key, reading,
 * applying and remembering the choice, and the boot script that applies it before first paint.
 */

/** The two themes are also the class names on <html>; src/styles.css defines each. */
import type { DefaultTheme } from '../../contract/content-schema';

const THEMES = ['light-theme', 'dark-theme'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light-theme';

/**
 * The theme the pre-rendered HTML is written for: the owner's default, or light where the default
 * follows the visitor's system (the server cannot know it; the client corrects the toggle).
 */
export function prerenderedTheme(choice: DefaultTheme = 'light'): Theme {
  return choice === 'dark' ? 'dark-theme' : 'light-theme';
}
/** localStorage key the spec names. */
export const THEME_STORAGE_KEY = 'theme';

/** The theme showing now. The class on <html> is the truth: the boot script set it from storage. */
export function readTheme(root: HTMLElement): Theme {
  return THEMES.find((theme) => root.classList.contains(theme)) ?? DEFAULT_THEME;
}

function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.remove(...THEMES);
  root.classList.add(theme);
}

function storeTheme(theme: Theme): void {
  try {
    // Inside the try: where storage is disabled, even reading `localStorage` throws.
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not being able to remember the choice must not stop the switch itself.
  }
}

const listeners = new Set<() => void>();

/** For React's useSyncExternalStore: `listener` runs after every switch. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Class on <html> while the theme changes (styles.css turns transitions off under it). */
export const THEME_SWITCHING_CLASS = 'theme-switching';

/** The toggle's action: the other theme goes on <html> at once and is kept for the next visit. */
export function switchTheme(root: HTMLElement = document.documentElement): Theme {
  const next: Theme = readTheme(root) === 'light-theme' ? 'dark-theme' : 'light-theme';
  // Without this, every element with a hover transition would animate its colours for 150 ms,
  // restyling those elements on every frame (measured: the switch's frame and the ones after it
  // were its longest tasks). The class comes off once the new colours have been painted.
  root.classList.add(THEME_SWITCHING_CLASS);
  requestAnimationFrame(() => setTimeout(() => root.classList.remove(THEME_SWITCHING_CLASS)));
  applyTheme(root, next);
  storeTheme(next);
  for (const listener of listeners) listener();
  return next;
}

/**
 * Runs inline in <head> before first paint, so a visitor who chose dark never sees a light flash:
 * a stored theme wins, anything else (nothing stored, a foreign value, storage that throws) gives
 * the owner's default (`system`: the visitor's `prefers-color-scheme`). Built from the constants
 * above so the key and class names live in one place; the server's CSP allows exactly this script
 * by its hash.
 */
export function themeBootScript(choice: DefaultTheme = 'light'): string {
  const themes = JSON.stringify(THEMES);
  const fallback =
    choice === 'system'
      ? `window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark-theme":"light-theme"`
      : JSON.stringify(prerenderedTheme(choice));
  return (
    `(function(){var t=${fallback},h=document.documentElement;` +
    `try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${themes}.indexOf(s)>=0)t=s}catch(e){}` +
    `h.classList.remove.apply(h.classList,${themes});h.classList.add(t)})()`
  );
}
