import { useTheme } from '../../ui/use-theme';
import { OwnerIcon } from './owner-icon';
import { useOwnerWords } from '../words/owner-words-context';

/**
 * The site's toggle on the owner's page: the same theme hook, storage key and switch
 * (src/ui/use-theme.ts, src/lib/theme.ts); its own button, as its icons are inline (this page is
 * served apart from the site's sprite). The icon shows where a click takes you.
 */
export function OwnerThemeToggle() {
  const { words } = useOwnerWords();
  // Never pre-rendered: the page is drawn in the browser, after the boot script set the theme.
  const { theme, toggleTheme } = useTheme('light-theme');
  const dark = theme === 'dark-theme';
  const label = dark ? words.shell.toLightTheme : words.shell.toDarkTheme;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text"
    >
      <OwnerIcon name={dark ? 'sun' : 'moon'} className="size-5" />
    </button>
  );
}
