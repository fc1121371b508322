import type { HeldList } from '../notifiers/notifier';

/**
 * One notification due to be sent: the outbox row, the message it tells of, and the claim on it
 * (`leaseUntil`, which is also the token the records must present).
 */
export type DueDelivery = {
  messageId: number;
  channel: string;
  attempts: number;
  leaseUntil: number;
  email: string;
  message: string;
  createdAt: string;
  /** The first held message of a flood, sent as the digest that says messages are being held. */
  digest: boolean;
};

/** Which claimed row a record is for: a record from a claim that has since been taken over does nothing. */
export type Claimed = Pick<DueDelivery, 'messageId' | 'channel' | 'leaseUntil'>;

export type ClaimRequest = {
  /** The channels configured now; rows for others stay pending (and show so in `npm run messages`). */
  channels: readonly string[];
  now: number;
  limit: number;
  /** How long the claim keeps other instances off the rows it takes. */
  leaseMs: number;
};

/**
 * What the outbox needs of a database, whichever it is. A claim takes due rows no live claim holds
 * and stamps them with a lease in one step, so two instances never take the same row. A record
 * counts only while its claim is the row's claim: an instance whose lease ran out and was taken
 * over cannot undo the new claim or another's record. Each record clears the claim. After close,
 * claims find nothing and records do nothing.
 */
export type DeliveryStore = {
  claimDue(request: ClaimRequest): Promise<DueDelivery[]>;
  markDelivered(claimed: Claimed, at: number): Promise<void>;
  markFailed(claimed: Claimed, failure: { attempts: number; nextAttemptAt: number; error: string }): Promise<void>;
  /** For the digest of message `messageId`: the held messages since the digest before it (intake/flood-cap.ts), at most `limit` named. */
  heldSinceDigest(messageId: number, limit: number): Promise<HeldList>;
};
