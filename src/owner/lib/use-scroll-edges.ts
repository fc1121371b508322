import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling row hides more before its start and after its end. */
export type ScrollEdges = { before: boolean; after: boolean };

/**
 * Follows a row that scrolls sideways (on scroll and on resize), so the page can fade the edge
 * that hides more: the visible sign that there is more to scroll to. Both false when it fits.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** The mask that fades the hiding edges (2 rem), or none when the row fits. */
export function edgeMask({ before, after }: ScrollEdges): string | undefined {
  if (!before && !after) return undefined;
  return `linear-gradient(to right, ${before ? 'transparent, black 2rem' : 'black'}, ${after ? 'black calc(100% - 2rem), transparent' : 'black'})`;
}
