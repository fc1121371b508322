import { useEffect } from 'react';
import type { LongFormChrome } from '../lib/long-form-content';
import { Header } from '@design/header';

type HeaderIslandProps = { chrome: LongFormChrome };

/**
 * A long-form page's one interactive part (issue 24): the skip link and the header, in the page's
 * root element. The article and the footer after it are HTML the script never touches, so their
 * text is not sent again for hydration.
 */
export function HeaderIsland({ chrome }: HeaderIslandProps) {
  // Marks the moment the page is interactive, as the home page does; tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {chrome.words.page.skipLink}
      </a>
      <Header
        name={chrome.owner.name}
        initials={chrome.owner.initials}
        nav={chrome.nav}
        socials={chrome.socials}
        defaultTheme={chrome.defaultTheme}
        words={chrome.words.page}
        home={chrome.home}
        lang={chrome.lang}
        languages={chrome.languages ?? []}
        elsewhere
      />
    </>
  );
}
