import { WINDOW_MS, onceAWindow } from '../intake/rate-limit';

/*
 * The two meters of the MCP endpoint's limits (mcp-limits.ts holds the numbers and the policy):
 * calls per address in a sliding minute, and calls in flight in the whole process.
 */

/** A sliding window of weighted hits per address: `take` counts `weight` calls or, over the limit, none, and says how long to wait. */
export type CallWindow = {
  /** 0 when `weight` more calls fit in `client`'s minute (they are then counted); otherwise whole seconds until they would. */
  take(client: string, weight: number): number;
  /** Counts up to `weight` calls for `client`, as many as its minute has room for: a request refused for its size still spends the address's calls. */
  spend(client: string, weight: number): void;
  readonly size: number;
};

type Hits = { at: number[]; weight: number[]; head: number; sum: number };

export function callWindow(perMinute: number, maxAddresses: number, now: () => number = Date.now): CallWindow {
  const windows = new Map<string, Hits>();
  const sweepDue = onceAWindow(now());

  const expire = (hits: Hits, at: number): void => {
    while (hits.head < hits.at.length && (hits.at[hits.head] ?? 0) <= at - WINDOW_MS) {
      hits.sum -= hits.weight[hits.head] ?? 0;
      hits.head += 1;
    }
    if (hits.head > 32 && hits.head * 2 > hits.at.length) {
      hits.at.splice(0, hits.head);
      hits.weight.splice(0, hits.head);
      hits.head = 0;
    }
  };

  /** `client`'s hits, with those that have left the window dropped. */
  const hitsOf = (client: string, at: number): Hits => {
    if (sweepDue(at)) {
      for (const [key, hits] of windows) {
        expire(hits, at);
        if (hits.sum === 0) windows.delete(key);
      }
    }
    let hits = windows.get(client);
    if (!hits) {
      // Map keeps insertion order: the first key is the address known longest.
      if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value as string);
      hits = { at: [], weight: [], head: 0, sum: 0 };
      windows.set(client, hits);
    }
    expire(hits, at);
    return hits;
  };
  const record = (hits: Hits, at: number, weight: number): void => {
    hits.at.push(at);
    hits.weight.push(weight);
    hits.sum += weight;
  };

  return {
    take(client, weight) {
      const at = now();
      const hits = hitsOf(client, at);
      if (hits.sum + weight > perMinute) {
        // The wait until enough of the oldest calls have left the window for `weight` more.
        const need = hits.sum + weight - perMinute;
        let freed = 0;
        let index = hits.head;
        while (freed < need && index < hits.at.length) {
          freed += hits.weight[index] ?? 0;
          index += 1;
        }
        const leaves = hits.at[index - 1] ?? at;
        return Math.max(1, Math.ceil((leaves + WINDOW_MS - at) / 1000));
      }
      if (weight > 0) record(hits, at, weight);
      return 0;
    },
    spend(client, weight) {
      const at = now();
      const hits = hitsOf(client, at);
      const room = Math.min(weight, perMinute - hits.sum);
      if (room > 0) record(hits, at, room);
    },
    get size() {
      return windows.size;
    },
  };
}

/** Room for calls in flight, shared by every request: `enter` gives a release when `weight` more calls fit, or undefined. */
export type CallGate = {
  enter(weight: number): (() => void) | undefined;
  readonly inFlight: number;
};

/**
 * A count, no queue: a request that finds no room is refused at once. A queue would hold the
 * connection meanwhile, and on a Worker a request must not be resumed by another request's work
 * (decision 016). A batch heavier than the whole room still gets in alone.
 */
export function callGate(room: number): CallGate {
  let inFlight = 0;
  return {
    enter(weight) {
      if (inFlight > 0 && inFlight + weight > room) return undefined;
      inFlight += weight;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= weight;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
}
