/**
 * The owner's changes to stored messages as statements, written once with `?` parameters in SQL
 * that SQLite, D1 and PostgreSQL all read: `npm run messages` runs them on a connection of its own
 * (message-admin.ts), the inbox (owner/inbox/) over the store's SqlRunner, on every runtime. So
 * nothing here may import a driver.
 */
export type Statement = { sql: string; params: readonly (string | number)[] };

/** A release as one message's statements: the CLI runs them here, the inbox (owner/inbox/) over the store's SqlRunner. */
export function releaseStatements(id: number, channels: readonly string[], now: number): Statement[] {
  return [
    { sql: 'UPDATE messages SET held = 0, spam = 0, spam_reason = NULL, spam_bytes = 0 WHERE id = ?', params: [id] },
    // A message that went out as a digest already has its rows: it is not sent again.
    ...channels.map((channel) => ({ sql: 'INSERT INTO deliveries (message_id, channel, next_attempt_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', params: [id, channel, now] })),
  ];
}

/** Holds one message that is not spam: listed as held, and whatever was still to be sent of it is not (a release sends it). */
export function holdStatements(id: number): Statement[] {
  return [
    { sql: 'UPDATE messages SET held = 1 WHERE id = ? AND spam = 0', params: [id] },
    { sql: 'DELETE FROM deliveries WHERE message_id = ? AND delivered_at IS NULL AND EXISTS (SELECT 1 FROM messages WHERE id = ? AND spam = 0)', params: [id, id] },
  ];
}

/** Marks one message as spam: kept, listed as spam, and whatever was still to be sent of it is not. */
export function spamStatements(id: number): Statement[] {
  return [
    { sql: "UPDATE messages SET spam = 1, held = 0, spam_reason = 'marked by the owner' WHERE id = ?", params: [id] },
    { sql: 'DELETE FROM deliveries WHERE message_id = ? AND delivered_at IS NULL', params: [id] },
  ];
}

/**
 * An address as erasure compares it: NFKC, then upper- and lower-cased, which folds case the way
 * Unicode's full case folding does for addresses people write (ß and SS, ς σ and Σ, Ǆ ǅ ǆ).
 * SQLite's and D1's lower() fold only A to Z, so a visitor who wrote ÉLODIE@… and asks as élodie@…
 * would have been told there was nothing to delete.
 */
export function foldAddress(email: string): string {
  // Lower first too: ẞ lowers to ß, which only upper-casing turns into SS.
  return email.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFC');
}

/** Of `rows` (every message's id and address), the ids of those from `email` as erasure compares addresses. */
export function idsOfAddress(rows: readonly { id: number | string; email: string }[], email: string): number[] {
  const wanted = foldAddress(email.trim());
  // Compared here, not in SQL: no one SQL function folds case beyond ASCII on all three stores.
  return rows.filter((row) => foldAddress(row.email) === wanted).map((row) => Number(row.id));
}

/** Deletes the messages and their outbox rows, to run in one transaction. */
export function deleteStatements(ids: readonly number[]): Statement[] {
  const statements: Statement[] = [];
  // In chunks (SQLite takes at most 32,766 parameters a statement).
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const list = chunk.map(() => '?').join(', ');
    statements.push({ sql: `DELETE FROM deliveries WHERE message_id IN (${list})`, params: chunk }, { sql: `DELETE FROM messages WHERE id IN (${list})`, params: chunk });
  }
  return statements;
}
