/**
 * The spam bound, SPAM_MAX_MB, SPAM_MAX_ROWS and SPAM_KEEP_DAYS (config.ts). A POST without a
 * proof of work is stored as spam, so the owner can release a real one; with no bound, a flood
 * filled the disk (500 addresses x 5 of the largest messages: 2,500 rows, +45 MB in 5.3 s, about
 * 45 MB a minute at the rate limit, kept for ever: issue 25's red team).
 *
 * The policy, which every store applies (stores/sqlite/sqlite-sql.ts, whose statements D1 runs
 * too, and stores/postgres/postgres-store.ts):
 * - Only messages the checks filed as spam count and can be dropped: a row whose `spam_bytes` is
 *   above 0. A message that passed the checks, one held by the flood cap, one the owner marked as
 *   spam or released, has 0 and is never dropped, whatever the bound.
 * - The newest are kept: past the bytes (address and text, UTF-8), the rows or the age, the oldest
 *   spam goes first.
 * - A store trims after the spam it stores once that spam adds up to a hundredth of a bound
 *   (`trimDue`), so spam stays within the bound plus that much, and a flood costs one trim per
 *   hundredth, not one per message; the first spam after start trims at once. The service also
 *   trims every hour (retention.ts), for the age bound when no spam comes.
 */

/** A bound of 0 is off. */
export type SpamBound = { maxBytes: number; maxRows: number; maxAgeMs: number };

const MB = 1_000_000;
const DAY_MS = 86_400_000;

/**
 * What a small VPS can give spam without noticing: 50 MB of text (about 3,300 of the largest
 * messages; the file grows by somewhat more, and reuses what is freed), 10,000 rows, 30 days to
 * look through it.
 */
export const SPAM_BOUND_DEFAULTS = { maxMb: 50, maxRows: 10_000, keepDays: 30 } as const;

export function spamBoundOf(maxMb: number, maxRows: number, keepDays: number): SpamBound {
  return { maxBytes: maxMb * MB, maxRows, maxAgeMs: keepDays * DAY_MS };
}

const encoder = new TextEncoder();

/** The bytes a message filed as spam counts against the bound; 0 for any other. */
export function spamBytesOf(message: { email: string; message: string; spam: boolean }): number {
  return message.spam ? encoder.encode(message.email).length + encoder.encode(message.message).length : 0;
}

/** No bound: a number no table reaches. */
const OFF = Number.MAX_SAFE_INTEGER;

/** The statements' parameters: bytes, rows, and the ISO time before which spam is too old ('' when the age bound is off: nothing sorts before it). */
export function spamBoundParams(bound: SpamBound, now: number): [number, number, string] {
  return [bound.maxBytes > 0 ? bound.maxBytes : OFF, bound.maxRows > 0 ? bound.maxRows : OFF, bound.maxAgeMs > 0 ? new Date(now - bound.maxAgeMs).toISOString() : ''];
}

export function isBounded(bound: SpamBound | undefined): bound is SpamBound {
  return bound !== undefined && (bound.maxBytes > 0 || bound.maxRows > 0 || bound.maxAgeMs > 0);
}

/**
 * Counts the spam a store adds and says when to trim: at the first spam, then each time what was
 * added since the last trim reaches a hundredth of the bytes or the rows bound.
 */
export function trimDue(bound: SpamBound): { add(bytes: number): boolean } {
  const bytesStep = bound.maxBytes > 0 ? Math.max(1, Math.floor(bound.maxBytes / 100)) : OFF;
  const rowsStep = bound.maxRows > 0 ? Math.max(1, Math.floor(bound.maxRows / 100)) : OFF;
  let bytes = bytesStep;
  let rows = rowsStep;
  return {
    add(added) {
      if (added <= 0) return false;
      bytes += added;
      rows += 1;
      if (bytes < bytesStep && rows < rowsStep) return false;
      bytes = 0;
      rows = 0;
      return true;
    },
  };
}
