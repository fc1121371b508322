// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../fixtures/other-owner/site';
import { wordsOf } from '../../../contract/folio-words';
import type { LanguageLink } from '../../lib/page-content';
import { Header } from './header';
import { SCROLL_LOCK_CLASS } from '../../ui/header/use-mobile-menu';

function mockViewport(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const words = wordsOf(site.words, site.lang).page;

describe('Header', () => {
  beforeEach(() => {
    document.documentElement.className = 'light-theme';
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderHeader = (languages: LanguageLink[] = []) =>
    render(
      <Header name={site.owner.name} initials={site.owner.initials} nav={site.nav} socials={site.socials} words={words} home="/" lang={site.lang} languages={languages} />,
    );

  const LANGUAGES: LanguageLink[] = [
    { lang: site.lang, name: 'English', dir: 'ltr', href: '/' },
    { lang: 'de', name: 'Deutsch', dir: 'ltr', href: '/de/' },
    { lang: 'ar', name: 'العربية', dir: 'rtl', href: '/ar/' },
  ];

  it('shows no language switcher for a site in one language', () => {
    mockViewport(true);
    renderHeader();
    expect(screen.queryByText(`${words.language}:`, { exact: false })).toBeNull();
    expect(document.querySelector('details')).toBeNull();
  });

  it('names the page\'s language on the switcher and links every language\'s page, each in its own language', async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderHeader(LANGUAGES);
    const summary = document.querySelector('summary');
    expect(summary?.textContent).toBe(`${words.language}: ${site.lang.toUpperCase()}`);
    await user.click(summary as HTMLElement);
    expect(document.querySelector('details')?.open).toBe(true);
    const links = LANGUAGES.map((language) => screen.getByRole('link', { name: language.name }));
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang'), link.getAttribute('dir')])).toEqual(
      LANGUAGES.map((language) => [language.href, language.lang, language.lang, language.dir]),
    );
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
  });

  it('closes the switcher on Escape, focus back on it, and on a click elsewhere', async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderHeader(LANGUAGES);
    const details = document.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    await user.click(summary);
    screen.getByRole('link', { name: 'Deutsch' }).focus();
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(document.body);
    expect(details.open).toBe(false);
  });

  it("lists the content's nav entries, each pointing at its anchor", () => {
    mockViewport(true);
    renderHeader();
    const links = screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('#'));
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(site.nav.map((item) => [item.name, `#${item.path}`]));
  });

  it('opens the menu with a scroll lock, and Escape closes it and returns focus', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: words.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement).toHaveClass(SCROLL_LOCK_CLASS);
    expect(screen.getByRole('link', { name: site.nav[0]?.name })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
    expect(toggle).toHaveFocus();
  });

  it('closes the menu and releases the lock when a link is chosen', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: words.openMenu }));
    await user.click(screen.getByRole('link', { name: site.nav[1]?.name }));
    expect(screen.getByRole('button', { name: words.openMenu })).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  it('never locks scrolling on desktop', async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: words.openMenu }));
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  it('switches theme, sets the class on <html> and stores it', async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: words.toDarkTheme }));
    expect(document.documentElement).toHaveClass('dark-theme');
    expect(localStorage.getItem('theme')).toBe('dark-theme');
    await user.click(screen.getByRole('button', { name: words.toLightTheme }));
    expect(document.documentElement).toHaveClass('light-theme');
    expect(localStorage.getItem('theme')).toBe('light-theme');
  });
});
