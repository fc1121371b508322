import type { Words } from '../../../contract/words';
import type { Theme } from '../../lib/theme';
import { Icon } from '../icon';
import { useTheme } from '../use-theme';

/** Sun in the dark theme, moon in the light one: the icon shows where the click takes you. */
type ThemeToggleProps = { prerendered: Theme; words: Pick<Words['page'], 'toDarkTheme' | 'toLightTheme'> };

export function ThemeToggle({ prerendered, words }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme(prerendered);
  const dark = theme === 'dark-theme';
  const label = dark ? words.toLightTheme : words.toDarkTheme;
  return (
    <button
      type="button"
      data-needs-js
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-text"
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
