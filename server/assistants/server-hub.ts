import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';

type Waiting<C> = { transport: Transport; id: RequestId; context: C; method: string };

/** Whether a request with `context` is shown `tool` in tools/list: a tool not shown can still be called, and its handler answers. */
export type ToolShown<C> = (tool: string, context: C) => boolean;

const isRequest = (message: JSONRPCMessage): message is Extract<JSONRPCMessage, { method: string; id: RequestId }> => 'method' in message && 'id' in message;
const isResponse = (message: JSONRPCMessage): message is Extract<JSONRPCMessage, { result: unknown } | { error: unknown }> => 'result' in message || 'error' in message;

/**
 * One MCP server for many requests: each POST still gets the SDK's own Streamable HTTP transport
 * (its checks of headers, versions and JSON-RPC, its answers), attached here, and the server made
 * once answers them all. Requests of different clients carry the same ids (every client counts
 * from 0), so each is renamed with an id of the hub's on the way in and given its own back on the
 * way out, to the transport it came by. A request's context (its address, its token) is found by
 * the id the server's handlers see.
 *
 * Why: building a server per request, with its every tool and schema, was a third of a read's time
 * (decision 054); the SDK's transport per request stays, as the stateless mode asks.
 */
export class ServerHub<C> implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  readonly #waiting = new Map<RequestId, Waiting<C>>();
  readonly #shown: ToolShown<C> | undefined;
  #next = 0;

  /** `shown`: which tools each request's list names (a read token is not shown the tools it may not use); all of them when left out. */
  constructor(shown?: ToolShown<C>) {
    this.#shown = shown;
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** The server's messages: an answer goes back, under the client's id, to the transport its request came by. */
  async send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId }): Promise<void> {
    if (isResponse(message)) {
      // An error without an id answers no request the server could read; the SDK's transport answers those itself.
      if (message.id === undefined) return;
      const waiting = this.#waiting.get(message.id);
      if (!waiting) return;
      this.#waiting.delete(message.id);
      await waiting.transport.send({ ...this.#listed(message, waiting), id: waiting.id });
      return;
    }
    // A notification about a request in flight (progress, a log line) goes with its answer; folio's
    // server asks clients nothing and has no stream to speak on by itself.
    const related = options?.relatedRequestId === undefined ? undefined : this.#waiting.get(options.relatedRequestId);
    if (related) await related.transport.send(message, { relatedRequestId: related.id });
  }

  /** Passes one request's messages on to the server, with `context` for its handlers. */
  attach(transport: Transport, context: C): void {
    transport.onmessage = (message, extra) => {
      if (isRequest(message)) {
        this.#next += 1;
        const id = this.#next;
        this.#waiting.set(id, { transport, id: message.id, context, method: message.method });
        this.onmessage?.({ ...message, id }, extra);
      } else if ('method' in message && message.method !== 'notifications/cancelled') {
        // A cancellation names the client's id, which is not the server's: stateless, each
        // request is answered in its own POST, and a cancelled one is simply not waited for.
        this.onmessage?.(message, extra);
      }
    };
  }

  /** A tools/list answer with only the tools its request is shown. */
  #listed<M extends JSONRPCMessage & { result?: unknown }>(message: M, waiting: Waiting<C>): M {
    const shown = this.#shown;
    const tools = waiting.method === 'tools/list' && shown ? (message.result as { tools?: unknown } | undefined)?.tools : undefined;
    if (!shown || !Array.isArray(tools)) return message;
    return { ...message, result: { ...(message.result as object), tools: tools.filter((tool: { name?: unknown }) => typeof tool.name === 'string' && shown(tool.name, waiting.context)) } };
  }

  /** The context of the request a handler is answering, by the id the server gave its handler. */
  contextOf(requestId: RequestId): C {
    const waiting = this.#waiting.get(requestId);
    if (!waiting) throw new Error(`No request ${String(requestId)} is waiting for an answer.`);
    return waiting.context;
  }
}

/**
 * Why a POST's body cannot be answered call by call, or undefined when it can: the SDK's transport
 * finds each answer of a batch by its request's id, so two requests with one id would get one
 * answer between them, the other lost without a word (decision 056). JSON-RPC asks for ids unique
 * among what is waiting; such a batch is refused whole, before any of it runs.
 */
export function batchRefusal(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined;
  const seen = new Set<string>();
  for (const message of body as unknown[]) {
    if (typeof message !== 'object' || message === null || !('method' in message) || !('id' in message)) continue;
    const { id } = message as { id: unknown };
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const key = `${typeof id} ${String(id)}`;
    if (seen.has(key)) return `Invalid Request: two requests in this batch have the id ${JSON.stringify(id)}. Give each request an id of its own; nothing of this batch was run.`;
    seen.add(key);
  }
  return undefined;
}
