import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { API_ERRORS, API_HEADERS } from './api-answers';

/** A Node request listener over the app (a Web Request in, a Web Response out). */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Answers Node's requests with the app, never reading more of a body than the app asked for.
 * `hostname` is filled in for a request without Host (HTTP/1.0); an IPv6 one needs its brackets.
 */
export function nodeListener(app: Hono, hostname?: string): NodeListener {
  const answer = getRequestListener(app.fetch, { hostname, errorHandler: answerUnreadable });
  return (req, res) => {
    // Only POST /api/v1 reads a body. Any other request that brings one has it left unread, and the
    // connection closes after the answer: node would otherwise read and discard whatever the
    // client goes on sending (4.7 GB in 10 s, in a red-team run), holding the connection meanwhile.
    if (req.method !== 'POST' && hasBody(req)) res.shouldKeepAlive = false;
    // The same for a body read only in part (a 413, a 415 or 429 answered before reading, a POST to
    // another path): a lingering close, reading on for at most 1 MB or 2 s so the client sees
    // the answer rather than a reset, then cutting the connection.
    res.once('finish', () => {
      if (req.complete) return;
      let read = 0;
      const cut = () => req.socket.destroy();
      const timer = setTimeout(cut, 2_000);
      timer.unref();
      req.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 1_048_576) {
          clearTimeout(timer);
          cut();
        }
      });
      req.once('end', () => clearTimeout(timer));
    });
    return answer(req, res);
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Requests the app never sees, because no URL can be made of them (a backslash in the path, say),
 * still get a JSON answer like every other error. Anything else that escapes the app is a bug:
 * it is logged, and the visitor gets the same JSON 500 the app itself would give.
 */
function answerUnreadable(error: unknown): Response {
  const unreadable = error instanceof RequestError;
  if (!unreadable) console.error('folio: unexpected error answering a request:', error);
  const body = { error: unreadable ? API_ERRORS.unreadable : API_ERRORS.failed };
  return Response.json(body, { status: unreadable ? 400 : 500, headers: API_HEADERS });
}
