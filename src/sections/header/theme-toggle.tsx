import type { Theme } from '../../lib/theme';
import { Icon } from '../../ui/icon';
import { useTheme } from './use-theme';

/** Sun in the dark theme, moon in the light one: the icon shows where the click takes you. */
export function ThemeToggle({ prerendered }: { prerendered: Theme }) {
  const { theme, toggleTheme } = useTheme(prerendered);
  const dark = theme === 'dark-theme';
  return (
    <button
      type="button"
      data-needs-js
      onClick={toggleTheme}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      className="inline-flex size-11 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-text"
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
