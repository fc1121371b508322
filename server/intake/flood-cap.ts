/**
 * The flood cap, NOTIFY_MAX_PER_HOUR (config.ts): a bot that gets past every other check can
 * still send thousands of messages an hour, and the owner should not get thousands of mails.
 *
 * The policy, which every store applies (stores/sqlite/sqlite-sql.ts, whose statements D1 runs
 * too, and stores/postgres/postgres-store.ts):
 * - Every message is stored; past the cap it is held: kept, listed (`npm run messages -- --held`),
 *   but not notified one by one. The owner can release it.
 * - The cap counts the messages notified in the last hour (FLOOD_WINDOW_MS), counted in the
 *   outbox on the first channel (`countedChannel`), and only up to the cap. A message is counted
 *   from when it is queued; a retry moves it later, so one still failing keeps counting.
 * - Spam is never held and never counted: it is never notified either.
 * - A held message is queued on every channel as a digest, which says that messages are being
 *   held (notifiers/digest-text.ts) and names them, when no digest was started in the last DIGEST_EVERY_MS;
 *   the others get no outbox row at all. Each digest names the messages held since the one before
 *   it started (`heldSinceDigest`), newest first, so while a flood holds messages the owner
 *   hears of a real one among them within minutes, at most one digest each DIGEST_EVERY_MS.
 * - With no channel nothing is notified, so nothing is held (`floodCapOf` is then 0: no cap).
 * The decision is made in the statement that stores the message, so instances over one database
 * count together; this file holds the numbers and words those statements are given.
 */

/** The window the cap counts notified messages in, and in which one digest is sent. */
export const FLOOD_WINDOW_MS = 3_600_000;

/** The cap a store applies for these channels (0: none). Held means not notified, so with no channel there is nothing to hold. */
export function floodCapOf(channels: readonly string[], notifyPerHour: number | undefined): number {
  return channels.length > 0 ? Math.max(0, notifyPerHour ?? 0) : 0;
}

/** The channel the hour's notifications are counted on: every notified message has a row on each, so one is enough. */
export function countedChannel(channels: readonly string[]): string {
  return channels[0] ?? '';
}

/** Where the window of a message stored at `at` begins: notifications queued after it count, and a digest sent after it is this hour's. */
export function floodWindowStart(at: number): number {
  return at - FLOOD_WINDOW_MS;
}

/**
 * How often a digest may start while messages are held: the cap was used to silence the owner (a
 * flood fills the hour, and a real message after it waited, unnamed, for the owner to look:
 * issue 25's red team), so a digest every ten minutes names what the last ten held.
 */
export const DIGEST_EVERY_MS = 600_000;

/** Where the window of a message stored at `at` begins for digests: one started after it is this window's. */
export function digestWindowStart(at: number): number {
  return at - DIGEST_EVERY_MS;
}

/** The held messages a digest names at most; the rest it counts. */
export const HELD_NAMED_MAX = 50;
