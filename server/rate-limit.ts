const WINDOW_MS = 60_000;

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

/**
 * A sliding window: each client keeps the times of its accepted messages from the last minute,
 * so there is no burst of twice the limit across a window boundary as with fixed windows.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function recent(times: number[], at: number): number[] {
    let start = 0;
    while (start < times.length && (times[start] ?? 0) <= at - WINDOW_MS) start += 1;
    return start === 0 ? times : times.slice(start);
  }

  return {
    hit(client) {
      const at = now();
      // Sweeping from here needs no timer, and still bounds memory to about a minute of clients.
      if (at - lastSweep >= WINDOW_MS) {
        this.sweep();
        lastSweep = at;
      }
      const times = recent(hits.get(client) ?? [], at);
      if (times.length >= perMinute) {
        hits.set(client, times);
        const oldest = times[0] ?? at;
        return Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000));
      }
      times.push(at);
      hits.set(client, times);
      return 0;
    },
    sweep() {
      const at = now();
      for (const [client, times] of hits) {
        const kept = recent(times, at);
        if (kept.length === 0) hits.delete(client);
        else if (kept !== times) hits.set(client, kept);
      }
    },
    get size() {
      return hits.size;
    },
  };
}
