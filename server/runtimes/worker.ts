import type { Hono } from 'hono';
import { API_ERRORS, API_HEADERS } from '../http/api-answers';
import type { RequestSource } from '../http/request-source';
import { ConfigError, loadConfig, type Config } from '../config';
import { httpNotifiersFrom } from '../notifiers/http-from-config';
import { createService, storeOptionsFor, type Service } from '../service';
import { d1Store, type D1Like } from '../stores/d1/d1-store';
import { assetsOwnerPage, type AssetsBinding } from './worker-owner-page';
import { assetsSite } from './worker-site';
import { ASSISTANT_CORPUS_FILE } from '../../contract/assistants';
import { corpusSource, type CorpusSource } from '../assistants/corpus-source';

/**
 * folio as a Cloudflare Worker over D1 (`wrangler.jsonc`): the same app as on Node, serving the
 * site, the API and the owner's page, the site's files from the static assets binding.
 * Notifications leave through `waitUntil` right after each message, and the Cron Trigger drains
 * whatever is still due (a failed send's retry, a pass cut short) once a minute.
 */

/**
 * The Worker's bindings: the D1 database, the built site as static assets (the owner's page with
 * it; absent when the Worker is deployed without them), and folio's settings as plain variables
 * and secrets.
 */
export type WorkerEnv = { DB: D1Like; ASSETS?: AssetsBinding } & Record<string, unknown>;
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void };

// Cloudflare puts the visitor's address here, and a visitor cannot set it through Cloudflare.
const workerSource: RequestSource = { peer: (c) => c.req.header('cf-connecting-ip') };

/**
 * The settings, as loadConfig reads them on Node; SMTP is the one thing a Worker cannot do.
 * Throws a ConfigError naming the variable (`npm run worker` checks this before it starts).
 */
export function workerConfig(settings: Record<string, string | undefined>): Config {
  const config = loadConfig(settings);
  if (config.smtp) throw new ConfigError('Invalid configuration: SMTP_URL cannot be used on Workers, which have no SMTP: set MAIL_API_KEY (Resend) instead, or WEBHOOK_URL');
  return config;
}

/** The build's public facts, one of the uploaded files (the binding answers any host). */
function assetsCorpus(assets: AssetsBinding): CorpusSource {
  return corpusSource(async () => {
    const answer = await assets.fetch(new Request(`https://assets.invalid/${ASSISTANT_CORPUS_FILE}`));
    return answer.ok ? answer.text() : undefined;
  });
}

function serviceOf(env: WorkerEnv): Service {
  const settings = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const config = workerConfig(settings);
  const notifiers = httpNotifiersFrom(config);
  return createService(config, d1Store(env.DB, storeOptionsFor(config, notifiers)), {
    source: workerSource,
    notifiers,
    ...(env.ASSETS ? { site: assetsSite(env.ASSETS), ownerPage: assetsOwnerPage(env.ASSETS), assistants: assetsCorpus(env.ASSETS) } : {}),
    // A Worker may not work on after its answer unless the work is handed to waitUntil.
    waitUntil: (c, work) => c.executionCtx.waitUntil(work),
  });
}

// One service per isolate and bindings object: the settings are read and checked once, not per request.
const services = new WeakMap<object, Service | ConfigError>();
function cachedService(env: WorkerEnv): Service | ConfigError {
  let service = services.get(env);
  if (!service) {
    try {
      service = serviceOf(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      service = error;
    }
    services.set(env, service);
  }
  return service;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const service = cachedService(env);
    if (service instanceof ConfigError) {
      // Logged for the owner (wrangler tail, the dashboard); the visitor gets the usual failure.
      console.error(service.message);
      return Response.json({ error: API_ERRORS.failed }, { status: 500, headers: API_HEADERS });
    }
    return service.app.fetch(request, env, ctx as Parameters<Hono['fetch']>[2]);
  },
  async scheduled(_controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const service = cachedService(env);
    // drain reports a failed purge itself; a failed pass is logged here, and retried next minute.
    if (service instanceof ConfigError) console.error(service.message);
    else {
      const pass = service.drain().then(
        () => undefined,
        (error: unknown) => console.error(`folio: the outbox pass failed: ${error instanceof Error ? error.message : String(error)}`),
      );
      ctx.waitUntil(pass);
      // Also awaited: a trigger that waits for the handler (wrangler dev's /__scheduled) sees the pass done.
      await pass;
    }
  },
};
