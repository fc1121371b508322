/** The two themes are also the class names on <html>; the stylesheet defines each. */
export const THEMES = ['light-theme', 'dark-theme'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light-theme';
/** localStorage key the spec names. */
export const THEME_STORAGE_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light-theme' || value === 'dark-theme';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'light-theme' ? 'dark-theme' : 'light-theme';
}

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored theme if it is one of ours; storage that throws (private mode, disabled) counts as empty. */
export function readStoredTheme(storage: ThemeStorage | undefined): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(storage: ThemeStorage | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not being able to remember the choice must not stop the switch itself.
  }
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.remove(...THEMES);
  root.classList.add(theme);
}

/**
 * Runs inline in <head> before first paint, so a visitor who chose dark never sees a light flash.
 * Built from the constants above so the key and class names live in one place; the server's CSP
 * allows exactly this script by its hash.
 */
export function themeBootScript(): string {
  const themes = JSON.stringify(THEMES);
  return (
    `(function(){var t=${JSON.stringify(DEFAULT_THEME)},h=document.documentElement;` +
    `try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${themes}.indexOf(s)>=0)t=s}catch(e){}` +
    `h.classList.remove.apply(h.classList,${themes});h.classList.add(t)})()`
  );
}
