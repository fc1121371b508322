import type { Context, Hono } from 'hono';
import { BODY_MAX_BYTES } from '../contract/body-limits';
import { textsOf } from '../contract/message';
import { CHALLENGE_SUFFIX } from '../contract/proof-of-work';
import { ERRORS } from '../contract/service-errors';
import { API_ERRORS, API_HEADERS } from './http/api-answers';
import { clientAddress } from './http/client-address';
import type { RequestSource } from './http/request-source';
import type { MessageIntake } from './intake/message-intake';
import type { RateLimiter, SharedRateLimiter } from './intake/rate-limit';
import { readLimitedBody } from './http/limited-body';
import { isJsonContentType } from './http/read-body';

export const MESSAGE_PATH = '/api/v1';

/**
 * What only the runtime knows of a request: the address it came from (Node's socket, Cloudflare's
 * CF-Connecting-IP, a Lambda event's sourceIp) and, where it has a faster way, its body.
 */
export type ApiOptions = {
  /** The checks and the store every message goes through (intake/message-intake.ts). */
  intake: MessageIntake;
  source: RequestSource;
  /** Site origins allowed to call the API from elsewhere; same-origin needs no CORS at all. */
  allowedOrigins: readonly string[];
  /** Omitted when the limit is off. */
  rateLimiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter;
  trustProxy: boolean;
};

type Status = 200 | 201 | 204 | 400 | 404 | 405 | 413 | 415 | 429 | 500;

export const CHALLENGE_PATH = `/api${CHALLENGE_SUFFIX}`;

/** Adds the API routes to `app` and returns the answer for an error thrown inside them. */
export function mountApi(app: Hono, options: ApiOptions): (c: Context) => Response {
  const allowed = new Set(options.allowedOrigins);
  const { intake, source, rateLimiter, trustProxy } = options;
  const { proof } = intake;

  // Every API answer, errors included, goes through here so none misses CORS or no-store.
  const respond = (c: Context, status: Status, body: object | null, extra?: Record<string, string>): Response => {
    const headers: Record<string, string> = { ...API_HEADERS, Vary: 'Origin' };
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      // Not a CORS-safelisted header: without this a page on another allowed origin cannot read it.
      headers['Access-Control-Expose-Headers'] = 'Retry-After';
    }
    if (extra) Object.assign(headers, extra);
    return body === null ? c.body(null, 204, headers) : c.json(body, status as Exclude<Status, 204>, headers);
  };

  app.options(MESSAGE_PATH, (c) =>
    respond(c, 204, null, {
      Allow: 'POST, OPTIONS',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '86400',
    }),
  );

  app.post(MESSAGE_PATH, async (c) => {
    if (!isJsonContentType(c.req.header('content-type'))) return respond(c, 415, { error: API_ERRORS.contentType });
    // Header checks first: they cost nothing, so they need no rate-limit allowance either.
    const client = clientAddress(source.peer(c), c.req.header('x-forwarded-for'), trustProxy);
    const body = await readLimitedBody(c, { source, maxBytes: BODY_MAX_BYTES, limiter: rateLimiter, key: client });
    if (body.kind === 'over-rate') return respond(c, 429, { error: API_ERRORS.tooMany(body.wait) }, { 'Retry-After': String(body.wait) });
    if (body.kind === 'too-large') return respond(c, 413, { error: API_ERRORS.tooLarge });
    if (body.kind !== 'text') return respond(c, 400, { error: API_ERRORS.malformed, fields: {} });
    let data: unknown;
    try {
      data = JSON.parse(body.text);
    } catch {
      return respond(c, 400, { error: API_ERRORS.malformed, fields: {} });
    }

    const taken = await intake.take(c, data as Record<string, unknown>, client, 'form');
    if (taken.kind === 'invalid') return respond(c, 400, { error: API_ERRORS.invalid, fields: textsOf(taken.codes, ERRORS), codes: taken.codes });
    return respond(c, 201, { id: taken.id });
  });

  // 204 with PROOF_OF_WORK=0: nothing to solve. Not a 404, which a browser's console reports as an error.
  app.get(CHALLENGE_PATH, async (c) => (proof ? respond(c, 200, await proof.challenge()) : respond(c, 204, null)));
  app.all(CHALLENGE_PATH, (c) => respond(c, 405, { error: API_ERRORS.getOnly }, { Allow: 'GET, HEAD' }));

  app.all(MESSAGE_PATH, (c) => respond(c, 405, { error: API_ERRORS.method }, { Allow: 'POST, OPTIONS' }));
  app.all('/api/*', (c) => respond(c, 404, { error: API_ERRORS.notFound }));

  return (c) => respond(c, 500, { error: API_ERRORS.failed });
}
