/**
 * The reference for the MCP endpoint's load (issue 45): the MCP TypeScript SDK's own stateless
 * server as its documentation writes it (a `node:http` server, and per request a new McpServer
 * and StreamableHTTPServerTransport), with the same résumé as a resource and a `leave_message`
 * tool that stores nothing and answers one line. What it costs under load is what the SDK costs
 * before folio does anything; it runs as its own process, as our server does (bare-server.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import * as z from 'zod';

const port = Number(process.env.PORT);
const profile = readFileSync(String(process.env.PROFILE_FILE), 'utf8');

function serverForRequest(): McpServer {
  const server = new McpServer({ name: 'bare', version: '1.0.0' });
  server.registerResource('profile', 'folio://profile', { mimeType: 'application/json' }, (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: profile }] }));
  server.registerTool(
    'leave_message',
    { inputSchema: { email: z.string(), message: z.string(), proof: z.string().optional() } },
    ({ email }) => ({ content: [{ type: 'text', text: `Thanks, ${email}.` }] }),
  );
  return server;
}

const http = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // A GET (the check that the server is up) or a body that is not JSON.
      response.writeHead(400).end();
      return;
    }
    void (async () => {
      const server = serverForRequest();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    })();
  });
});
http.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  http.closeAllConnections();
  http.close(() => process.exit(0));
});
