import { createContext, useContext, type ReactNode } from 'react';
import type { FallbackTexts } from '../lib/page-content';

/**
 * Shows a text; one a translation leaves out (the default language's, listed in the content's
 * `fallback`) goes in a `<bdi>` with that language's `lang` and `dir`: a screen reader reads it in
 * its own voice, and on a right-to-left page its stop stays at its own end. `shown` is what to
 * show when it is not the text itself (a filled-in template, a link inside it).
 */
export type ShowText = (text: string, shown?: ReactNode) => ReactNode;

/** The page's ShowText (fallbackText), for every section and piece (useText). */
const TextContext = createContext<ShowText>((text, shown = text) => shown);

export const TextProvider = TextContext.Provider;

export function useText(): ShowText {
  return useContext(TextContext);
}

/** The ShowText of a page whose content has these fallback texts. */
export function fallbackText(fallback: FallbackTexts | undefined): ShowText {
  const texts = new Set(fallback?.texts);
  return (text, shown = text) =>
    fallback && texts.has(text) ? (
      <bdi lang={fallback.lang} dir={fallback.dir}>
        {shown}
      </bdi>
    ) : (
      shown
    );
}
