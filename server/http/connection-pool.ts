/**
 * Who holds the server's connections, and whose connection gives way when they are all taken:
 * the policy of http/connection-guard.ts, kept free of sockets so it is tested on its own.
 */
export type Admission<T> =
  | { outcome: 'admitted'; evicted?: T }
  | { outcome: 'over-client' }
  | { outcome: 'full' };

type Entry = { key: string; busy: boolean; since: number };

export type ConnectionPool<T> = {
  /** A new connection from `key`: admitted (maybe in an idle one's place, which the caller closes) or refused. */
  admit(connection: T, key: string): Admission<T>;
  busy(connection: T): void;
  idle(connection: T): void;
  remove(connection: T): void;
  readonly size: number;
};

/**
 * When every slot is taken, the newcomer takes the place of the longest idle connection of the
 * address holding the most: an attacker's many idle connections give way first, and a visitor's
 * one keep-alive connection only when nothing else is idle. Busy connections (a request in
 * flight) are never closed for another; with all of them busy the newcomer is refused.
 */
export function connectionPool<T>(limits: { total: number; perClient: number }, now: () => number = Date.now): ConnectionPool<T> {
  const entries = new Map<T, Entry>();
  const byKey = new Map<string, Set<T>>();
  let tick = 0;
  // Ties in time (many connections in one millisecond) are broken by arrival order.
  const stamp = () => now() * 1_000 + (tick = (tick + 1) % 1_000);

  const victim = (): T | undefined => {
    let chosen: T | undefined;
    let chosenHeld = 0;
    let chosenSince = Infinity;
    for (const held of byKey.values()) {
      if (held.size < chosenHeld) continue;
      for (const connection of held) {
        const entry = entries.get(connection);
        if (!entry || entry.busy) continue;
        if (held.size > chosenHeld || entry.since < chosenSince) {
          chosen = connection;
          chosenHeld = held.size;
          chosenSince = entry.since;
        }
      }
    }
    return chosen;
  };

  const pool: ConnectionPool<T> = {
    admit(connection, key) {
      const held = byKey.get(key);
      if (limits.perClient > 0 && (held?.size ?? 0) >= limits.perClient) return { outcome: 'over-client' };
      let evicted: T | undefined;
      if (entries.size >= limits.total) {
        evicted = victim();
        if (evicted === undefined) return { outcome: 'full' };
        pool.remove(evicted);
      }
      entries.set(connection, { key, busy: false, since: stamp() });
      if (held) held.add(connection);
      else byKey.set(key, new Set([connection]));
      return evicted === undefined ? { outcome: 'admitted' } : { outcome: 'admitted', evicted };
    },
    busy(connection) {
      const entry = entries.get(connection);
      if (entry) entry.busy = true;
    },
    idle(connection) {
      const entry = entries.get(connection);
      if (entry) {
        entry.busy = false;
        entry.since = stamp();
      }
    },
    remove(connection) {
      const entry = entries.get(connection);
      if (!entry) return;
      entries.delete(connection);
      const held = byKey.get(entry.key);
      held?.delete(connection);
      if (held?.size === 0) byKey.delete(entry.key);
    },
    get size() {
      return entries.size;
    },
  };
  return pool;
}
