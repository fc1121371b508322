import type { Context } from 'hono';
import type { RequestSource } from './request-source';
import { readIncoming, type IncomingBody } from './read-body';

/** What @hono/node-server passes as `c.env`; tests under `app.request` pass a stub or nothing. */
export type NodeBindings = {
  incoming?: Partial<IncomingBody> & { socket?: { remoteAddress?: string | undefined } };
};

const incomingOf = (c: Context): NodeBindings['incoming'] => (c.env as NodeBindings | undefined)?.incoming;

/**
 * A request under Node: the peer is the socket's, and the body is read straight from node's
 * stream, about four times faster than through the Web stream `Request.body` wraps around it.
 */
export const nodeRequestSource: RequestSource = {
  peer: (c) => incomingOf(c)?.socket?.remoteAddress,
  body(c, maxBytes) {
    const incoming = incomingOf(c);
    return isStream(incoming) ? readIncoming(incoming, maxBytes) : undefined;
  },
};

// Under @hono/node-server `incoming` is node's request; under `app.request` it is absent or a stub.
function isStream(incoming: NodeBindings['incoming']): incoming is IncomingBody {
  return typeof incoming?.on === 'function' && typeof incoming.headers === 'object';
}
