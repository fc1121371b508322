import { randomBytes } from 'node:crypto';
import { EXPIRES_PARAM, SEND_AFTER_PARAM } from '../contract/proof-of-work';
import { hmacSha256, prefixedSha256 } from '../contract/sha256';

/**
 * Solved challenges as the service issues them (ALTCHA's format, signed with the database's own
 * key, the least time already past), made here at a few microseconds each: every message of the
 * load carries a fresh solution, as every page's does, so the service runs its whole check and
 * records each one as spent. Solving real 200,000-try challenges for 10 s of load would take the
 * load generator minutes; the browser's cost of solving is measured on its own (proof-cost.ts).
 */
export function proofMaker(key: string): () => string {
  const sign = hmacSha256(key);
  const run = randomBytes(6).toString('hex');
  let sequence = 0;
  return () => {
    sequence += 1;
    const at = Date.now();
    const salt = `${run}${sequence.toString(16)}?${SEND_AFTER_PARAM}=${at - 1}&${EXPIRES_PARAM}=${Math.floor(at / 1000) + 3600}&`;
    const number = sequence % 1000;
    const challenge = prefixedSha256(salt).hex(String(number));
    return btoa(JSON.stringify({ algorithm: 'SHA-256', challenge, number, salt, signature: sign(challenge), took: 0 }));
  };
}
