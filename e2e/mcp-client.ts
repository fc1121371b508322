import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MCP_PATH } from '../contract/assistants';

/** The MCP TypeScript SDK's own client on the service at `baseURL`'s origin, as the owner's token's bearer when given. */
export async function connectMcp(baseURL: string | undefined, token?: string): Promise<Client> {
  const client = new Client({ name: 'folio-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, baseURL), token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {});
  await client.connect(transport);
  return client;
}
