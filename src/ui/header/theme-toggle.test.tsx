// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { ThemeToggle } from './theme-toggle';

const words = wordsOf(site.words, site.lang).page;

describe('ThemeToggle', () => {
  beforeEach(() => {
    document.documentElement.className = 'light-theme';
    localStorage.clear();
  });
  afterEach(cleanup);

  it('switches to dark and back, on <html> and in storage, and labels where the click goes', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle prerendered="light-theme" words={words} />);
    await user.click(screen.getByRole('button', { name: words.toDarkTheme }));
    expect(document.documentElement).toHaveClass('dark-theme');
    expect(document.documentElement).not.toHaveClass('light-theme');
    expect(localStorage.getItem('theme')).toBe('dark-theme');
    await user.click(screen.getByRole('button', { name: words.toLightTheme }));
    expect(document.documentElement).toHaveClass('light-theme');
    expect(localStorage.getItem('theme')).toBe('light-theme');
  });

  it('starts from the theme the boot script put on <html>', () => {
    document.documentElement.className = 'dark-theme';
    render(<ThemeToggle prerendered="light-theme" words={words} />);
    expect(screen.getByRole('button', { name: words.toLightTheme })).toBeInTheDocument();
  });

  it('re-renders only itself when it switches, not the page around it', async () => {
    const user = userEvent.setup();
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <main>
          <ThemeToggle prerendered="light-theme" words={words} />
        </main>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: words.toDarkTheme }));
    await user.click(screen.getByRole('button', { name: words.toLightTheme }));
    expect(pageRenders).toBe(1);
  });
});
