import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Where the inline navigation takes over from the menu (Tailwind's md breakpoint, 768 px). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 48rem)';
/** Class on <html> that stops the page scrolling behind the open menu. */
export const SCROLL_LOCK_CLASS = 'menu-open';

const FOCUSABLE = 'a[href], button:not([disabled]), input, textarea, select, [tabindex]:not([tabindex="-1"])';

type MobileMenu = {
  open: boolean;
  toggle: () => void;
  close: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The menu's state and its duties while open: lock page scroll, keep focus inside the menu,
 * close on Escape (focus back to the toggle), and close if the window grows to desktop width so
 * the lock can never outlive the menu or reach the desktop layout.
 */
export function useMobileMenu(): MobileMenu {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    // The toggle is hidden on desktop; should the menu be open there anyway, it must not lock.
    if (!desktop.matches) root.classList.add(SCROLL_LOCK_CLASS);
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      } else if (event.key === 'Tab') {
        trapFocus(event, [toggleRef.current, ...focusablesIn(panelRef.current)]);
      }
    };
    desktop.addEventListener('change', onDesktop);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.classList.remove(SCROLL_LOCK_CLASS);
      desktop.removeEventListener('change', onDesktop);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, panelRef, toggleRef };
}

function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Wraps Tab and Shift+Tab around the menu's controls. */
function trapFocus(event: KeyboardEvent, candidates: (HTMLElement | null)[]): void {
  const items = candidates.filter((item): item is HTMLElement => item !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  const inside = items.some((item) => item === current);
  if (event.shiftKey && (current === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
