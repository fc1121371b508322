import type { Context, Hono } from 'hono';
import { BEACON_PATH } from '../../../contract/owner-api';
import { API_HEADERS } from '../../http/api-answers';
import type { RequestSource } from '../../http/request-source';
import type { Config } from '../../config';
import { clientAddress } from '../../http/client-address';
import { readLimitedBody } from '../../http/limited-body';
import { createRateLimiter, type RateLimiter, type SharedRateLimiter } from '../../intake/rate-limit';
import type { MessageStore } from '../../stores/message-store';
import { BEACONS_PER_MINUTE } from './insights-bounds';
import { BEACON_MAX_BYTES, beaconSchema, counted, dayOf, fromThisSite, hostOf, referrerHost, type ActionKind } from './counting-rules';
import { insightsWriter, type Increment, type Visitor } from './insights-store';

export type BeaconOptions = {
  store: Pick<MessageStore, 'sql'>;
  source: RequestSource;
  config: Pick<Config, 'allowedOrigins' | 'trustProxy'>;
  /** The clock the day is read from; tests move it. */
  now?: () => number;
  /**
   * BEACONS_PER_MINUTE per address: the store's shared count (service.ts), or one in this process.
   * Its keys are the address prefixed with `beacon `, apart from the message limit's.
   */
  limiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter;
};

/**
 * What the service counts itself, outside the page's beacons: a fetch of resume.json (site/static-site.ts
 * serves it on Node), under the beacon's rate per address, so a loop of GETs cannot inflate it either.
 */
export type FetchCounter = { count(c: Context, action: ActionKind): Promise<void> };

const report = (error: unknown) => console.error(`folio: an insights count failed: ${error instanceof Error ? error.message : String(error)}`);

/**
 * `POST BEACON_PATH`: what the page's beacon (src/lib/beacon.ts) reports. A well-formed beacon is
 * answered 204 whether it was counted or not (a visitor who opted out, a robot, a database that
 * failed: the page has nothing to show for any of them); a malformed one 400. No cookie is read or
 * set; the address is only hashed with the day's salt, never stored.
 */
export function mountBeacon(app: Hono, options: BeaconOptions): FetchCounter {
  const { source, config } = options;
  const now = options.now ?? Date.now;
  const writer = insightsWriter(options.store.sql);
  const limiter = options.limiter ?? createRateLimiter(BEACONS_PER_MINUTE);
  const allowed = new Set(config.allowedOrigins);
  const allowedHosts = config.allowedOrigins.map(hostOf).filter((host): host is string => host !== undefined);

  const answer = (c: Context, status: 204 | 400 | 413): Response => {
    const headers: Record<string, string> = { ...API_HEADERS, Vary: 'Origin' };
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) headers['Access-Control-Allow-Origin'] = origin;
    return status === 204 ? c.body(null, 204, headers) : c.json({ error: status === 413 ? 'A beacon is at most 1 KiB.' : 'This is not a beacon.' }, status, headers);
  };

  app.options(BEACON_PATH, (c) => {
    const response = answer(c, 204);
    response.headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.headers.set('Access-Control-Allow-Headers', 'Content-Type');
    response.headers.set('Access-Control-Max-Age', '86400');
    return response;
  });

  app.post(BEACON_PATH, async (c) => {
    const header = (name: string) => c.req.header(name);
    const address = clientAddress(source.peer(c), header('x-forwarded-for'), config.trustProxy);
    const day = dayOf(now());
    const refuse = (reason: 'rate' | 'origin') => writer.refuse(day, reason).catch(report);
    // As a message's body is read: an address over its rate costs one count, no more. A limit
    // that cannot be read counts nothing (logged): a beacon is never worth a 500. A robot or a
    // visitor who opted out is never counted, so it costs the address none of its rate: a
    // crawler on a shared address (or a test suite's headless browser) leaves a reader's intact.
    const countable = counted(header);
    const policy = { source, maxBytes: BEACON_MAX_BYTES, key: `beacon ${address}`, ...(countable ? { limiter } : {}) };
    const body = await readLimitedBody(c, policy).catch((error: unknown) => (report(error), undefined));
    if (body === undefined) return answer(c, 204);
    if (body.kind === 'over-rate') {
      await refuse('rate');
      return answer(c, 204);
    }
    if (body.kind === 'too-large') return answer(c, 413);
    if (body.kind !== 'text') return answer(c, 400);
    let data: unknown;
    try {
      data = JSON.parse(body.text);
    } catch {
      return answer(c, 400);
    }
    const parsed = beaconSchema.safeParse(data);
    if (!parsed.success) return answer(c, 400);
    if (!countable) return answer(c, 204);

    const requestHost = hostOf(c.req.url);
    // Another site's page may send beacons through its visitors' browsers (a sandboxed frame's
    // Origin is `null`): only this site's own pages, or an allowed origin's, are counted.
    if (!fromThisSite(header('origin'), requestHost, allowed)) {
      await refuse('origin');
      return answer(c, 204);
    }

    const beacon = parsed.data;
    const increments: Increment[] = [];
    let visitor: Visitor | undefined;
    if (beacon.kind === 'view') {
      increments.push({ metric: 'page', key: beacon.path }, { metric: 'language', key: beacon.lang });
      const own = new Set([requestHost, hostOf(header('origin')), ...allowedHosts].filter((host): host is string => host !== undefined));
      const from = referrerHost(beacon.referrer, own);
      if (from !== undefined) increments.push({ metric: 'referrer', key: from });
      visitor = { address, agent: header('user-agent') ?? '' };
    } else {
      increments.push({ metric: 'action', key: beacon.kind });
    }
    try {
      await writer.count(day, increments, visitor);
    } catch (error) {
      report(error);
    }
    return answer(c, 204);
  });

  return {
    async count(c, action) {
      const header = (name: string) => c.req.header(name);
      if (!counted(header)) return;
      const day = dayOf(now());
      const address = clientAddress(source.peer(c), header('x-forwarded-for'), config.trustProxy);
      try {
        if ((await limiter.hit(`beacon ${address}`)) > 0) await writer.refuse(day, 'rate');
        else await writer.count(day, [{ metric: 'action', key: action }]);
      } catch (error) {
        report(error);
      }
    },
  };
}
