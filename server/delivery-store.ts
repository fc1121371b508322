/** One notification due to be sent: the outbox row and the message it tells of. */
export type DueDelivery = { messageId: number; channel: string; attempts: number; email: string; message: string; createdAt: string };

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
 * and stamps them with a lease in one step, so two instances never take the same row; each record
 * clears the claim, and leaves a row that is already delivered as it is (a late, slow attempt must
 * not undo another's record). After close, claims find nothing and records do nothing.
 */
export type DeliveryStore = {
  claimDue(request: ClaimRequest): Promise<DueDelivery[]>;
  markDelivered(messageId: number, channel: string, at: number): Promise<void>;
  markFailed(messageId: number, channel: string, failure: { attempts: number; nextAttemptAt: number; error: string }): Promise<void>;
};
