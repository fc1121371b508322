import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { DESKTOP_MEDIA_QUERY, HEADER_FIT_ATTRIBUTE, navIsInline } from '../../lib/header-fit';
/** Class on <html> that stops the page scrolling behind the open menu. */
export const SCROLL_LOCK_CLASS = 'menu-open';

const FOCUSABLE = 'a[href], button:not([disabled]), input, textarea, select, [tabindex]:not([tabindex="-1"])';

type MobileMenu = {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The header: focus stays among its visible controls while the menu is open. */
  containerRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The menu's state and its duties while open: lock page scroll, keep focus inside the menu,
 * close on Escape (focus back to the toggle), and close if the nav moves back into the row (the
 * window grew, src/lib/header-fit.ts) so the lock can never outlive the menu or reach that layout.
 */
export function useMobileMenu(): MobileMenu {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    // The toggle is hidden while the nav is in the row; should the menu be open then anyway, it must not lock.
    if (!navIsInline(root)) root.classList.add(SCROLL_LOCK_CLASS);
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onDesktop = () => {
      if (navIsInline(root)) setOpen(false);
    };
    // The fit script changes the layout without a media query's change event.
    const fit = new MutationObserver(onDesktop);
    fit.observe(root, { attributes: true, attributeFilter: [HEADER_FIT_ATTRIBUTE] });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      } else if (event.key === 'Tab') {
        trapFocus(event, focusablesIn(containerRef.current));
      }
    };
    desktop.addEventListener('change', onDesktop);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.classList.remove(SCROLL_LOCK_CLASS);
      desktop.removeEventListener('change', onDesktop);
      fit.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, containerRef, panelRef, toggleRef };
}

/** Visible controls in DOM order (hidden ones, like the desktop-only social links, are skipped). */
function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** Moves Tab and Shift+Tab through `items` in a loop, so focus cannot leave the open menu. */
function trapFocus(event: KeyboardEvent, items: HTMLElement[]): void {
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step + items.length) % items.length;
  items[next]?.focus();
}
