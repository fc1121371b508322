/** The spec's scroll-spy throttle. */
export const SCROLL_SPY_THROTTLE_MS = 66;

export type SectionPosition = { id: string; top: number };

/**
 * The section the visitor is reading: the last one whose top has passed the line `offset` px below
 * the top of the window. At the very bottom of the page the last section wins, even if it is short.
 */
export function activeSectionId(
  sections: SectionPosition[],
  scrollY: number,
  offset: number,
  atBottom: boolean,
): string | undefined {
  if (sections.length === 0) return undefined;
  if (atBottom) return sections[sections.length - 1]?.id;
  let active = sections[0]?.id;
  for (const section of sections) {
    if (section.top <= scrollY + offset) active = section.id;
  }
  return active;
}

/**
 * Calls `fn` at most once per `wait` ms, always including the last call (so the final position
 * counts). `cancel` drops a pending call, for unmounting.
 */
export function throttle(fn: () => void, wait = SCROLL_SPY_THROTTLE_MS): (() => void) & { cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
  return Object.assign(throttled, {
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  });
}
