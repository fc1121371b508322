import type { Challenge, Solution } from './proof-of-work';
import { digestWords, prefixedSha256 } from './sha256';

/** Work done in one go before the page is given back: well under a frame, so typing never waits. */
const SLICE_MS = 4;

/** Gives the main thread back (input, paint) and resumes at once after: no 4 ms timer clamp. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Finds the number behind an ALTCHA challenge (SHA-256 of salt + number) in slices of a few
 * milliseconds, so the search runs while the visitor types without delaying a keystroke. Resolves
 * with the solution, or undefined if no number up to maxnumber fits or `signal` aborts.
 */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<Solution | undefined> {
  const started = performance.now();
  const hash = prefixedSha256(challenge.salt);
  const target = digestWords(challenge.challenge);
  let number = 0;
  while (number <= challenge.maxnumber) {
    if (signal?.aborted) return undefined;
    const sliceEnd = performance.now() + SLICE_MS;
    // The clock is read every 256 tries: reading it costs more than a try.
    do {
      const end = Math.min(number + 256, challenge.maxnumber + 1);
      for (; number < end; number += 1) {
        if (hash.matches(String(number), target)) {
          const took = Math.round(performance.now() - started);
          // For `npm run bench`, which reports what the search cost on a slowed phone.
          performance.measure('folio:proof-of-work', { start: started, detail: { tries: number + 1 } });
          const { algorithm, salt, signature } = challenge;
          return { algorithm, challenge: challenge.challenge, salt, signature, number, took };
        }
      }
    } while (number <= challenge.maxnumber && performance.now() < sliceEnd);
    await yieldToPage();
  }
  return undefined;
}
