import type { Server } from 'node:http';
import { rateLimitKey } from './client-address';

export type ConnectionLimits = {
  /** Open connections in all; past it the server refuses more (node's maxConnections). */
  total: number;
  /** Open connections from one address (IPv6 by /64); 0 when a proxy in front makes every peer the same. */
  perClient: number;
  log?: (line: string) => void;
  /** How often refusals are summed up in the log, at most. */
  logEveryMs?: number;
};

/**
 * Bounds what slow or idle clients can hold: connections in all, connections per address, and how
 * long a request may take to arrive. Without it about 20,000 slow clients used up the process's
 * descriptors and real visitors failed, with nothing logged; now the excess is refused at once and
 * the log says how many, once per interval rather than once per connection.
 */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  const log = limits.log ?? ((line: string) => console.error(line));
  const every = limits.logEveryMs ?? 10_000;
  // Headers within 10 s and the whole request within 30 s: a body of 16 KiB needs far less.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.maxConnections = limits.total;

  const open = new Map<string, number>();
  let refusedTotal = 0;
  let refusedPerClient = 0;
  let timer: NodeJS.Timeout | undefined;
  const report = (): void => {
    timer ??= setTimeout(() => {
      timer = undefined;
      const parts = [];
      if (refusedPerClient > 0) parts.push(`${refusedPerClient} over ${limits.perClient} from one address`);
      if (refusedTotal > 0) parts.push(`${refusedTotal} over ${limits.total} in all`);
      log(`folio: refused ${refusedPerClient + refusedTotal} connection${refusedPerClient + refusedTotal === 1 ? '' : 's'} in the last ${every / 1000} s (${parts.join(', ')})`);
      refusedTotal = 0;
      refusedPerClient = 0;
    }, every);
    timer.unref();
  };

  server.on('drop', () => {
    refusedTotal += 1;
    report();
  });
  if (limits.perClient <= 0) return;
  server.on('connection', (socket) => {
    const key = rateLimitKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perClient) {
      refusedPerClient += 1;
      report();
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
