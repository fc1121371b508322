import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * One polite live region for the page: an action's result ("Released", "Deleted", "12 messages")
 * is read out by a screen reader without moving the reader's focus.
 */
const AnnounceContext = createContext<(text: string) => void>(() => {});

export function useAnnounce(): (text: string) => void {
  return useContext(AnnounceContext);
}

type AnnouncerProps = { children: ReactNode };

export function Announcer({ children }: AnnouncerProps) {
  const [said, setSaid] = useState({ text: '', count: 0 });
  // The same words twice in a row are still a new result: the key makes the region change.
  const announce = useCallback((text: string) => setSaid((previous) => ({ text, count: previous.count + 1 })), []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        <span key={said.count}>{said.text}</span>
      </p>
    </AnnounceContext>
  );
}
