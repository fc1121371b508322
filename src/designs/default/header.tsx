import type { DefaultTheme, NavItem, SocialLink } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import type { LanguageLink } from '../../lib/page-content';
import { mayHaveWriting } from '../../lib/site-writing';
import { HEADER_ROW_ATTRIBUTE, headerFitScript } from '../../lib/header-fit';
import { useText } from '../../ui/fallback-text';
import { SocialLinks } from '../../ui/social-links';
import { useAnchorNavigation } from '../../ui/use-anchor-navigation';
import { HeaderControls } from '../../ui/header/header-controls';
import { useActiveSection } from '../../ui/header/use-active-section';
import { useDevHeaderFit } from '../../ui/header/use-dev-header-fit';
import { useMobileMenu } from '../../ui/header/use-mobile-menu';
import { useScrolled } from '../../ui/header/use-scrolled';

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
  /** The owner's job title and one line about them, for a design whose header shows them (the
      sidebar's column); this header leaves them to the hero. */
  role?: string | undefined;
  pitch?: string | undefined;
};

export function Header({ name, initials, nav, socials, defaultTheme, words, home, lang, languages, elsewhere: away = false }: HeaderProps) {
  // Only a site with long-form pages (the build's define) has a header elsewhere; others ship none of it.
  const elsewhere = mayHaveWriting && away;
  const scrolled = useScrolled();
  const { open, toggle, close, containerRef, panelRef, toggleRef } = useMobileMenu();
  const active = useActiveSection(elsewhere ? [] : nav.map((item) => item.path));
  const anchorNavigate = useAnchorNavigation(close);
  const navigate: typeof anchorNavigate = elsewhere ? () => undefined : anchorNavigate;
  const sectionHref = (id: string) => (elsewhere ? `${home}#${id}` : `#${id}`);
  const t = useText();
  useDevHeaderFit();

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
      {/* The row the fit script measures (src/lib/header-fit.ts): nothing in it wraps inside itself, so
          when the owner's name and labels do not fit, the nav moves to the menu as a whole. */}
      <div {...{ [HEADER_ROW_ATTRIBUTE]: '' }} className="mx-auto flex h-16 max-w-[70rem] items-center justify-between gap-4 px-5 sm:px-8">
        <a
          href={home}
          onClick={(event) => navigate(event, null)}
          className="flex items-center gap-2 whitespace-nowrap font-bold tracking-tight text-text"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-accent text-sm text-accent-contrast">
            {initials}
          </span>{' '}
          {/* The name is always in the link's accessible name, and visible from small tablets up where it fits. */}
          {/* not-sr-only sets white-space back to normal: the inner span keeps the name on one line. */}
          <span className="sr-only text-lg header-name:not-sr-only">
            <span className="whitespace-nowrap">{t(name)}</span>
          </span>
          <span className="sr-only">, {t(words.backToTop)}</span>
        </a>

        <div
          id="site-menu"
          ref={panelRef}
          className={
            (open ? 'absolute inset-x-0 top-16 block' : 'hidden') +
            ' border-b border-border bg-surface px-5 pb-6 pt-2 shadow-lift nav-inline:static nav-inline:block nav-inline:border-0 nav-inline:bg-transparent nav-inline:p-0 nav-inline:shadow-none'
          }
        >
          <nav aria-label={words.navLabel}>
            <ul className="flex flex-col nav-inline:flex-row nav-inline:items-center nav-inline:gap-1">
              {nav.map((item) => {
                const current = item.path === active;
                return (
                  <li key={item.path}>
                    <a
                      href={sectionHref(item.path)}
                      onClick={(event) => navigate(event, item.path)}
                      aria-current={current ? 'location' : undefined}
                      className={
                        'block whitespace-nowrap rounded-lg px-3 py-3 text-base font-medium transition-colors nav-inline:py-2 nav-inline:text-sm ' +
                        (current ? 'text-accent nav-inline:bg-accent-soft nav-inline:text-accent-soft-text' : 'text-muted hover:text-text')
                      }
                    >
                      {t(item.name)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SocialLinks links={socials} newTab={words.newTab} size="sm" className="mt-4 px-3 nav-inline:hidden" />
        </div>

        <HeaderControls
          socials={socials}
          nav={nav}
          defaultTheme={defaultTheme}
          words={words}
          lang={lang}
          languages={languages}
          active={active}
          elsewhere={elsewhere}
          open={open}
          onToggle={toggle}
          toggleRef={toggleRef}
          className="flex shrink-0 items-center gap-1"
          socialsClassName="me-1 hidden nav-inline:flex"
        />
      </div>
      {/* The fit script, right after the row (src/lib/header-fit.ts): it runs as soon as the row is
          parsed, before the rest of the page is. Its text is the pre-render's alone: hydration leaves
          a script's text as it is, so the page's own script need not carry it. The dev page, which
          React renders, has none (a script React creates never runs): useDevHeaderFit fits it. */}
      {import.meta.env.DEV ? null : <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headerFitScript() : '' }} />}
    </header>
  );
}
