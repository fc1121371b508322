import { Hono, type Context } from 'hono';
import { API_ERRORS, mountApi, type RequestSource } from './api';
import type { Config } from './config';
import { captchaCheck } from './intake/captcha';
import { CHALLENGE_TTL_MS, proofOfWork, type ProofLedger, type ProofOfWork } from './intake/proof-of-work';
import { createRateLimiter, type RateLimiter, type SharedRateLimiter } from './intake/rate-limit';
import { contentRules } from './intake/spam-rules';
import { mountInbox, type InboxOptions } from './owner/inbox/mount-inbox';
import type { StaticSite } from './site/static-site';
import type { MessageStore } from './stores/message-store';

export type AppOptions = {
  store: Pick<MessageStore, 'add'>;
  config: Pick<Config, 'allowedOrigins' | 'rateLimitPerMinute' | 'trustProxy'> & Partial<Pick<Config, 'spamRules' | 'proofOfWork' | 'captcha'>>;
  /** What the runtime knows of each request (http/node-request.ts, the Worker's, the functions'). */
  source: RequestSource;
  /**
   * Kicked after each stored message so notifications leave at once rather than at the next poll.
   * It gets the request's context: on Workers the pass must run under its `waitUntil`.
   */
  outbox?: { kick(c: Context): void };
  /** The built site; omitted when the service runs API-only (the site is on a CDN). */
  site?: StaticSite;
  /**
   * The limit's counter instead of the in-process one built from config: a store that instances
   * share gives its own (PostgreSQL), and tests pass one with a fake clock.
   */
  rateLimiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter;
  /** Where the proof of work keeps its key and used solutions: the store's database. Needed when config.proofOfWork is on. */
  proofLedger?: ProofLedger;
  /** The owner's inbox under /owner/api (owner/inbox/), behind the sign-in's guard; a release kicks `outbox`. */
  inbox?: Omit<InboxOptions, 'kick'>;
};

function proofOf(settings: Config['proofOfWork'] | undefined, ledger: ProofLedger | undefined): ProofOfWork | undefined {
  if (!settings) return undefined;
  if (!ledger) throw new Error('The proof of work is on (PROOF_OF_WORK) but the store gave it no ledger.');
  return proofOfWork(ledger, { ...settings, ttlMs: CHALLENGE_TTL_MS });
}

/** Builds the service: the API under /api and, if given, the static site. It never listens. */
export function createApp(options: AppOptions): Hono {
  const { config, site, outbox } = options;
  const app = new Hono();
  const rateLimiter = options.rateLimiter ?? (config.rateLimitPerMinute > 0 ? createRateLimiter(config.rateLimitPerMinute) : undefined);

  const apiError = mountApi(app, {
    store: options.store,
    source: options.source,
    allowedOrigins: config.allowedOrigins,
    rateLimiter,
    trustProxy: config.trustProxy,
    onStored: outbox ? (c) => outbox.kick(c) : undefined,
    rules: config.spamRules ? contentRules(config.spamRules) : undefined,
    proof: proofOf(config.proofOfWork, options.proofLedger),
    captcha: config.captcha ? captchaCheck(config.captcha) : undefined,
  });

  if (options.inbox) mountInbox(app, { ...options.inbox, kick: outbox ? (c) => outbox.kick(c) : undefined });

  if (site) app.get('*', (c) => site.serve(c.req.raw));

  app.notFound((c) => c.json({ error: API_ERRORS.notFound }, 404));
  app.onError((error, c) => {
    console.error(`folio: ${c.req.method} ${c.req.path} failed:`, error);
    return c.req.path === '/api' || c.req.path.startsWith('/api/') ? apiError(c) : c.text('Internal Server Error', 500);
  });
  return app;
}
