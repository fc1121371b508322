import { callGate, callWindow } from './call-meters';

/**
 * What one address, and everyone together, may ask of the MCP endpoint (decision 055).
 * A red team's 64 addresses x 8 connections of 100-call batches left a visitor 33 of 40 pages: the
 * endpoint had no limit of its own, and a batch's calls run back to back on the one thread that
 * also serves the page. Each number says why it is what it is.
 */
export const MCP_LIMITS = {
  /**
   * JSON-RPC messages in one POST. The protocol of 2025-06-18 dropped batches, and the SDK's client
   * sends one message a POST; a client of 2025-03-26 batches a few (an `initialize` must stand
   * alone). The SDK's own cap is 100, which is what the flood sent.
   */
  callsPerBatch: 10,
  /**
   * Calls per address in a sliding minute, a batch counting as its messages and any POST as at
   * least one (MCP_CALLS_PER_MINUTE sets it; 0 turns it off). An assistant answering one question
   * makes 3 to 10 (initialize, its notification, tools/list, a few calls): this is a dozen
   * questions a minute from one address, and 64 addresses at it are a few percent of a core.
   */
  callsPerMinute: 120,
  /**
   * Calls being answered at once in this process, from every address together; past it a request
   * is answered 503 at once. A batch's calls run back to back without yielding, so a page request
   * waits behind at most this many calls (about 0.2 ms each here) rather than behind every
   * connection's batch. 64 leaves the bench's 50 connections of single calls never refused.
   */
  callsInFlight: 64,
  /** Addresses whose calls are counted at once; past it the longest known gives way, so memory stays bounded whatever a flood of addresses sends. */
  addresses: 50_000,
} as const;

/** A request refused before any of its calls ran: the HTTP status, the JSON-RPC error, and when to come back. */
export type McpRefusal = { status: 400 | 429 | 503; code: number; message: string; retryAfter?: number };

export type McpLimits = {
  /** Before the body is read: refused when the address has no call left in its minute; otherwise the POST is counted as one. */
  arrive(client: string): McpRefusal | undefined;
  /** As soon as the body is parsed: the batch's size, then the rest of its calls for the address. */
  weigh(client: string, body: unknown): { refused: McpRefusal } | { calls: number };
  /** Just before its calls run: room for them among the calls in flight, released once they are answered. */
  enter(calls: number): { refused: McpRefusal } | { release: () => void };
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The endpoint's limits in this process (per isolate on a Worker: decision 055 says what that
 * holds there). `callsPerMinute` is MCP_CALLS_PER_MINUTE's, MCP_LIMITS' own when the owner sets
 * none, 0 for no limit per address; the batch cap and the calls in flight always hold.
 */
export function mcpLimits(callsPerMinute: number = MCP_LIMITS.callsPerMinute, now: () => number = Date.now): McpLimits {
  const window = callsPerMinute > 0 ? callWindow(callsPerMinute, MCP_LIMITS.addresses, now) : undefined;
  const gate = callGate(MCP_LIMITS.callsInFlight);
  // A batch larger than the minute allows could never be let through: refused as too large instead.
  const perBatch = window ? Math.min(MCP_LIMITS.callsPerBatch, callsPerMinute) : MCP_LIMITS.callsPerBatch;
  const overRate = (wait: number): McpRefusal => ({
    status: 429,
    code: -32000,
    message: `Too many calls from this address: at most ${callsPerMinute} a minute. Try again in ${plural(wait, 'second')}.`,
    retryAfter: wait,
  });

  return {
    arrive(client) {
      const wait = window?.take(client, 1) ?? 0;
      return wait > 0 ? overRate(wait) : undefined;
    },
    weigh(client, body) {
      const calls = Array.isArray(body) ? Math.max(1, body.length) : 1;
      if (calls > perBatch) {
        // It asked for `calls`: spent, so a flood of large batches is read twice a minute, not 120 times.
        window?.spend(client, calls - 1);
        // The SDK's own words for a batch over its cap of 100.
        return { refused: { status: 400, code: -32600, message: `Invalid Request: Batch must not exceed ${perBatch} messages; send the rest in other requests.` } };
      }
      const wait = calls > 1 ? (window?.take(client, calls - 1) ?? 0) : 0;
      return wait > 0 ? { refused: overRate(wait) } : { calls };
    },
    enter(calls) {
      const release = gate.enter(calls);
      if (!release) return { refused: { status: 503, code: -32000, message: 'The server is busy answering assistants. Try again in a second.', retryAfter: 1 } };
      return { release };
    },
  };
}
