import { useLayoutEffect } from 'react';
import { HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING, headerFitScript } from '../../lib/header-fit';

/**
 * The header's row is still `pending` once React has the page only where the fit script that
 * follows it in the built page (src/lib/header-fit.ts) has not run:
 * - on the dev server's page, which React renders, and a script React creates never runs: there
 *   the same script runs here, once the header is in the page and before it is painted;
 * - in a build, if something kept that script from running: the row is shown, and the
 *   breakpoints decide, rather than left with only the link home for good. The build carries none of the
 *   script's text for this.
 */
export function useHeaderFitFallback(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.getAttribute(HEADER_FIT_ATTRIBUTE) !== HEADER_FIT_PENDING) return;
    if (import.meta.env.DEV) {
      try {
        // The script is a string, as the page inlines it; the dev server sends no policy against this.
        new Function(headerFitScript())();
        return;
      } catch {
        // A policy that forbids it (a development build served with the site's headers): as below.
      }
    }
    root.removeAttribute(HEADER_FIT_ATTRIBUTE);
  }, []);
}
