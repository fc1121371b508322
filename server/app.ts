import { Hono, type Context } from 'hono';
import { OWNER_API } from '../contract/owner-api';
import { mountApi } from './api';
import type { CorpusSource } from './assistants/corpus-source';
import { mountMcp } from './assistants/mcp-route';
import { mountTokenRoutes } from './assistants/token-routes';
import { API_ERRORS } from './http/api-answers';
import type { RequestSource } from './http/request-source';
import { DEFAULT_MIN_SEND_SECONDS, DEFAULT_PROOF_OF_WORK, type Config } from './config';
import { assistantDoor } from './intake/assistant-door';
import { captchaCheck } from './intake/captcha';
import { CHALLENGE_TTL_MS, proofOfWork, type ProofLedger, type ProofOfWork } from './intake/proof-of-work';
import { messageIntake } from './intake/message-intake';
import { createRateLimiter, type RateLimiter, type SharedRateLimiter } from './intake/rate-limit';
import { contentRules } from './intake/spam-rules';
import { mountOwnerAuth } from './owner/auth/owner-auth';
import { mountBeacon } from './owner/insights/beacon-route';
import { mountInsights } from './owner/insights/insights-route';
import { countCvFetches } from './owner/insights/cv-fetches';
import type { OwnerPage } from './owner/page/owner-page';
import { mountInbox, type InboxOptions } from './owner/inbox/mount-inbox';
import type { StaticSite } from './site/static-site';
import type { MessageStore } from './stores/message-store';

export type AppOptions = {
  /** `sql` for the owner's side (sessions, passkeys): the same database. */
  store: Pick<MessageStore, 'add' | 'sql'>;
  config: Pick<Config, 'allowedOrigins' | 'rateLimitPerMinute' | 'trustProxy'> & Partial<Pick<Config, 'spamRules' | 'proofOfWork' | 'captcha' | 'ownerOrigin' | 'assistantMessages' | 'mcpCallsPerMinute'>>;
  /** What the runtime knows of each request (http/node-request.ts, the Worker's, the functions'). */
  source: RequestSource;
  /**
   * Kicked after each stored message so notifications leave at once rather than at the next poll.
   * It gets the request's context: on Workers the pass must run under its `waitUntil`.
   */
  outbox?: { kick(c: Context): void };
  /** The built site; omitted when the service runs API-only (the site is on a CDN). */
  site?: StaticSite;
  /** The owner's page at /owner/ (server/owner/page/), served whether or not the site is. */
  ownerPage?: OwnerPage;
  /**
   * The limit's counter instead of the in-process one built from config: a store that instances
   * share gives its own (PostgreSQL), and tests pass one with a fake clock.
   */
  rateLimiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter;
  /** The beacon's limit per address (owner/insights/insights-bounds.ts), the store's shared count; one in this process when omitted. */
  beaconLimiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter;
  /** Where the proof of work keeps its key and used solutions: the store's database. Needed when config.proofOfWork is on. */
  proofLedger?: ProofLedger;
  /** The clock of the owner's sessions and sign-in limits (tests move it). */
  now?: () => number;
  /** The owner's inbox under /owner/api (owner/inbox/), behind the sign-in's guard; a release kicks `outbox`. */
  inbox?: Pick<InboxOptions, 'channels'>;
  /** The build's public facts for the MCP endpoint (assistants/); without them it offers the message tool alone. */
  assistants?: CorpusSource;
};

function proofOf(settings: { maxNumber: number; minSendMs: number; door?: string } | undefined, ledger: ProofLedger | undefined): ProofOfWork | undefined {
  if (!settings) return undefined;
  if (!ledger) throw new Error('The proof of work is on (PROOF_OF_WORK) but the store gave it no ledger.');
  return proofOfWork(ledger, { ...settings, ttlMs: CHALLENGE_TTL_MS });
}

