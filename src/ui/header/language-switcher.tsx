import { useEffect, useRef } from 'react';
import type { LanguageLink } from '../../lib/page-content';
import { Icon } from '../icon';

type LanguageSwitcherProps = {
  /** The page's language. */
  current: string;
  languages: LanguageLink[];
  /** The section in view, kept across the switch (none: the top of the page). */
  section: string | undefined;
  /** "Language", read before the current language's code. */
  label: string;
};

/**
 * The site's languages as links to their pages, behind a native disclosure: it opens and closes by
 * keyboard and is announced as expanded or collapsed with no script, and it works before the page
 * has hydrated. Each link is in its own language (`lang`), names that language in itself, and
 * carries the section in view, so a visitor lands where they were.
 */
export function LanguageSwitcher({ current, languages, section, label }: LanguageSwitcherProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  // What a native disclosure does not do: close on Escape (focus back on its button) and on a
  // click or focus anywhere else, as the theme and menu controls beside it would expect.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);

  const hash = section === undefined ? '' : `#${section}`;
  return (
    <details ref={ref} className="relative">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center whitespace-nowrap gap-1.5 rounded-full px-3 text-sm font-semibold text-text transition hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        <Icon name="languages" className="size-[18px]" />
        <span className="sr-only">{label}: </span>
        {current.toUpperCase()}
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-2 min-w-44 rounded-xl border border-border bg-surface p-1.5 shadow-lift">
        {languages.map((language) => {
          const here = language.lang === current;
          return (
            <li key={language.lang}>
              <a
                href={`${language.href}${hash}`}
                hrefLang={language.lang}
                lang={language.lang}
                dir={language.dir}
                aria-current={here ? 'page' : undefined}
                className={
                  'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ' +
                  (here ? 'bg-accent-soft text-accent-soft-text' : 'text-text hover:bg-surface-2')
                }
              >
                {language.name}
                {here ? <Icon name="check" className="size-4" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
