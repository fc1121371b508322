import { useLayoutEffect } from 'react';
import { HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING, headerFitScript } from '../../lib/header-fit';

/**
 * The dev server's page is rendered by React, and a script React creates never runs: the header's
 * fit script (src/lib/header-fit.ts), which the built page runs right after the row, runs here
 * once the header is in the page and before it is painted, while the row is still `pending`.
 * A build has nothing of it (no call, no script text): its page always runs its own.
 */
export const useDevHeaderFit: () => void = import.meta.env.DEV
  ? () =>
      useLayoutEffect(() => {
        const root = document.documentElement;
        if (root.getAttribute(HEADER_FIT_ATTRIBUTE) !== HEADER_FIT_PENDING) return;
        try {
          // The script is a string, as the page inlines it; the dev server sends no policy against this.
          new Function(headerFitScript())();
        } catch {
          // A policy that forbids it (a development build served with the site's headers): the
          // whole row is shown, and the breakpoints decide.
          root.removeAttribute(HEADER_FIT_ATTRIBUTE);
        }
      }, [])
  : () => undefined;
