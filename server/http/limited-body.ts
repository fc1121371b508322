import type { Context } from 'hono';
import type { RequestSource } from './request-source';
import type { RateLimiter, SharedRateLimiter } from '../intake/rate-limit';
import { readBody, type BodyResult } from './read-body';

export type BodyPolicy = {
  source: RequestSource;
  maxBytes: number;
  /** The address's limit; omitted when the owner turned it off (RATE_LIMIT_PER_MINUTE=0). */
  limiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter | undefined;
  /** What the limit counts under: the address, prefixed when one limiter serves two endpoints. */
  key: string;
};

export type LimitedBody = BodyResult | { kind: 'over-rate'; wait: number };

/**
 * How every public endpoint that reads a body reads it (decision 040): a declared size past the
 * limit is refused for free, then the address's rate is counted, and only then is the body read,
 * at most `maxBytes` of it. Under Node the connection guard adds the rest of the policy: a request
 * is busy only once its body has arrived, and it must arrive within its deadline.
 */
export async function readLimitedBody(c: Context, policy: BodyPolicy): Promise<LimitedBody> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > policy.maxBytes) return { kind: 'too-large' };
  const wait = policy.limiter ? await policy.limiter.hit(policy.key) : 0;
  if (wait > 0) return { kind: 'over-rate', wait };
  return (await policy.source.body?.(c, policy.maxBytes)) ?? readBody(c.req.raw, policy.maxBytes);
}
