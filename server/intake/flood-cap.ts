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
 * - The first held message of the hour is queued on every channel as a digest, which says that
 *   messages are being held (DIGEST_NOTE); the others of that hour get no outbox row at all.
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

/** What a digest says before the first held message, in every channel. */
export const DIGEST_NOTE =
  'More messages arrived this hour than NOTIFY_MAX_PER_HOUR allows: they are all stored, but held, not sent to you one by one. ' +
  'List them with `npm run messages -- --held` and release the real ones with `npm run messages -- release ID`. ' +
  'If it goes on, the next digest comes in an hour. The first held message:';

/** The subject of the digest mail; `from` is the first held message's sender, made safe for a header. */
export function digestSubject(from: string): string {
  return `Messages are being held: too many this hour (first from ${from})`;
}
