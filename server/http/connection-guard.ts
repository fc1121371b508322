import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { rateLimitKey } from './client-address';
import { connectionPool } from './connection-pool';

export type ConnectionLimits = {
  /** Open connections in all; past it a newcomer takes an idle one's place, or is refused when none is idle. */
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
 * descriptors and real visitors failed, with nothing logged. A full pool no longer refuses the
 * newcomer: 64 addresses holding 32 idle connections each filled all 2,000 slots and a visitor was
 * refused 16 times of 16 (issue 25's red team). Now the newcomer takes the place of an idle
 * connection of the address that holds the most (connection-pool.ts); only when every connection
 * is busy with a request is it refused. The log sums both up once per interval.
 */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  const log = limits.log ?? ((line: string) => console.error(line));
  const every = limits.logEveryMs ?? 10_000;
  // Headers within 10 s and the whole request within 30 s: a body of 16 KiB needs far less.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  // Not node's maxConnections: it refuses the newest connection, which is the visitor's.
  const pool = connectionPool<Socket>(limits);

  let refusedTotal = 0;
  let refusedPerClient = 0;
  let evicted = 0;
  let timer: NodeJS.Timeout | undefined;
  const report = (): void => {
    timer ??= setTimeout(() => {
      timer = undefined;
      const parts = [];
      if (refusedPerClient > 0) parts.push(`${refusedPerClient} over ${limits.perClient} from one address`);
      if (refusedTotal > 0) parts.push(`${refusedTotal} over ${limits.total} in all, none idle`);
      const refused = refusedPerClient + refusedTotal;
      if (refused > 0) log(`folio: refused ${refused} connection${refused === 1 ? '' : 's'} in the last ${every / 1000} s (${parts.join(', ')})`);
      if (evicted > 0) log(`folio: closed ${evicted} idle connection${evicted === 1 ? '' : 's'} in the last ${every / 1000} s to let new ones in (${limits.total} open in all)`);
      refusedTotal = 0;
      refusedPerClient = 0;
      evicted = 0;
    }, every);
    timer.unref();
  };

  // A connection is busy from a request's arrival until its answer has gone out.
  server.on('request', (request, response) => {
    pool.busy(request.socket);
    response.once('close', () => pool.idle(request.socket));
  });
  server.on('connection', (socket: Socket) => {
    const admitted = pool.admit(socket, rateLimitKey(socket.remoteAddress ?? 'unknown'));
    if (admitted.outcome !== 'admitted') {
      if (admitted.outcome === 'over-client') refusedPerClient += 1;
      else refusedTotal += 1;
      report();
      socket.destroy();
      return;
    }
    if (admitted.evicted) {
      evicted += 1;
      report();
      admitted.evicted.destroy();
    }
    socket.once('close', () => pool.remove(socket));
  });
}
