import { Hono, type Context } from 'hono';
import { handle } from 'hono/aws-lambda';
import { API_ERRORS, API_HEADERS } from '../http/api-answers';
import type { RequestSource } from '../http/request-source';
import { corpusSource } from '../assistants/corpus-source';
import { ConfigError, loadConfig } from '../config';
import { notifiersFrom } from '../notifiers/from-config';
import { createService, storeOptionsFor, type Service } from '../service';
import { openPostgresStore } from '../stores/postgres/postgres-store';
import { bundledOwnerPage, type BundledOwnerPageFiles } from './bundled-owner-page';

/**
 * The message service as one serverless function over PostgreSQL (DATABASE_URL): AWS Lambda,
 * Vercel and Netlify functions, through Hono's adapters. A function keeps no disk and may run as
 * many copies at once, so the store, the outbox's claims and the rate limit all live in PostgreSQL.
 * A stored message kicks the outbox under the platform's `waitUntil` where it has one (Netlify,
 * Vercel); `drain` is for a schedule (EventBridge, Vercel Cron, Netlify's scheduled functions),
 * which sends retries and anything a frozen function left behind.
 */

/** What the adapters put in `c.env`: Lambda's event (API Gateway v1 or v2, a function URL) or Netlify's context. */
type FunctionBindings = {
  requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
  context?: { ip?: string; waitUntil?: (promise: Promise<unknown>) => void };
};
const bindingsOf = (c: Context): FunctionBindings => (c.env ?? {}) as FunctionBindings;

/**
 * The peer as each platform reports it: Lambda's event, Netlify's context, and on Vercel the
 * X-Real-IP its edge sets (and overwrites when a client sends one).
 */
const functionSource: RequestSource = {
  peer(c) {
    const { requestContext, context } = bindingsOf(c);
    return requestContext?.http?.sourceIp ?? requestContext?.identity?.sourceIp ?? context?.ip ?? (process.env.VERCEL ? c.req.header('x-real-ip') : undefined);
  },
};

/** Keeps the pass alive after the answer where the platform allows it; elsewhere it runs until the function is frozen. */
function waitUntil(c: Context, work: Promise<unknown>): void {
  const vercel = (globalThis as Record<symbol, { get?: () => { waitUntil?: (p: Promise<unknown>) => void } } | undefined>)[Symbol.for('@vercel/request-context')];
  const keep = bindingsOf(c).context?.waitUntil ?? vercel?.get?.()?.waitUntil;
  keep?.(work);
}

/**
 * The owner's page (/owner/), put in by `npm run build:functions` (esbuild's define) from the
 * build's dist/owner/. Absent when this file runs unbundled (tests, tsx): the API alone then.
 */
declare const __FOLIO_OWNER_PAGE__: BundledOwnerPageFiles | undefined;
const ownerPage = bundledOwnerPage(typeof __FOLIO_OWNER_PAGE__ === 'undefined' ? undefined : __FOLIO_OWNER_PAGE__);

/** The build's public facts for the MCP endpoint, put in the same way from dist/assistants.json. */
declare const __FOLIO_ASSISTANTS__: string | undefined;
const assistants = typeof __FOLIO_ASSISTANTS__ === 'undefined' ? undefined : corpusSource(() => Promise.resolve(__FOLIO_ASSISTANTS__));

async function open(env: NodeJS.ProcessEnv): Promise<Service> {
  const config = loadConfig(env);
  if (!config.databaseUrl) throw new ConfigError('Invalid configuration: DATABASE_URL must be set for the functions handler, which keeps no disk (got nothing)');
  const notifiers = notifiersFrom(config);
  const store = await openPostgresStore(config.databaseUrl, storeOptionsFor(config, notifiers));
  return createService(config, store, { source: functionSource, notifiers, waitUntil, ...(ownerPage ? { ownerPage } : {}), ...(assistants ? { assistants } : {}) });
}

// Opened once per cold start and kept while the platform keeps the function warm.
let opening: Promise<Service> | undefined;
function service(): Promise<Service> {
  opening ??= open(process.env).catch((error: unknown) => {
    // The next request tries again (the database may have been briefly away).
    opening = undefined;
    throw error;
  });
  return opening;
}

async function answer(request: Request, bindings: FunctionBindings): Promise<Response> {
  let opened: Service;
  try {
    opened = await service();
  } catch (error) {
    console.error(`folio: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: API_ERRORS.failed }, { status: 500, headers: API_HEADERS });
  }
  return opened.app.fetch(request, bindings);
}

/** Vercel (`export const POST = fetchHandler` and OPTIONS, or the default export) and Netlify (`export default`). */
export function fetchHandler(request: Request, context?: FunctionBindings['context']): Promise<Response> {
  return answer(request, context ? { context } : {});
}

/** AWS Lambda behind API Gateway (REST or HTTP API) or a function URL. */
export const lambdaHandler = handle(new Hono().all('*', (c) => answer(c.req.raw, bindingsOf(c))));

/** One delivery pass and, once an hour, the RETENTION_DAYS purge, for a schedule; resolves with how many notifications it attempted. */
export async function drain(): Promise<number> {
  return (await service()).drain();
}

/** Closes the pool (tests; a platform simply freezes or ends the process). */
export async function closeFunctions(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
