import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from '../../contract/assistants';

/** A tool's answer as the assistant reads it: its first text. */
export const toolText = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;

/** The token `npm run owner -- tokens add` printed on a line of its own, or undefined. */
export const tokenIn = (printed: string): string | undefined => /\n {2}(folio_\S+)\n/u.exec(printed)?.[1];

/**
 * The SDK's own client, its requests answered by `app` as a runtime would pass them on, from
 * `address` (the test's RequestSource reads X-Test-Peer), with `token` as its bearer token if given.
 */
export async function sdkClient(app: { fetch: (request: Request) => Response | Promise<Response> }, address: string, token?: string): Promise<Client> {
  const client = new Client({ name: 'folio-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`http://folio.test${MCP_PATH}`), {
    fetch: (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-test-peer', address);
      return Promise.resolve(app.fetch(new Request(url, { ...init, headers })));
    },
    ...(token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  await client.connect(transport);
  return client;
}
