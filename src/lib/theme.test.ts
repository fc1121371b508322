// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedTheme, readTheme, subscribeToTheme, switchTheme, THEME_SWITCHING_CLASS, themeBootScript } from './theme';

// The spec's values, written out: a test that imported them would agree with any typo.
const KEY = 'theme';
const root = document.documentElement;
const boot = () => new Function(themeBootScript())();

describe('theme boot script (runs before first paint)', () => {
  beforeEach(() => {
    root.className = '';
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('uses a stored theme, replacing the other theme class and keeping unrelated ones', () => {
    localStorage.setItem(KEY, 'dark-theme');
    root.className = 'light-theme menu-open';
    boot();
    expect([...root.classList].sort()).toEqual(['dark-theme', 'menu-open']);
  });

  it('gives light-theme when nothing is stored', () => {
    boot();
    expect(root.className).toBe('light-theme');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(KEY, '<script>');
    root.className = 'dark-theme';
    boot();
    expect(root.className).toBe('light-theme');
  });

  it('gives light-theme when storage throws (disabled, private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(boot).not.toThrow();
    expect(root.className).toBe('light-theme');
  });
});

describe('the owner\'s default theme on a first visit', () => {
  const bootWith = (choice: 'light' | 'dark' | 'system') => new Function(themeBootScript(choice))();
  /** The visitor's system preference, as matchMedia answers it. */
  const systemPrefers = (dark: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }));

  beforeEach(() => {
    root.className = '';
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('dark: a first visit is dark; a stored light choice still wins', () => {
    bootWith('dark');
    expect(root.className).toBe('dark-theme');
    localStorage.setItem(KEY, 'light-theme');
    bootWith('dark');
    expect(root.className).toBe('light-theme');
  });

  it('system: follows prefers-color-scheme either way, and a stored choice wins over it', () => {
    systemPrefers(true);
    bootWith('system');
    expect(root.className).toBe('dark-theme');
    systemPrefers(false);
    bootWith('system');
    expect(root.className).toBe('light-theme');
    systemPrefers(true);
    localStorage.setItem(KEY, 'light-theme');
    bootWith('system');
    expect(root.className).toBe('light-theme');
  });

  it('the pre-rendered toggle is written for the default, light where it follows the system', () => {
    expect([prerenderedTheme('light'), prerenderedTheme('dark'), prerenderedTheme('system'), prerenderedTheme()]).toEqual([
      'light-theme',
      'dark-theme',
      'light-theme',
      'light-theme',
    ]);
  });
});

describe('switchTheme', () => {
  beforeEach(() => {
    root.className = 'light-theme';
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('swaps the class on <html> and stores the new value under "theme", both ways', () => {
    switchTheme();
    expect(readTheme(root)).toBe('dark-theme');
    expect(root).not.toHaveClass('light-theme');
    expect(localStorage.getItem(KEY)).toBe('dark-theme');
    switchTheme();
    expect(readTheme(root)).toBe('light-theme');
    expect(root).not.toHaveClass('dark-theme');
    expect(localStorage.getItem(KEY)).toBe('light-theme');
  });

  it('turns transitions off for the switch only, then back on', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      switchTheme();
      expect(root).toHaveClass('dark-theme', THEME_SWITCHING_CLASS);
      vi.advanceTimersToNextFrame();
      await vi.runAllTimersAsync();
      expect(root).toHaveClass('dark-theme');
      expect(root).not.toHaveClass(THEME_SWITCHING_CLASS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still switches when storage refuses to keep the choice', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => switchTheme()).not.toThrow();
    expect(readTheme(root)).toBe('dark-theme');
  });

  it('tells subscribers, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);
    switchTheme();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    switchTheme();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('readTheme', () => {
  it('reads the class on <html>, light-theme when there is none', () => {
    root.className = 'menu-open dark-theme';
    expect(readTheme(root)).toBe('dark-theme');
    root.className = '';
    expect(readTheme(root)).toBe('light-theme');
  });
});
