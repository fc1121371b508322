import { useCallback, type MouseEvent } from 'react';
import { scrollToAnchor, smoothScrollTo, NAV_SCROLL_DURATION_MS } from '../lib/smooth-scroll';

/** Plain clicks only: a visitor opening the link in a new tab keeps the browser's behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handler for in-page links: smooth scroll to 150 px above the target, put the anchor in the
 * address bar, and move focus to the target so keyboard and screen-reader users land there too.
 * The links are real `href="#id"` anchors, so they also work before or without JavaScript.
 */
export function useAnchorNavigation(beforeScroll?: () => void) {
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string | null) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      beforeScroll?.();
      if (id === null) {
        history.replaceState(null, '', location.pathname + location.search);
        void smoothScrollTo(0, NAV_SCROLL_DURATION_MS);
        return;
      }
      history.replaceState(null, '', `#${id}`);
      void scrollToAnchor(id).then((reached) => {
        // Only if this scroll finished: a later click or the visitor's own scrolling wins.
        if (reached) document.getElementById(id)?.focus({ preventScroll: true });
      });
    },
    [beforeScroll],
  );
}
