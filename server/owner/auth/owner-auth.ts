import type { Context, Hono, MiddlewareHandler } from 'hono';
import { OWNER_API } from '../../../contract/owner-api';
import type { RequestSource } from '../../http/request-source';
import type { Config } from '../../config';
import type { MessageStore } from '../../stores/message-store';
import { mountAccount } from './account-routes';
import { AUTH_ERRORS, error, type AuthDeps } from './auth-context';
import { ownerSite, sessionToken } from './owner-origin';
import { findSession } from './session-store';
import { mountSignIn } from './sign-in-routes';

export type OwnerAuthOptions = {
  store: Pick<MessageStore, 'sql'>;
  config: Pick<Config, 'trustProxy'> & Partial<Pick<Config, 'ownerOrigin'>>;
  source: RequestSource;
  /** The clock (tests move it past the lifetimes). */
  now?: () => number;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OWNER_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * The checks every /owner/api request meets before any route: never cached, only over HTTPS (or
 * on localhost), and a request that changes anything only from the owner's own page (its Origin),
 * which a cross-site form or fetch cannot forge. Undefined when it may go on.
 */
function refused(c: Context, configuredOrigin: string | undefined): Response | undefined {
  for (const [name, value] of Object.entries(OWNER_HEADERS)) c.header(name, value);
  if (c.get('ownerSite')) return undefined;
  const site = ownerSite(c, configuredOrigin);
  if (!site) return error(c, 403, AUTH_ERRORS.insecure);
  c.set('ownerSite', site);
  if (UNSAFE.has(c.req.method) && c.req.header('origin') !== site.origin) return error(c, 403, AUTH_ERRORS.crossSite);
  return undefined;
}

/**
 * Adds the owner's sign-in, session and passkey routes (contract/owner-api.ts) to `app`, and
 * puts the guard in front of every /owner/api route registered after this call: mount the inbox
 * and the insights after it. The guard returned is the same middleware, for routes on another
 * Hono instance; it does its work once per request, however often it is met.
 */
export function mountOwnerAuth(app: Hono, options: OwnerAuthOptions): { guard: MiddlewareHandler } {
  const configuredOrigin = options.config.ownerOrigin;
  const deps: AuthDeps = { sql: options.store.sql, source: options.source, trustProxy: options.config.trustProxy, now: options.now ?? Date.now };

  const front: MiddlewareHandler = async (c, next) => {
    const answer = refused(c, configuredOrigin);
    if (answer) return answer;
    await next();
  };

  /** 401 without a live session from this site's cookie; with one, its idle time starts again. */
  const guard: MiddlewareHandler = async (c, next) => {
    if (c.get('ownerSession')) return next();
    const answer = refused(c, configuredOrigin);
    if (answer) return answer;
    const site = c.get('ownerSite');
    const token = sessionToken(c, site);
    const session = token ? await findSession(deps.sql, token, site.origin, deps.now()) : undefined;
    if (!session) return error(c, 401, AUTH_ERRORS.signedOut);
    c.set('ownerSession', session);
    await next();
  };

  app.use(OWNER_API, front);
  app.use(`${OWNER_API}/*`, front);
  mountSignIn(app, deps);
  app.use(OWNER_API, guard);
  app.use(`${OWNER_API}/*`, guard);
  mountAccount(app, deps);
  return { guard };
}
