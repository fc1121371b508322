// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_SWITCHING_CLASS, useTheme } from './use-theme';

describe('useTheme', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.className = '';
  });

  it('turns transitions off for the switch only, then back on', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.documentElement.className = 'light-theme';
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggleTheme());
    const root = document.documentElement;
    expect(root).toHaveClass('dark-theme', THEME_SWITCHING_CLASS);
    act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.runAllTimersAsync());
    expect(root).toHaveClass('dark-theme');
    expect(root).not.toHaveClass(THEME_SWITCHING_CLASS);
  });
});
