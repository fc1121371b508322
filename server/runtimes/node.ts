import { createServer } from 'node:http';
import path from 'node:path';
import type { CaptchaBuild } from '../../contract/build-stamp';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { ConfigError, loadConfig, type Config } from '../config';
import { guardConnections } from '../http/connection-guard';
import { ensureFreshBuild } from '../site/fresh-build';
import { storePathProblem } from '../stores/configured-store';
import { openNodeService, type NodeService } from './node-service';
import { formTargetLine } from '../site/form-target';
import { loadStaticSite } from '../site/static-site';
import { ASSISTANT_CORPUS_FILE } from '../../contract/assistants';
import { fileCorpus } from '../assistants/file-corpus';
import { loadOwnerPage } from '../owner/page/load-owner-page';

/** How long in-flight requests and deliveries get to finish after SIGTERM before the process quits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const root = PROJECT_ROOT;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A path that is a folder, unwritable or not a database stops the service with one line, like a bad setting. */
async function openServiceOrExit(options: Parameters<typeof openNodeService>[0]): Promise<NodeService> {
  try {
    return await openNodeService(options);
  } catch (error) {
    const { databaseUrl } = options.config;
    if (databaseUrl) {
      // Host only: the URL's user and password stay out of logs.
      console.error(`folio: cannot open the PostgreSQL database at ${new URL(databaseUrl).host} (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    const problem = storePathProblem(error, options.config.databasePath);
    if (!problem) throw error;
    console.error(problem);
    process.exit(1);
  }
}

/** The page and the service disagreeing about a captcha costs every message (held as spam) or the check itself. */
function warnOfCaptchaMismatch(config: Config, built: CaptchaBuild | null): void {
  if (config.captcha && built?.provider !== config.captcha.provider) {
    console.warn(`folio: CAPTCHA_PROVIDER is ${config.captcha.provider} but ${config.staticDir}/ was built ${built ? `with ${built.provider}` : 'without VITE_CAPTCHA_PROVIDER'}: every message will be stored as spam. Build with VITE_CAPTCHA_PROVIDER=${config.captcha.provider} and VITE_CAPTCHA_SITE_KEY.`);
  } else if (!config.captcha && built) {
    console.warn(`folio: ${config.staticDir}/ shows the ${built.provider} widget but CAPTCHA_PROVIDER and CAPTCHA_SECRET are not set: its answers are not checked.`);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // The API alone needs no site, so SERVE_STATIC=0 skips the check (and any build) entirely.
  const built = config.serveStatic ? await ensureFreshBuild(root, config.staticDir) : undefined;
  const site = built ? await loadStaticSite(config.staticDir, built.base, built.apiHost) : undefined;
  // The owner's inbox is the service's page, not the site's: served from the build when there is one.
  const ownerPage = await loadOwnerPage(path.join(config.staticDir, 'owner'));

  // The host only fills in a request without Host (HTTP/1.0); an IPv6 one needs its brackets there.
  const hostname = config.host.includes(':') ? `[${config.host}]` : config.host;
  // What the MCP endpoint answers from: the build's, with or without the site served (the API alone still has the message tool).
  const assistants = fileCorpus(path.join(config.staticDir, ASSISTANT_CORPUS_FILE));
  const service = await openServiceOrExit({ config, site, ownerPage, assistants, hostname });
  const server = createServer(service.listener);
  guardConnections(server, { total: config.maxConnections, perClient: config.maxConnectionsPerClient, holdRefused: !config.trustProxy });
  server.listen(config.port, config.host, () => {
    const what = site ? `the site from ${config.staticDir}/ and the API` : 'the API only';
    const channels = service.channels.join(' and ') || 'none (messages are only stored)';
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : hostname;
    const sitePath = built?.base ?? '/';
    const where = config.databaseUrl ? `PostgreSQL at ${new URL(config.databaseUrl).host}` : config.databasePath;
    console.log(`folio: serving ${what} on http://${shownHost}:${config.port}${sitePath} — messages in ${where}, notifications: ${channels}`);
    // Not a reason to rebuild: a deploy build served as it is previews what will be deployed.
    // But the owner must know its form does not reach this service.
    if (built) console.log(formTargetLine(built.apiHost));
    if (built) warnOfCaptchaMismatch(config, built.captcha);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is already in use; set PORT to another one` : error.message;
    console.error(`folio: cannot listen on ${config.host}:${config.port}: ${reason}`);
    process.exit(1);
  });
  service.start();

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    // A terminal's Ctrl-C reaches both npm and this process, and npm forwards it too: once is enough.
    if (stopping) return;
    stopping = true;
    console.log(`folio: ${signal}, finishing requests in flight…`);
    const deadline = setTimeout(() => {
      console.error(`folio: still busy after ${SHUTDOWN_TIMEOUT_MS / 1000} s, closing anyway`);
      server.closeAllConnections();
      service.abort();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    // close() stops accepting and waits for open connections; keep-alive ones are closed as soon
    // as their last answer has gone out.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(idle);
    await service.close();
    clearTimeout(deadline);
    console.log('folio: stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
