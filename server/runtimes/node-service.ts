import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { API_ERRORS, API_HEADERS } from '../api';
import { createApp } from '../app';
import { nodeRequestSource } from '../http/node-request';
import type { Config } from '../config';
import { notifiersFrom } from '../notifiers/from-config';
import { configuredOutbox } from '../outbox/outbox';
import { sqliteDeliveries } from '../stores/sqlite/sqlite-deliveries';
import type { ProofLedger } from '../intake/proof-of-work';
import { openSqliteRateLimiter, type SqliteRateLimiter } from '../stores/sqlite/sqlite-rate-limit';
import type { StaticSite } from '../site/static-site';
import type { DeliveryStore } from '../outbox/delivery-store';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import type { SharedRateLimiter } from '../intake/rate-limit';
import { retention } from '../retention';
import { openStore, type MessageStore } from '../stores/sqlite/sqlite-store';

/** The message service wired for Node: what `npm start` and the dev server both run. */
export type NodeService = {
  /** Answers a Node request with the Hono app (a Web Request in, a Web Response out). */
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The notification channels configured, for the start-up line. */
  channels: string[];
  /** Begins delivering notifications, including any left over from before a restart. */
  start(): void;
  /** Waits for the delivery pass in progress, then closes notifiers and the database. */
  close(): Promise<void>;
  /** Closes the database now, without waiting for deliveries (for a shutdown that ran out of time). */
  abort(): void;
};

export type NodeServiceOptions = {
  config: Config;
  site?: StaticSite;
  /** Filled in for a request without Host (HTTP/1.0); an IPv6 one needs its brackets. */
  hostname?: string;
};

/** The database the service keeps messages in, whichever it is. */
type OpenedStore = {
  add: MessageStore['add'];
  deliveries: DeliveryStore;
  /** A limit every instance shares, where instances share the store; else the app counts in memory. */
  rateLimiter?: (perMinute: number) => SharedRateLimiter;
  purge: (before: number) => Promise<number>;
  proofLedger: ProofLedger;
  close: () => Promise<void>;
};

/** PostgreSQL when `DATABASE_URL` names one; else the SQLite file at `DATABASE_PATH`. */
async function openConfiguredStore(config: Config, channels: readonly string[]): Promise<OpenedStore> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl, { channels, notifyPerHour: config.notifyPerHour });
  const store = openStore(config.databasePath, { channels, notifyPerHour: config.notifyPerHour });
  const limiters: SqliteRateLimiter[] = [];
  return {
    proofLedger: store.proofLedger,
    add: (message) => store.add(message),
    deliveries: sqliteDeliveries(store.db),
    purge: (before) => store.purge(before),
    // In the file, not in memory: any number of processes may serve one file, and share its limit.
    rateLimiter(perMinute) {
      const limiter = openSqliteRateLimiter(config.databasePath, perMinute);
      limiters.push(limiter);
      return limiter;
    },
    async close() {
      for (const limiter of limiters) limiter.close();
      store.close();
    },
  };
}

/**
 * Opens the store, notifiers and outbox the configuration names, and builds the app over them.
 * Rejects if the database cannot be opened; `storePathProblem` says whether that is the path's fault.
 */
export async function openNodeService({ config, site, hostname }: NodeServiceOptions): Promise<NodeService> {
  const notifiers = notifiersFrom(config);
  const channels = notifiers.map((n) => n.channel);
  const store = await openConfiguredStore(config, channels);
  const outbox = configuredOutbox(config, store.deliveries, notifiers);
  const shared = store.rateLimiter && config.rateLimitPerMinute > 0 ? store.rateLimiter(config.rateLimitPerMinute) : undefined;
  const app = createApp({ store, source: nodeRequestSource, config, outbox, site, proofLedger: store.proofLedger, ...(shared ? { rateLimiter: shared } : {}) });
  const answer = getRequestListener(app.fetch, { hostname, errorHandler: answerUnreadable });
  const kept = retention(config.retentionDays, (before) => store.purge(before));
  let purging: NodeJS.Timeout | undefined;
  const purgeNow = () => void kept.due().catch((error: unknown) => console.error(`folio: RETENTION_DAYS purge failed: ${error instanceof Error ? error.message : String(error)}`));
  const listener = (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Only POST /api/v1 reads a body. Any other request that brings one has it left unread, and the
    // connection closes after the answer: node would otherwise read and discard whatever the
    // client goes on sending (4.7 GB in 10 s, in a red-team run), holding the connection meanwhile.
    if (req.method !== 'POST' && hasBody(req)) res.shouldKeepAlive = false;
    // The same for a body read only in part (a 413, a 415 or 429 answered before reading, a POST to
    // another path): a lingering close, reading on for at most 1 MB or 2 s so the client sees
    // the answer rather than a reset, then cutting the connection.
    res.once('finish', () => {
      if (req.complete) return;
      let read = 0;
      const cut = () => req.socket.destroy();
      const timer = setTimeout(cut, 2_000);
      timer.unref();
      req.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 1_048_576) {
          clearTimeout(timer);
          cut();
        }
      });
      req.once('end', () => clearTimeout(timer));
    });
    return answer(req, res);
  };
  return {
    listener,
    channels,
    start() {
      outbox?.start();
      outbox?.kick();
      if (config.retentionDays > 0) {
        purgeNow();
        purging = setInterval(purgeNow, 600_000);
        purging.unref();
      }
    },
    async close() {
      clearInterval(purging);
      await outbox?.stop();
      for (const notifier of notifiers) notifier.close?.();
      await store.close();
    },
    abort() {
      for (const notifier of notifiers) notifier.close?.();
      void store.close();
    },
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Requests the app never sees, because no URL can be made of them (a backslash in the path, say),
 * still get a JSON answer like every other error. Anything else that escapes the app is a bug:
 * it is logged, and the visitor gets the same JSON 500 the app itself would give.
 */
function answerUnreadable(error: unknown): Response {
  const unreadable = error instanceof RequestError;
  if (!unreadable) console.error('folio: unexpected error answering a request:', error);
  const body = { error: unreadable ? API_ERRORS.unreadable : API_ERRORS.failed };
  return Response.json(body, { status: unreadable ? 400 : 500, headers: API_HEADERS });
}

/** Errors that mean the path itself is unusable, as opposed to, say, a native module built for another Node. */
const PATH_ERRORS = new Set(['EACCES', 'EEXIST', 'EISDIR', 'ENOENT', 'ENOTDIR', 'EPERM', 'EROFS']);
const SQLITE_PATH_ERRORS = /^SQLITE_(CANTOPEN|NOTADB|READONLY|PERM|IOERR|CORRUPT)/u;

/** One line naming DATABASE_PATH when opening failed because of the path; undefined for any other error. */
export function storePathProblem(error: unknown, path: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const pathError = typeof code === 'string' && (PATH_ERRORS.has(code) || SQLITE_PATH_ERRORS.test(code));
  if (!pathError) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  return `Invalid configuration: DATABASE_PATH must be a SQLite file this user can create and write (got ${JSON.stringify(path)}: ${reason})`;
}
