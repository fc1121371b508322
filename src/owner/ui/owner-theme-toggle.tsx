import { useSyncExternalStore } from 'react';
import { readTheme, subscribeToTheme, switchTheme, type Theme } from '../../lib/theme';
import { OwnerIcon } from './owner-icon';
import { useOwnerWords } from '../words/owner-words-context';

const current = (): Theme => readTheme(document.documentElement);

/** The site's toggle, the same storage key and switch (src/lib/theme.ts): the icon shows where a click takes you. */
export function OwnerThemeToggle() {
  const { words } = useOwnerWords();
  const theme = useSyncExternalStore(subscribeToTheme, current, () => 'light-theme' as Theme);
  const dark = theme === 'dark-theme';
  const label = dark ? words.shell.toLightTheme : words.shell.toDarkTheme;
  return (
    <button
      type="button"
      onClick={() => switchTheme()}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text"
    >
      <OwnerIcon name={dark ? 'sun' : 'moon'} className="size-5" />
    </button>
  );
}
