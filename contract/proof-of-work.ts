/**
 * The proof of work the page and the service agree on: the ALTCHA protocol (altcha.org, its
 * "classic" challenge). The service signs a challenge, SHA-256(salt + n) for a secret n up to
 * `maxnumber`; the page finds n in the background while the visitor types and sends it with the
 * message. The salt carries the challenge's expiry and the earliest time a message may be sent,
 * so both are signed with it. The body field and its size are in body-limits.ts (PROOF_FIELD).
 */

/** Where the page asks for a challenge, under the API's host (`{host}/v1/challenge`). */
export const CHALLENGE_SUFFIX = '/v1/challenge';

/** Salt parameters: ALTCHA's `expires` (epoch seconds) and folio's `sendAfter` (epoch milliseconds). */
export const EXPIRES_PARAM = 'expires';
export const SEND_AFTER_PARAM = 'sendAfter';

export type Challenge = {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
  /** Not ALTCHA's, nor signed: how long after receiving it the page should wait before sending (MIN_SEND_SECONDS). */
  waitMs?: number;
};

/** What the page sends back, as base64 of its JSON (ALTCHA's payload). */
export type Solution = Pick<Challenge, 'algorithm' | 'challenge' | 'salt' | 'signature'> & { number: number; took: number };

/**
 * The two times a salt carries, read in one pass (the service reads them for every message):
 * `sendAfter`, epoch milliseconds before which the service treats a message as sent by a script
 * (0 if none), and `expires`, epoch milliseconds after which it no longer accepts the challenge
 * (Infinity if never).
 */
export function saltTimes(salt: string): { sendAfter: number; expires: number } {
  const query = salt.indexOf('?');
  const params = new URLSearchParams(query < 0 ? '' : salt.slice(query + 1));
  const sendAfter = Number(params.get(SEND_AFTER_PARAM));
  const expires = params.get(EXPIRES_PARAM);
  return {
    sendAfter: Number.isFinite(sendAfter) ? sendAfter : 0,
    expires: expires === null || !Number.isFinite(Number(expires)) ? Infinity : Number(expires) * 1000,
  };
}

const HEX_64 = /^[0-9a-f]{64}$/u;

/**
 * The parts a challenge and its solution share, checked alike on both sides: the page before it
 * spends a second on a challenge, the service before it spends a hash on a solution.
 */
export function hasSignedParts(value: unknown): value is Pick<Challenge, 'algorithm' | 'challenge' | 'salt' | 'signature'> {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, challenge, salt, signature } = value as Record<string, unknown>;
  return (
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX_64.test(challenge) &&
    typeof signature === 'string' &&
    HEX_64.test(signature) &&
    typeof salt === 'string' &&
    salt.length <= 200
  );
}

/** Is it a challenge as the service sends it? The page checks before it spends a second on one. */
export function isChallenge(value: unknown): value is Challenge {
  if (!hasSignedParts(value)) return false;
  const { maxnumber } = value as { maxnumber?: unknown };
  return Number.isSafeInteger(maxnumber) && (maxnumber as number) > 0;
}
