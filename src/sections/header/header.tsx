import type { DefaultTheme, NavItem, SocialLink } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import type { LanguageLink } from '../../lib/page-content';
import { mayHaveLanguages } from '../../lib/site-languages';
import { prerenderedTheme } from '../../lib/theme';
import { Icon } from '../../ui/icon';
import { SocialLinks } from '../../ui/social-links';
import { useAnchorNavigation } from '../../ui/use-anchor-navigation';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';
import { useActiveSection } from './use-active-section';
import { useMobileMenu } from './use-mobile-menu';
import { useScrolled } from './use-scrolled';

type HeaderProps = {
  name: string;
  initials: string;
  nav: NavItem[];
  socials: SocialLink[];
  defaultTheme?: DefaultTheme | undefined;
  words: Words['page'];
  /** The page's own address, where the name leads back to. */
  home: string;
  lang: string;
  /** The site's languages; a switcher shows when there are two or more. */
  languages: LanguageLink[];
  /** On a page other than the sections' (a post, issue 24): the nav leads to `home#id`, as plain links. */
  elsewhere?: boolean;
};

export function Header({ name, initials, nav, socials, defaultTheme, words, home, lang, languages, elsewhere = false }: HeaderProps) {
  const scrolled = useScrolled();
  const { open, toggle, close, containerRef, panelRef, toggleRef } = useMobileMenu();
  const active = useActiveSection(elsewhere ? [] : nav.map((item) => item.path));
  const anchorNavigate = useAnchorNavigation(close);
  const navigate: typeof anchorNavigate = elsewhere ? () => undefined : anchorNavigate;
  const sectionHref = (id: string) => (elsewhere ? `${home}#${id}` : `#${id}`);

  return (
    <header
      ref={containerRef}
      data-scrolled={scrolled}
      className={
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ' +
        (scrolled || open
          ? 'border-border bg-header-scrolled shadow-card backdrop-blur-md'
          : 'border-transparent bg-transparent')
      }
    >
      <div className="mx-auto flex h-16 max-w-[70rem] items-center justify-between gap-4 px-5 sm:px-8">
        <a
          href={home}
          onClick={(event) => navigate(event, null)}
          className="flex items-center gap-2 font-bold tracking-tight text-text"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-accent text-sm text-accent-contrast">
            {initials}
          </span>{' '}
          {/* The name is always in the link's accessible name, and visible from small tablets up. */}
          <span className="sr-only text-lg sm:not-sr-only">{name}</span>
          <span className="sr-only">, {words.backToTop}</span>
        </a>

        <div
          id="site-menu"
          ref={panelRef}
          className={
            (open ? 'absolute inset-x-0 top-16 block' : 'hidden') +
            ' border-b border-border bg-surface px-5 pb-6 pt-2 shadow-lift md:static md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none'
          }
        >
          <nav aria-label={words.navLabel}>
            <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
              {nav.map((item) => {
                const current = item.path === active;
                return (
                  <li key={item.path}>
                    <a
                      href={sectionHref(item.path)}
                      onClick={(event) => navigate(event, item.path)}
                      aria-current={current ? 'location' : undefined}
                      className={
                        'block rounded-lg px-3 py-3 text-base font-medium transition-colors md:py-2 md:text-sm ' +
                        (current ? 'text-accent md:bg-accent-soft md:text-accent-soft-text' : 'text-muted hover:text-text')
                      }
                    >
                      {item.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SocialLinks links={socials} newTab={words.newTab} size="sm" className="mt-4 px-3 md:hidden" />
        </div>

        <div data-header-controls className="flex items-center gap-1">
          <SocialLinks links={socials} newTab={words.newTab} size="sm" className="me-1 hidden md:flex" />
          {mayHaveLanguages && languages.length > 1 ? (
            // The first section is the top of the page: its link needs no fragment.
            <LanguageSwitcher current={lang} languages={languages} section={elsewhere || active === nav[0]?.path ? undefined : active} label={words.language} />
          ) : null}
          <ThemeToggle prerendered={prerenderedTheme(defaultTheme)} words={words} />
          <button
            ref={toggleRef}
            type="button"
            data-needs-js
            onClick={toggle}
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? words.closeMenu : words.openMenu}
            className="inline-flex size-11 items-center justify-center rounded-full text-text transition hover:bg-surface-2 md:hidden"
          >
            <Icon name={open ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
    </header>
  );
}
