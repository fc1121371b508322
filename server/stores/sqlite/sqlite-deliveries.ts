import type Database from 'better-sqlite3';
import type { HeldMessage } from '../../notifiers/notifier';
import type { DeliveryStore, DueDelivery } from '../../outbox/delivery-store';
import { CLAIM_DUE, claimParams, HELD_OF_DIGEST, HELD_OF_DIGEST_COUNT, MARK_DELIVERED, MARK_FAILED, MESSAGES_BY_ID } from './sqlite-sql';

type Message = Pick<DueDelivery, 'email' | 'message' | 'createdAt'> & { id: number };
/** A claimed row as the database gives it: the digest flag as 0 or 1. */
export type ClaimedRow = Omit<DueDelivery, 'email' | 'message' | 'createdAt' | 'digest'> & { digest: number | boolean };

/** The outbox's queries over a SQLite database (better-sqlite3: synchronous, wrapped as promises). */
export function sqliteDeliveries(db: Database.Database): DeliveryStore {
  const claim = db.prepare(CLAIM_DUE);
  const messagesOf = db.prepare(MESSAGES_BY_ID);
  const delivered = db.prepare(MARK_DELIVERED);
  const failed = db.prepare(MARK_FAILED);
  const held = db.prepare(HELD_OF_DIGEST);
  const heldCount = db.prepare(HELD_OF_DIGEST_COUNT).pluck();

  return {
    async claimDue({ channels, now, limit, leaseMs }) {
      if (!db.open) return [];
      const claimed = claim.all(...claimParams(now + leaseMs, now, channels, limit)) as ClaimedRow[];
      return withMessages(claimed, messagesOf.all(JSON.stringify(claimed.map((row) => row.messageId))) as Message[]);
    },
    async markDelivered({ messageId, channel, leaseUntil }, at) {
      if (db.open) delivered.run(new Date(at).toISOString(), messageId, channel, leaseUntil);
    },
    async markFailed({ messageId, channel, leaseUntil }, { attempts, nextAttemptAt, error }) {
      if (db.open) failed.run(attempts, nextAttemptAt, error, messageId, channel, leaseUntil);
    },
    async heldSinceDigest(messageId, limit) {
      if (!db.open) return { messages: [], total: 0 };
      return { messages: held.all(messageId, limit) as HeldMessage[], total: heldCount.get(messageId) as number };
    },
  };
}

/** Joins claimed rows to their messages (a row whose message is gone is dropped). */
export function withMessages(claimed: readonly ClaimedRow[], messages: readonly Message[]): DueDelivery[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  return claimed.flatMap((row) => {
    const message = byId.get(row.messageId);
    return message ? [{ ...row, digest: row.digest === true || row.digest === 1, email: message.email, message: message.message, createdAt: message.createdAt }] : [];
  });
}
