import { createChallenge } from 'altcha-lib/v1';
import { hmacSha256, prefixedSha256, sameText } from '../../contract/sha256';
import { EXPIRES_PARAM, hasSignedParts, saltTimes, SEND_AFTER_PARAM, type Challenge } from '../../contract/proof-of-work';
import { PROOF_MAX_BYTES } from '../../contract/body-limits';

/**
 * Where the proof of work's key is kept: in the message store's database (made by a migration),
 * so every instance over it signs and checks alike.
 */
export type ProofLedger = { key(): Promise<string> };

/**
 * A solution to record as used, with the message it came with: the store does both in one
 * transaction, and a solution it finds recorded already makes the message spam (PROOF_REASONS.reused).
 */
export type SpentProof = { signature: string; expiresAt: number };

type ProvenMessage = { spam: boolean; reason?: string | undefined; proof?: SpentProof | undefined };

/** The solution a store spends with this message: none for spam, which spends nothing. */
export function proofToSpend(message: ProvenMessage): SpentProof | undefined {
  return message.spam ? undefined : message.proof;
}

/**
 * The message as stored when its solution was spent before: spam, saying so. Here, free of any
 * store, so the Worker's D1 store uses it without bundling the SQLite one.
 */
export function asReused<M extends ProvenMessage>(message: M): M {
  return { ...message, spam: true, reason: PROOF_REASONS.reused };
}

/** The proof's verdict: why the message is spam, or the solution for the store to spend with it. */
export type ProofVerdict = { reason: string; spend?: undefined } | { reason?: undefined; spend: SpentProof };

export type ProofSettings = {
  /** The largest number the browser may have to try (ALTCHA's maxnumber): PROOF_OF_WORK. */
  maxNumber: number;
  /** The least time from challenge to message a person takes: MIN_SEND_SECONDS, in ms. */
  minSendMs: number;
  /** How long a challenge stays good. */
  ttlMs: number;
  /**
   * The door its challenges are for, signed in their salt (`door=assistant`): a solution is good
   * only at the door that issued it, so a cheaper challenge of the form's cannot be spent where a
   * harder one is asked (assistant-door.ts). Undefined: the form's, whose salts name no door.
   */
  door?: string | undefined;
};

/** The salt's parameter naming the door a challenge is for (ProofSettings.door). */
export const DOOR_PARAM = 'door';

/** A challenge stays good for two hours: long enough to write a careful message. */
export const CHALLENGE_TTL_MS = 2 * 3_600_000;


export type ProofOfWork = {
  challenge(): Promise<Challenge>;
  /** Why a message's proof does not let it through (it is then stored as spam), or the solution to spend. */
  judge(solution: unknown): Promise<ProofVerdict>;
};

export const PROOF_REASONS = {
  missing: 'no proof of work',
  invalid: 'a proof of work that does not check out',
  expired: 'an expired proof of work',
  reused: 'a proof of work used before',
  otherDoor: 'a proof of work issued for another door',
  tooSoon: (ms: number) => `sent ${(ms / 1000).toFixed(1)} s after its challenge was issued`,
} as const;

/**
 * ALTCHA challenges (altcha-lib makes them), with folio's two additions: `sendAfter` in the signed
 * salt, the earliest a message may follow its challenge, and the store's record of spent
 * solutions, which lets each one send one message. A message that fails any of it is still stored, as spam with the
 * reason: a visitor whose browser could not solve one loses nothing, and a script learns nothing.
 */
export function proofOfWork(ledger: ProofLedger, settings: ProofSettings, now: () => number = Date.now): ProofOfWork {
  // The key and its HMAC state, read once (a failed read is tried again by the next call).
  let keyed: Promise<{ key: string; sign: (message: string) => string }> | undefined;
  const signer = () =>
    (keyed ??= ledger.key().then(
      (key) => ({ key, sign: hmacSha256(key) }),
      (error: unknown) => {
        keyed = undefined;
        throw error;
      },
    ));

  /**
   * ALTCHA's verification (altcha-lib's verifySolution): SHA-256(salt + number) is the challenge,
   * and the challenge's HMAC is the signature. Done here with the key's HMAC state kept: altcha-lib
   * imports the key into Web Crypto on every call, 60 to 90 µs a message against 2 µs here, which
   * would have cost the message path a third of its throughput. A test holds the two to agreement.
   */
  const verified = async (payload: Payload) =>
    sameText(prefixedSha256(payload.salt).hex(String(payload.number)), payload.challenge) && sameText((await signer()).sign(payload.challenge), payload.signature);

  return {
    async challenge() {
      const at = now();
      const challenge = await createChallenge({
        hmacKey: (await signer()).key,
        maxnumber: settings.maxNumber,
        expires: new Date(at + settings.ttlMs),
        params: { [SEND_AFTER_PARAM]: String(at + settings.minSendMs), ...(settings.door === undefined ? {} : { [DOOR_PARAM]: settings.door }) },
      });
      return { ...(challenge as Challenge), maxnumber: settings.maxNumber, waitMs: settings.minSendMs };
    },

    async judge(solution) {
      if (solution === undefined || solution === null || solution === '') return { reason: PROOF_REASONS.missing };
      const payload = decode(solution);
      if (payload === undefined) return { reason: PROOF_REASONS.invalid };
      const at = now();
      const { sendAfter, expires: expiresAt } = saltTimes(payload.salt);
      if (expiresAt <= at) return { reason: PROOF_REASONS.expired };
      if (!(await verified(payload))) return { reason: PROOF_REASONS.invalid };
      if (doorOf(payload.salt) !== settings.door) return { reason: PROOF_REASONS.otherDoor };
      const early = sendAfter - at;
      if (early > 0) return { reason: PROOF_REASONS.tooSoon(settings.minSendMs - early) };
      return { spend: { signature: payload.signature, expiresAt } };
    },
  };
}

/** The door a salt names, undefined when it names none (the form's, whose every message comes here: parsed only when it might). */
function doorOf(salt: string): string | undefined {
  const query = salt.indexOf('?');
  if (query < 0 || !salt.includes(`${DOOR_PARAM}=`, query)) return undefined;
  return new URLSearchParams(salt.slice(query + 1)).get(DOOR_PARAM) ?? undefined;
}

type Payload = Pick<Challenge, 'algorithm' | 'challenge' | 'salt' | 'signature'> & { number: number };

/** The solution as the page sends it, base64 of ALTCHA's JSON payload; undefined if it is not one. */
function decode(solution: unknown): Payload | undefined {
  if (typeof solution !== 'string' || solution.length > PROOF_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(atob(solution));
  } catch {
    return undefined;
  }
  if (!hasSignedParts(value)) return undefined;
  const { algorithm, challenge, salt, signature } = value;
  const { number } = value as { number?: unknown };
  const valid =
    // A salt we signed always carries its expiry; without one the signature cannot be ours anyway.
    salt.includes(`${EXPIRES_PARAM}=`) && typeof number === 'number' && Number.isSafeInteger(number) && number >= 0;
  return valid ? { algorithm, challenge, salt, signature, number } : undefined;
}
