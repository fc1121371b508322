import { useEffect, useState } from 'react';
import { activeSectionId, throttle } from '../../lib/scroll-spy';
import { NAV_SCROLL_OFFSET_PX } from '../../lib/smooth-scroll';

/** A little past the nav's landing line, so the section a nav click lands on is the active one. */
const SPY_LINE_PX = Math.abs(NAV_SCROLL_OFFSET_PX) + 10;

/** The id of the section in view, re-read on scroll and resize (throttled to the spec's 66 ms). */
export function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    const update = () => {
      const sections = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(activeSectionId(sections, window.scrollY, SPY_LINE_PX, atBottom));
    };
    const onScroll = throttle(update);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);

  return active;
}
