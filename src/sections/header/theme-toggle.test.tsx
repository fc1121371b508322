// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  beforeEach(() => {
    document.documentElement.className = 'light-theme';
    localStorage.clear();
  });
  afterEach(cleanup);

  it('switches to dark and back, on <html> and in storage, and labels where the click goes', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle prerendered="light-theme" />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark-theme');
    expect(document.documentElement).not.toHaveClass('light-theme');
    expect(localStorage.getItem('theme')).toBe('dark-theme');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light-theme');
    expect(localStorage.getItem('theme')).toBe('light-theme');
  });

  it('starts from the theme the boot script put on <html>', () => {
    document.documentElement.className = 'dark-theme';
    render(<ThemeToggle prerendered="light-theme" />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('re-renders only itself when it switches, not the page around it', async () => {
    const user = userEvent.setup();
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <main>
          <ThemeToggle prerendered="light-theme" />
        </main>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(pageRenders).toBe(1);
  });
});
