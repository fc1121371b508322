import { CHALLENGE_SUFFIX, isChallenge, saltTimes, type Solution } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';

/** `{host}/v1/challenge`, beside the message endpoint. */
export const CHALLENGE_ENDPOINT = `${(import.meta.env.VITE_API_HOST || '/api').replace(/\/+$/u, '')}${CHALLENGE_SUFFIX}`;

/** A challenge that would expire within this long of the send is replaced by a fresh one. */
const STALE_MARGIN_MS = 60_000;

type Ready = {
  solution: Solution;
  /** performance.now() times: the page's own clock, so a visitor's wrong clock cannot matter. */
  sendableAt: number;
  staleAt: number;
};

export type ProofSource = {
  /** Starts getting and solving a challenge, if none is under way: call it as the visitor starts to write. */
  prepare(): void;
  /**
   * The solution to send with a message, base64 as ALTCHA sends it, once the challenge's least
   * time has passed; undefined when none could be had (no service, or PROOF_OF_WORK off). Each
   * solution sends one message, so the next call starts a new challenge.
   */
  take(): Promise<string | undefined>;
};

type Options = { endpoint?: string; fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createProofSource(options: Options = {}): ProofSource {
  const endpoint = options.endpoint ?? CHALLENGE_ENDPOINT;
  const sleep = options.sleep ?? pause;
  let pending: Promise<Ready | undefined> | undefined;
  /** The service answered 204: its proof of work is off (PROOF_OF_WORK=0), so there is nothing to ask again. */
  let off = false;

  async function fetchAndSolve(): Promise<Ready | undefined> {
    if (off) return undefined;
    try {
      const response = await (options.fetchImpl ?? fetch)(endpoint, { cache: 'no-store', credentials: 'omit' });
      if (response.status === 204) off = true;
      if (!response.ok || off) return undefined;
      const challenge: unknown = await response.json();
      if (!isChallenge(challenge)) return undefined;
      const receivedAt = performance.now();
      const waitMs = typeof challenge.waitMs === 'number' && challenge.waitMs > 0 ? Math.min(challenge.waitMs, 600_000) : 0;
      // Both from the service's clock, so their difference holds on the page's clock too.
      const { sendAfter, expires } = saltTimes(challenge.salt);
      const lifetime = expires - (sendAfter - waitMs);
      const solution = await solveChallenge(challenge);
      return solution && { solution, sendableAt: receivedAt + waitMs, staleAt: receivedAt + lifetime - STALE_MARGIN_MS };
    } catch {
      // The message still goes, without a proof: the service keeps it for the owner, as spam.
      return undefined;
    }
  }

  const start = (): Promise<Ready | undefined> => (pending ??= fetchAndSolve());
  const next = async (): Promise<Ready | undefined> => {
    const ready = await start();
    pending = undefined;
    return ready;
  };

  return {
    prepare: () => void start(),
    async take() {
      let ready = await next();
      // Failed (the network blinked) or too old (the page stayed open for hours): one fresh try.
      if (!ready || performance.now() >= ready.staleAt) ready = await next();
      if (!ready) return undefined;
      const wait = ready.sendableAt - performance.now();
      if (wait > 0) await sleep(wait);
      return btoa(JSON.stringify(ready.solution));
    },
  };
}
