export const WINDOW_MS = 60_000;

/**
 * True at most once a window, for clearing rows that can no longer matter (quiet clients' hits,
 * expired solutions): whoever comes by when it is due does it.
 */
export function onceAWindow(start = 0): (at: number) => boolean {
  let last = start;
  return (at) => {
    if (at - last < WINDOW_MS) return false;
    last = at;
    return true;
  };
}

/** The same limit counted in a database every instance shares (PostgreSQL), so N instances do not allow N times it. */
export type SharedRateLimiter = { hit(client: string): Promise<number> };

export type RateLimiter = {
  /**
   * Counts one message from `client` if it is within the limit and returns 0; otherwise counts
   * nothing and returns the whole seconds to wait before the next one would be accepted.
   */
  hit(client: string): number;
  /** Forgets clients with no message in the last minute; `hit` runs it once a minute by itself. */
  sweep(): void;
  readonly size: number;
};

/** One client's accepted times, oldest first; entries before `head` have left the window. */
type Window = { times: number[]; head: number };

/**
 * A sliding window: each client keeps the times of its accepted messages from the last minute,
 * so there is no burst of twice the limit across a window boundary as with fixed windows. Times
 * leave by moving a head index, so a hit costs O(1) amortised even at a limit in the millions.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const sweepDue = onceAWindow(now());

  /** Drops the times that have left the window and returns how many remain. */
  function expire(window: Window, at: number): number {
    const { times } = window;
    while (window.head < times.length && (times[window.head] ?? 0) <= at - WINDOW_MS) window.head += 1;
    // Compact once most of the array is dead, so memory follows the live count.
    if (window.head > 64 && window.head * 2 > times.length) {
      times.splice(0, window.head);
      window.head = 0;
    }
    return times.length - window.head;
  }

  return {
    hit(client) {
      const at = now();
      // Sweeping from here needs no timer, and still bounds memory to about a minute of clients.
      if (sweepDue(at)) this.sweep();
      let window = windows.get(client);
      if (!window) {
        window = { times: [], head: 0 };
        windows.set(client, window);
      }
      if (expire(window, at) >= perMinute) {
        const oldest = window.times[window.head] ?? at;
        return Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000));
      }
      window.times.push(at);
      return 0;
    },
    sweep() {
      const at = now();
      for (const [client, window] of windows) if (expire(window, at) === 0) windows.delete(client);
    },
    get size() {
      return windows.size;
    },
  };
}
