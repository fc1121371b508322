import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { getRequestListener, RequestError } from '@hono/node-server';
import { API_ERRORS, API_HEADERS } from './api';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { notifiersFrom } from './notifiers/from-config';
import { createOutbox } from './outbox';
import { loadStaticSite } from './static';
import { openStore } from './store';

/** How long in-flight requests and deliveries get to finish after SIGTERM before the process quits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
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

/** A path that is a folder, unwritable or not a database stops the service with one line, like a bad setting. */
function openStoreOrExit(path: string, channels: string[]): ReturnType<typeof openStore> {
  try {
    return openStore(path, { channels });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const pathError = typeof code === 'string' && (PATH_ERRORS.has(code) || SQLITE_PATH_ERRORS.test(code));
    if (!pathError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Invalid configuration: DATABASE_PATH must be a SQLite file this user can create and write (got ${JSON.stringify(path)}: ${reason})`);
    process.exit(1);
  }
}

/** "Installs nothing, builds if needed": a fresh clone can `npm start` straight away. */
function ensureBuilt(dir: string): void {
  const index = join(dir, 'index.html');
  if (existsSync(index)) return;
  console.log(`folio: ${index} is missing, so building the site first (npm run build)…`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0 || !existsSync(index)) {
    console.error(`folio: the build did not produce ${index}. Fix the build, set STATIC_DIR, or set SERVE_STATIC=0 to serve only the API.`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.serveStatic) ensureBuilt(config.staticDir);

  const notifiers = notifiersFrom(config);
  const store = openStoreOrExit(config.databasePath, notifiers.map((n) => n.channel));
  const outbox = notifiers.length > 0 ? createOutbox({ db: store.db, notifiers }) : undefined;
  const site = config.serveStatic ? await loadStaticSite(config.staticDir) : undefined;
  const app = createApp({ store, config, outbox, site });

  // The host only fills in a request without Host (HTTP/1.0); an IPv6 one needs its brackets there.
  const hostname = config.host.includes(':') ? `[${config.host}]` : config.host;
  const listener = getRequestListener(app.fetch, { hostname, errorHandler: answerUnreadable });
  const server = createServer(listener);
  server.listen(config.port, config.host, () => {
    const what = site ? `the site from ${config.staticDir}/ and the API` : 'the API only';
    const channels = notifiers.map((n) => n.channel).join(' and ') || 'none (messages are only stored)';
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`folio: serving ${what} on http://${shownHost}:${config.port} — messages in ${config.databasePath}, notifications: ${channels}`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is already in use; set PORT to another one` : error.message;
    console.error(`folio: cannot listen on ${config.host}:${config.port}: ${reason}`);
    process.exit(1);
  });
  outbox?.start();
  outbox?.kick(); // deliveries left over from before a restart

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    // Process managers and npm may both forward the same signal; the first one is enough.
    if (stopping) return;
    stopping = true;
    console.log(`folio: ${signal}, finishing requests in flight…`);
    const deadline = setTimeout(() => {
      console.error(`folio: still busy after ${SHUTDOWN_TIMEOUT_MS / 1000} s, closing anyway`);
      server.closeAllConnections();
      store.close();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    // close() stops accepting and waits for open connections; keep-alive ones are closed as soon
    // as their last answer has gone out.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(idle);
    await outbox?.stop();
    for (const notifier of notifiers) notifier.close?.();
    store.close();
    clearTimeout(deadline);
    console.log('folio: stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
