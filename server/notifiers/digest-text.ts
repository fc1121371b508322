/*
 * The digest a flood of messages starts (intake/flood-cap.ts holds them; the outbox sends the digest
 * through every channel): its wording, which the notifiers write.
 */

/** What a digest says before the messages it names, in every channel. */
export const DIGEST_NOTE =
  'More messages arrived this hour than NOTIFY_MAX_PER_HOUR allows: they are all stored, but held, not sent to you one by one. ' +
  'List them with `npm run messages -- --held` (held ones first) and release the real ones with `npm run messages -- release ID`. ' +
  'While it goes on, a digest like this one names what was held, at most every ten minutes.';

/** The subject of the digest mail; `from` is the first held message's sender, made safe for a header. */
export function digestSubject(from: string): string {
  return `Messages are being held: too many this hour (first from ${from})`;
}