/** Builds the service: the API under /api and, if given, the static site. It never listens. */
export function createApp(options: AppOptions): Hono {
  const { config, site, outbox } = options;
  const app = new Hono();
  const rateLimiter = options.rateLimiter ?? (config.rateLimitPerMinute > 0 ? createRateLimiter(config.rateLimitPerMinute) : undefined);

  // Before the API's own routes, whose catch-all answers the rest of /api/ with 404.
  const beacon = mountBeacon(app, { store: options.store, source: options.source, config, ...(options.beaconLimiter ? { limiter: options.beaconLimiter } : {}) });

  // Wakes the outbox after a stored message or a release, so it leaves now rather than at the next poll.
  const kick = outbox ? (c: Context) => outbox.kick(c) : undefined;
  // As loadConfig reads it; a config written by hand gets the same door, never one around the captcha.
  const door =
    config.assistantMessages ??
    assistantDoor({ open: true, formProof: config.proofOfWork, captcha: config.captcha !== undefined, defaultMaxNumber: DEFAULT_PROOF_OF_WORK, minSendMs: DEFAULT_MIN_SEND_SECONDS * 1000 });
  const intake = messageIntake({
    store: options.store,
    onStored: kick,
    rules: config.spamRules ? contentRules(config.spamRules) : undefined,
    proof: proofOf(config.proofOfWork, options.proofLedger),
    captcha: config.captcha ? captchaCheck(config.captcha) : undefined,
    // Without a ledger (an app wired by hand) there is no stand-in: the captcha itself judges an assistant's message, as spam.
    assistants: door.open ? { open: true, captchaStandIn: options.proofLedger && proofOf(door.captchaStandIn, options.proofLedger) } : { open: false },
  });
  // Before the API's catch-all, which answers the rest of /api/ with 404.
  mountMcp(app, {
    intake,
    corpus: options.assistants,
    source: options.source,
    trustProxy: config.trustProxy,
    rateLimiter,
    callsPerMinute: config.mcpCallsPerMinute,
    sql: options.store.sql,
    channels: options.inbox?.channels ?? [],
    kick,
    ...(options.now ? { now: options.now } : {}),
  });
  const apiError = mountApi(app, { intake, source: options.source, allowedOrigins: config.allowedOrigins, rateLimiter, trustProxy: config.trustProxy });

  const { inbox } = options;
  // The owner's sign-in, and the guard in front of every /owner/api route mounted after it.
  const { guard } = mountOwnerAuth(app, { store: options.store, config, source: options.source, ...(options.now ? { now: options.now } : {}) });
  mountInsights(app, { store: options.store, guard, ...(options.now ? { now: options.now } : {}) });
  mountTokenRoutes(app, { sql: options.store.sql, source: options.source, trustProxy: config.trustProxy, now: options.now ?? Date.now, guard });
  if (inbox) mountInbox(app, { store: options.store, channels: inbox.channels, guard, kick });
  // A path under /owner/api that no route took: 404 for a signed-in owner (the guard answered 401 already otherwise).
  app.all(`${OWNER_API}/*`, (c) => c.json({ error: API_ERRORS.notFound }, 404));

  const { ownerPage } = options;
  // Before the site's catch-all, and leaving /owner/api/ to its routes (null: not the page's).
  if (ownerPage) {
    app.get('/owner', async (c) => (await ownerPage.serve(c.req.raw)) ?? c.notFound());
    app.get('/owner/*', async (c, next) => {
      const page = await ownerPage.serve(c.req.raw);
      if (page) return page;
      await next();
    });
  }

  if (site) {
    const served = countCvFetches(site, beacon);
    app.get('*', (c) => served.serve(c));
  }

  app.notFound((c) => c.json({ error: API_ERRORS.notFound }, 404));
  app.onError((error, c) => {
    console.error(`folio: ${c.req.method} ${c.req.path} failed:`, error);
    return c.req.path === '/api' || c.req.path.startsWith('/api/') ? apiError(c) : c.text('Internal Server Error', 500);
  });
  return app;
}
