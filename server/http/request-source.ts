import type { Context } from 'hono';
import type { BodyResult } from './read-body';

/** What a runtime tells the service about a request that Hono's Web Request does not carry. */
export type RequestSource = {
  /** The peer's address, before TRUST_PROXY's X-Forwarded-For; undefined when the runtime cannot tell. */
  peer(c: Context): string | undefined;
  /** Reads at most `maxBytes` of the body; without it, the Web Request's stream is read. */
  body?(c: Context, maxBytes: number): Promise<BodyResult> | undefined;
};
