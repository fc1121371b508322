import type { Header as DefaultHeader } from '../default/header';
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

/**
 * The sidebar design's frame: below 64rem the default's top bar (the same row, fit script, menu
 * and roles); from 64rem the same elements as a column on the start side (design.css): the name
 * large, the role and a line about the owner, the nav with a line that grows for the section in
 * view, then the theme and language controls and the profiles at its foot.
 *
 * The row keeps one measurable child in the column (the name's block): the menu panel and the
 * controls become `display: contents` there, so the fit script (src/lib/header-fit.ts), which adds
 * up the row's children, finds that everything fits and keeps the nav shown.
 */
export const Header: typeof DefaultHeader = ({ name, initials, nav, socials, defaultTheme, words, home, lang, languages, elsewhere: away = false, role, pitch }) => {
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
        'sb-header sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ' +
        (scrolled || open ? 'border-border bg-header-scrolled shadow-card backdrop-blur-md' : 'border-transparent bg-transparent')
      }
    >
      <div {...{ [HEADER_ROW_ATTRIBUTE]: '' }} className="sb-row mx-auto flex h-16 items-center justify-between gap-4 px-5 sm:px-8">
        {/* The first child: the link home, and in the column the role and the line below it. */}
        <div className="sb-lead flex items-center">
          <a href={home} onClick={(event) => navigate(event, null)} className="sb-brand flex items-center gap-2.5 whitespace-nowrap font-semibold tracking-tight text-text">
            <span className="sb-initials inline-flex size-9 items-center justify-center rounded-lg border border-border bg-surface font-mono text-xs font-medium text-accent">
              {initials}
            </span>{' '}
            {/* The name is always in the link's accessible name, and visible where it fits. */}
            <span className="sb-name sr-only text-base header-name:not-sr-only">
              <span className="whitespace-nowrap">{t(name)}</span>
            </span>
            <span className="sr-only">, {t(words.backToTop)}</span>
          </a>
          {role !== undefined && <p className="sb-role hidden">{t(role)}</p>}
          {pitch !== undefined && <p className="sb-pitch hidden">{t(pitch)}</p>}
        </div>

        <div
          id="site-menu"
          ref={panelRef}
          className={
            (open ? 'absolute inset-x-0 top-16 block' : 'hidden') +
            ' border-b border-border bg-surface px-5 pb-6 pt-2 shadow-lift nav-inline:static nav-inline:block nav-inline:border-0 nav-inline:bg-transparent nav-inline:p-0 nav-inline:shadow-none'
          }
        >
          <nav aria-label={words.navLabel} className="sb-nav">
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
                        'sb-link group flex items-center whitespace-nowrap rounded-md px-3 py-3 text-base font-medium transition-colors nav-inline:py-2 nav-inline:text-sm ' +
                        (current ? 'text-accent nav-inline:text-text' : 'text-muted hover:text-text')
                      }
                    >
                      {/* The column's marker: a short rule that grows and takes the accent for the section in view. */}
                      <span aria-hidden="true" className="sb-line hidden" />
                      <span className="sb-text">{t(item.name)}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SocialLinks links={socials} newTab={words.newTab} size="sm" className="sb-menu-socials mt-4 px-3 nav-inline:hidden" />
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
          className="sb-controls flex shrink-0 items-center gap-1"
          socialsClassName="sb-socials me-1 hidden nav-inline:flex"
        />
      </div>
      {/* The fit script, right after the row, as the default header has it (src/lib/header-fit.ts). */}
      {import.meta.env.DEV ? null : <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headerFitScript() : '' }} />}
    </header>
  );
};
