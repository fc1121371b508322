import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context, Hono } from 'hono';
import { MCP_PATH } from '../../contract/assistants';
import { API_HEADERS } from '../http/api-answers';
import { clientAddress } from '../http/client-address';
import { readLimitedBody } from '../http/limited-body';
import type { RequestSource } from '../http/request-source';
import type { MessageIntake } from '../intake/message-intake';
import type { RateLimiter, SharedRateLimiter } from '../intake/rate-limit';
import { lockedFor, recordFailure } from '../owner/auth/security-log';
import type { SqlRunner } from '../stores/sql-runner';
import { findToken, type LiveToken } from '../owner/auth/assistant-tokens';
import type { CorpusSource } from './corpus-source';
import { mcpLimits, type McpRefusal } from './mcp-limits';
import { batchRefusal } from './server-hub';
import { sharedServers } from './shared-servers';

export type McpOptions = {
  intake: MessageIntake;
  /** The build's public facts; none when the service runs without a build. */
  corpus?: CorpusSource | undefined;
  source: RequestSource;
  trustProxy: boolean;
  /** The form's own limit per address: a message left here counts against it too. */
  rateLimiter?: Pick<RateLimiter, 'hit'> | SharedRateLimiter | undefined;
  /** The store's database: tokens, the inbox, the insights, the sign-in activity. */
  sql: SqlRunner;
  channels: readonly string[];
  kick?: ((c: Context) => void) | undefined;
  now?: () => number;
  /** MCP_CALLS_PER_MINUTE: calls per address a minute; mcp-limits.ts's own when unset, 0 for none. */
  callsPerMinute?: number | undefined;
};

/** A JSON-RPC call is small: a message is at most a few kB, and the form's whole body 8 KiB. */
export const MCP_BODY_MAX_BYTES = 64 * 1024;

/** One answer for a token that is wrong, expired or revoked: which of them it was is not the caller's to learn. */
export const TOKEN_REFUSED = 'This token is not valid: ask the owner for a new one.';

const FAILURE_REASON = 'an assistant token that is wrong, expired or revoked';

/**
 * Any origin may call the public tools (an assistant in a web page): they need no credential, and
 * nothing here is ambient, so there is no cross-site request to forge. Authorization is not
 * allowed across origins (decisions 054 and 057): the owner's assistants run outside a browser
 * (a desktop app, a shell, a server), and a page on another site could otherwise make every
 * visitor's browser a guesser of tokens. Its preflight fails, so the browser never sends the header.
 */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, WWW-Authenticate, Retry-After',
} as const;

/** What every answer of the SDK's transport carries besides its own. */
const ANSWER_HEADERS = Object.entries({ ...API_HEADERS, ...CORS });

/** The request headers a page of another origin may send: the protocol's own, never Authorization. */
export const MCP_CORS_HEADERS = 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', id: null, error: { code, message } });

/**
 * The MCP endpoint (issue 45), Streamable HTTP with the MCP TypeScript SDK, stateless: each POST
 * gets a transport of its own, answered by the server of the public tools or, with a live token in
 * Authorization, by the one that adds the owner's. Stateless, because every runtime folio runs on
 * answers it the same way (a Worker or a function keeps no session between requests), and no tool
 * here needs one.
 */
export function mountMcp(app: Hono, options: McpOptions): void {
  const { intake, source, trustProxy, rateLimiter, sql } = options;
  const now = options.now ?? Date.now;
  const hubFor = sharedServers({ intake, sql, channels: options.channels, now, hitLimit: async (address) => (rateLimiter ? await rateLimiter.hit(address) : 0) });
  const json = (c: Context, status: 400 | 401 | 405 | 413 | 429 | 503, body: object, extra: Record<string, string> = {}) => c.json(body, status, { ...API_HEADERS, ...CORS, ...extra });
  // Per address and in all (decision 055): a flood of calls must never keep the page waiting.
  const limits = mcpLimits(options.callsPerMinute, now);
  const refuse = (c: Context, refusal: McpRefusal) => json(c, refusal.status, rpcError(refusal.code, refusal.message), refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {});

  app.options(MCP_PATH, (c) =>
    c.body(null, 204, {
      ...CORS,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': MCP_CORS_HEADERS,
      'Access-Control-Max-Age': '86400',
    }),
  );

  app.post(MCP_PATH, async (c) => {
    const client = clientAddress(source.peer(c), c.req.header('x-forwarded-for'), trustProxy);
    // An address out of calls costs nothing more: no token looked up, no body read.
    const early = limits.arrive(client);
    if (early) return refuse(c, early);
    let token: LiveToken | undefined;
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      // As a sign-in: past the failures allowed, nothing is checked until the window passes.
      const wait = await lockedFor(sql, 'token', client, now());
      if (wait > 0) return json(c, 429, rpcError(-32001, `Too many failed attempts. Try again in ${wait} seconds.`), { 'Retry-After': String(wait) });
      const bearer = /^Bearer\s+(\S+)\s*$/iu.exec(authorization)?.[1];
      token = bearer === undefined ? undefined : await findToken(sql, bearer, now());
      if (!token) {
        await recordFailure(sql, 'token', client, FAILURE_REASON, now());
        return json(c, 401, rpcError(-32001, TOKEN_REFUSED), { 'WWW-Authenticate': 'Bearer realm="folio", error="invalid_token"' });
      }
    }

    const body = await readLimitedBody(c, { source, maxBytes: MCP_BODY_MAX_BYTES, key: client });
    if (body.kind === 'too-large') return json(c, 413, rpcError(-32600, `The request body is larger than ${MCP_BODY_MAX_BYTES / 1024} KiB.`));
    if (body.kind !== 'text') return json(c, 400, rpcError(-32700, 'The request body could not be read.'));
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(body.text);
    } catch {
      return json(c, 400, rpcError(-32700, 'The request body is not valid JSON.'));
    }
    // Before any work: a batch past the cap, or more calls than the address has left, is refused whole.
    const weighed = limits.weigh(client, parsedBody);
    if ('refused' in weighed) return refuse(c, weighed.refused);
    // Two requests with one id would get one answer between them (server-hub.ts): refused whole, none of it run.
    const invalid = batchRefusal(parsedBody);
    if (invalid !== undefined) return json(c, 400, rpcError(-32600, invalid));

    // The SDK's transport for this request, its messages answered by the server made once (server-hub.ts).
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    (await hubFor(await options.corpus?.(), token !== undefined)).attach(transport, {
      client,
      token,
      take: (data, address, channel) => intake.take(c, data, address, channel),
      kick: options.kick && (() => options.kick?.(c)),
    });
    // Run only when there is room for its calls among those in flight from every address.
    const admitted = limits.enter(weighed.calls);
    if ('refused' in admitted) return refuse(c, admitted.refused);
    const answer = await transport.handleRequest(c.req.raw, { parsedBody }).finally(admitted.release);
    for (const [name, value] of ANSWER_HEADERS) answer.headers.set(name, value);
    return answer;
  });

  // No stream for the server to speak first on (the spec's GET), and no session to end (DELETE).
  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], MCP_PATH, (c) => json(c, 405, rpcError(-32000, 'Use POST: this endpoint is stateless, with no stream to open and no session to end.'), { Allow: 'POST, OPTIONS' }));
}
