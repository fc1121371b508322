import type Database from 'better-sqlite3';
import type { DeliveryStore, DueDelivery } from './delivery-store';

/** The outbox's queries over a SQLite database (better-sqlite3: synchronous, wrapped as promises). */
export function sqliteDeliveries(db: Database.Database): DeliveryStore {
  // One statement picks and stamps the rows, so two processes over one file never both take one.
  const claim = db.prepare(`
    UPDATE deliveries SET lease_until = @leaseUntil
    WHERE (message_id, channel) IN (
      SELECT message_id, channel FROM deliveries
      WHERE delivered_at IS NULL AND next_attempt_at <= @now AND lease_until <= @now
        AND channel IN (SELECT value FROM json_each(@channels))
      ORDER BY next_attempt_at LIMIT @limit)
    RETURNING message_id AS messageId, channel, attempts, lease_until AS leaseUntil`);
  const messageOf = db.prepare('SELECT email, message, created_at AS createdAt FROM messages WHERE id = ?');
  const delivered = db.prepare(
    'UPDATE deliveries SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, lease_until = 0 WHERE message_id = ? AND channel = ? AND lease_until = ? AND delivered_at IS NULL',
  );
  const failed = db.prepare(
    'UPDATE deliveries SET attempts = ?, next_attempt_at = ?, last_error = ?, lease_until = 0 WHERE message_id = ? AND channel = ? AND lease_until = ? AND delivered_at IS NULL',
  );

  return {
    async claimDue({ channels, now, limit, leaseMs }) {
      if (!db.open) return [];
      const claimed = claim.all({ leaseUntil: now + leaseMs, now, channels: JSON.stringify(channels), limit }) as Omit<DueDelivery, 'email' | 'message' | 'createdAt'>[];
      return claimed.flatMap((row) => {
        const message = messageOf.get(row.messageId) as Pick<DueDelivery, 'email' | 'message' | 'createdAt'> | undefined;
        return message ? [{ ...row, ...message }] : [];
      });
    },
    async markDelivered({ messageId, channel, leaseUntil }, at) {
      if (db.open) delivered.run(new Date(at).toISOString(), messageId, channel, leaseUntil);
    },
    async markFailed({ messageId, channel, leaseUntil }, { attempts, nextAttemptAt, error }) {
      if (db.open) failed.run(attempts, nextAttemptAt, error, messageId, channel, leaseUntil);
    },
  };
}
