import type { RefObject } from 'react';
import type { DefaultTheme, NavItem, SocialLink } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import type { LanguageLink } from '../../lib/page-content';
import { mayHaveLanguages } from '../../lib/site-languages';
import { prerenderedTheme } from '../../lib/theme';
import { Icon } from '../icon';
import { SocialLinks } from '../social-links';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

type HeaderControlsProps = {
  socials: SocialLink[];
  nav: NavItem[];
  defaultTheme?: DefaultTheme | undefined;
  words: Words['page'];
  lang: string;
  languages: LanguageLink[];
  /** The section in view, which the language switcher keeps; none on a page other than the sections'. */
  active: string | undefined;
  elsewhere: boolean;
  /** The mobile menu's state and its button (useMobileMenu). */
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Each design's own classes: the controls' row, and its social links. */
  className: string;
  socialsClassName: string;
};

/**
 * The header's controls, in every design's header: the social links, the language switcher
 * (with two languages or more), the theme toggle, and the menu button, which the fit script and
 * the `nav-inline` variant hide where the nav shows in the row (src/lib/header-fit.ts).
 */
export function HeaderControls({ socials, nav, defaultTheme, words, lang, languages, active, elsewhere, open, onToggle, toggleRef, className, socialsClassName }: HeaderControlsProps) {
  return (
    <div data-header-controls className={className}>
      <SocialLinks links={socials} newTab={words.newTab} size="sm" className={socialsClassName} />
      {mayHaveLanguages && languages.length > 1 ? (
        // The first section is the top of the page: its link needs no fragment.
        <LanguageSwitcher current={lang} languages={languages} section={elsewhere || active === nav[0]?.path ? undefined : active} label={words.language} />
      ) : null}
      <ThemeToggle prerendered={prerenderedTheme(defaultTheme)} words={words} />
      <button
        ref={toggleRef}
        type="button"
        data-needs-js
        onClick={onToggle}
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? words.closeMenu : words.openMenu}
        className="inline-flex size-11 items-center justify-center rounded-full text-text transition hover:bg-surface-2 nav-inline:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
    </div>
  );
}
