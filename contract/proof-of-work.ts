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

/** A salt's parameters (after its `?`), as ALTCHA writes them. */
export function saltParams(salt: string): URLSearchParams {
  const query = salt.indexOf('?');
  return new URLSearchParams(query < 0 ? '' : salt.slice(query + 1));
}

/** Epoch milliseconds before which the service treats a message as sent by a script (0 if none). */
export function sendAfterOf(challenge: Pick<Challenge, 'salt'>): number {
  const value = Number(saltParams(challenge.salt).get(SEND_AFTER_PARAM));
  return Number.isFinite(value) ? value : 0;
}

/** Epoch milliseconds after which the service no longer accepts the challenge (Infinity if never). */
export function expiresOf(challenge: Pick<Challenge, 'salt'>): number {
  const value = saltParams(challenge.salt).get(EXPIRES_PARAM);
  return value === null || !Number.isFinite(Number(value)) ? Infinity : Number(value) * 1000;
}

/** Is it a challenge as the service sends it? The page checks before it spends a second on one. */
export function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  return (
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    /^[0-9a-f]{64}$/u.test(challenge) &&
    Number.isSafeInteger(maxnumber) &&
    (maxnumber as number) > 0 &&
    typeof salt === 'string' &&
    salt.length <= 200 &&
    typeof signature === 'string' &&
    /^[0-9a-f]{64}$/u.test(signature)
  );
}
