import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { OwnerSpeech } from '../../../contract/owner-folio-words';
import { ENGLISH_TEXT, ownerText, type OwnerText } from './owner-text';

// English unless the page's entry says otherwise: a screen rendered on its own (a test) is English.
const OwnerWordsContext = createContext<OwnerText>(ENGLISH_TEXT);

type OwnerWordsProviderProps = { speech: OwnerSpeech; children: ReactNode };

/** Gives the screens under it the page's language and words (main.tsx loads them for <html lang>). */
export function OwnerWordsProvider({ speech, children }: OwnerWordsProviderProps) {
  const value = useMemo(() => ownerText(speech), [speech]);
  return <OwnerWordsContext value={value}>{children}</OwnerWordsContext>;
}

export function useOwnerWords(): OwnerText {
  return useContext(OwnerWordsContext);
}

/**
 * A sentence with elements in it (a command as code, a link) kept whole for the translator: each
 * `{name}` of `template` becomes `parts[name]`, the words around it stay text.
 */
export function withElements(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/u).map((piece, index) => {
    const name = /^\{(\w+)\}$/u.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
  });
}
