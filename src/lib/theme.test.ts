// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, otherTheme, readStoredTheme, storeTheme, themeBootScript, THEME_STORAGE_KEY } from './theme';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};
const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('theme', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });

  it('defaults to light-theme and uses a valid stored value', () => {
    expect(readStoredTheme(memory())).toBe('light-theme');
    expect(readStoredTheme(memory({ theme: 'dark-theme' }))).toBe('dark-theme');
  });

  it('ignores stored values that are not a theme, and storage that throws', () => {
    expect(readStoredTheme(memory({ theme: 'purple' }))).toBe('light-theme');
    expect(readStoredTheme(broken)).toBe('light-theme');
    expect(readStoredTheme(undefined)).toBe('light-theme');
    expect(() => storeTheme(broken, 'dark-theme')).not.toThrow();
  });

  it('stores under the key "theme" and swaps between the two values', () => {
    const storage = memory();
    storeTheme(storage, 'dark-theme');
    expect(storage.data.get('theme')).toBe('dark-theme');
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(otherTheme('light-theme')).toBe('dark-theme');
    expect(otherTheme('dark-theme')).toBe('light-theme');
  });

  it('applies the theme as the only theme class on <html>', () => {
    const root = document.documentElement;
    root.classList.add('light-theme', 'menu-open');
    applyTheme(root, 'dark-theme');
    expect([...root.classList].sort()).toEqual(['dark-theme', 'menu-open']);
  });

  it('boot script applies the stored theme before React runs', () => {
    localStorage.setItem('theme', 'dark-theme');
    document.documentElement.className = 'light-theme';
    new Function(themeBootScript())();
    expect(document.documentElement.className).toBe('dark-theme');

    localStorage.setItem('theme', '<script>');
    new Function(themeBootScript())();
    expect(document.documentElement.className).toBe('light-theme');
  });
});
