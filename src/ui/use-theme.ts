import { useSyncExternalStore } from 'react';
import { readTheme, subscribeToTheme, switchTheme, type Theme } from '../lib/theme';

const clientTheme = (): Theme => readTheme(document.documentElement);
const toggleTheme = (): void => void switchTheme();

/**
 * The theme for the one component that shows it. Only that component subscribes, so a switch
 * re-renders the toggle and nothing else; the page changes colour through the class on <html>.
 */
export function useTheme(prerendered: Theme): { theme: Theme; toggleTheme: () => void } {
  // The pre-rendered HTML knows no visitor: it is written for the owner's default theme.
  return { theme: useSyncExternalStore(subscribeToTheme, clientTheme, () => prerendered), toggleTheme };
}
