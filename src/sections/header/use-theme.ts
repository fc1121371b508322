import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, readTheme, subscribeToTheme, switchTheme, type Theme } from '../../lib/theme';

const clientTheme = (): Theme => readTheme(document.documentElement);
/** The pre-rendered HTML knows no visitor, so it is written for the default theme. */
const serverTheme = (): Theme => DEFAULT_THEME;
const toggleTheme = (): void => void switchTheme();

/**
 * The theme for the one component that shows it. Only that component subscribes, so a switch
 * re-renders the toggle and nothing else; the page changes colour through the class on <html>.
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  return { theme: useSyncExternalStore(subscribeToTheme, clientTheme, serverTheme), toggleTheme };
}
