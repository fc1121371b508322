import type { IncomingMessage, Server } from 'node:http';
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
  /** How long a request may take to arrive, headers and body; REQUEST_DEADLINE_MS unless a test gives its own. */
  requestDeadlineMs?: number;
  /**
   * Whether a connection answered 429 or 503 is held back (REFUSED_PAUSE_MS); true unless said.
   * Not behind a proxy: its connections carry every client's requests, and one client's refusal
   * would hold the others'.
   */
  holdRefused?: boolean;
};

/**
 * A request's headers and body, from the connection's opening (or its last answer, after the
 * keep-alive wait) to the body's last byte: a message is 16 KiB, which takes a phone on a poor
 * network well under a second. Enforced by a timer of its own, not node's requestTimeout,
 * which is only checked on a 30-second sweep and let a slow body hold its slot for about 55 s.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * How long a connection answered 429 or 503 is not read again (decision 055). Refused at
 * once, a flood is answered as fast as it sends, and the page waits behind every connection's
 * refusal: 64 addresses x 8 connections, all out of MCP calls, still got 11,000 answers a second,
 * and a visitor's p90 was 143 ms on a quiet machine; beside other tests, 7 of 40 loads waited past
 * 5 s. Held back, each connection asks at most once a second (p90 3 ms). An honest client waits
 * its Retry-After, at least a second, anyway; a held connection is idle, so a newcomer may still
 * take its place.
 */
export const REFUSED_PAUSE_MS = 1_000;

/**
 * Bounds what slow or idle clients can hold: connections in all, connections per address, and how
 * long a request may take to arrive. Without it about 20,000 slow clients used up the process's
 * descriptors and real visitors failed, with nothing logged. A full pool no longer refuses the
 * newcomer: 64 addresses holding 32 idle connections each filled all 2,000 slots and a visitor was
 * refused 16 times of 16 (issue 25's red team). Now the newcomer takes the place of an idle
 * connection of the address that holds the most (connection-pool.ts); only when every connection
 * is busy with a request is it refused. The log sums both up once per interval.
 *
 * A connection is busy only once its whole request has arrived (issue 40): 64 addresses x 32
 * POSTs sending their bodies a byte at a time counted as busy from their headers, could not be
 * closed for a newcomer, and refused a visitor 40 times of 40. Until its body's last byte a
 * connection is as idle as one that sent nothing, whatever its headers claim, and a request that
 * has not arrived by its deadline is cut.
 */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  const log = limits.log ?? ((line: string) => console.error(line));
  const every = limits.logEveryMs ?? 10_000;
  const deadline = limits.requestDeadlineMs ?? REQUEST_DEADLINE_MS;
  const hold = limits.holdRefused ?? true;
  // Node's own checks stay as a backstop behind the deadline below.
  server.headersTimeout = Math.max(deadline, 10_000);
  server.requestTimeout = Math.max(deadline, 30_000);
  // Not node's maxConnections: it refuses the newest connection, which is the visitor's.
  const pool = connectionPool<Socket>(limits);
  const timers = new Map<Socket, NodeJS.Timeout>();
  let late = 0;

  const disarm = (socket: Socket): void => {
    clearTimeout(timers.get(socket));
    timers.delete(socket);
  };
  /** The request now expected on `socket` must have arrived within `ms`, or the connection is cut. */
  const arm = (socket: Socket, ms: number): void => {
    disarm(socket);
    const timer = setTimeout(() => {
      timers.delete(socket);
      late += 1;
      report();
      socket.destroy();
    }, ms);
    timer.unref();
    timers.set(socket, timer);
  };

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
      if (late > 0) log(`folio: closed ${late} connection${late === 1 ? '' : 's'} in the last ${every / 1000} s whose request had not arrived within ${deadline / 1000} s`);
      late = 0;
      refusedTotal = 0;
      refusedPerClient = 0;
      evicted = 0;
    }, every);
    timer.unref();
  };

  // A connection is busy from its request's last byte until the answer has gone out; then it
  // waits for the next request, which has the keep-alive wait and its deadline to arrive.
  server.on('request', (request: IncomingMessage, response) => {
    const socket = request.socket;
    const arrived = () => {
      if (response.writableFinished || socket.destroyed) return;
      disarm(socket);
      pool.busy(socket);
    };
    if (hasBody(request)) request.once('end', arrived);
    else arrived();
    response.once('close', () => {
      pool.idle(socket);
      if (socket.destroyed) return;
      arm(socket, deadline + server.keepAliveTimeout);
      if (hold && (response.statusCode === 429 || response.statusCode === 503)) holdBack(socket);
    });
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
    arm(socket, deadline);
    socket.once('close', () => {
      disarm(socket);
      pool.remove(socket);
    });
  });
}

/** Reads nothing more from `socket` for REFUSED_PAUSE_MS: its next request waits in the kernel's buffer. */
function holdBack(socket: Socket): void {
  // Whoever resumes it meanwhile is undone: node's server does, to discard a body left unread.
  const keepPaused = (): void => void socket.pause();
  socket.pause();
  socket.on('resume', keepPaused);
  const resume = (): void => {
    clearTimeout(timer);
    socket.off('close', resume);
    socket.off('resume', keepPaused);
    if (!socket.destroyed) socket.resume();
  };
  const timer = setTimeout(resume, REFUSED_PAUSE_MS);
  timer.unref();
  socket.once('close', resume);
}

/** Whether a request brings a body, which it must finish sending before it counts as busy. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
