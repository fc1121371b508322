import { startMcpFlood, visitor } from '../server/testing/mcp-flood';
import { target } from './targets';
import type { McpFloodRow, TargetResult } from './types';

/**
 * The red team's MCP flood at its full size, on `npm start` with its own limits: 64 addresses of
 * 127.0.0.0/8 x 8 keep-alive connections, each POSTing a 100-call JSON-RPC batch to /api/mcp as soon
 * as the last was answered, for 40 s, while a visitor from an address of its own loads the page
 * once a second (40 loads in all). The test (server/assistants/mcp-flood.test.ts) runs it for a
 * few seconds; this is the red team's whole run.
 */
export const MCP_FLOOD = { addresses: 64, perAddress: 8, batch: 100, seconds: 40, loads: 40 } as const;

/** What the issue asks of the visitor during the flood. */
export const MCP_FLOOD_TARGET = { served: 39, p90Ms: 2_000 } as const;

/** How long a load may take before it counts as not served: the red team's visitor gave up at 10 s. */
const LOAD_TIMEOUT_MS = 10_000;

/** The flood against a server already listening on `port` (its site's `/` the page), and what the visitor saw. */
export async function measureMcpFlood(port: number): Promise<McpFloodRow> {
  const { addresses, perAddress, batch, seconds, loads } = MCP_FLOOD;
  const flood = startMcpFlood(port, { addresses, perAddress, batch, forMs: (seconds + 15) * 1000 });
  try {
    await flood.ready;
    const seen = await visitor(port, { from: '127.0.0.2', loads, timeoutMs: LOAD_TIMEOUT_MS, spacingMs: (seconds * 1000) / loads });
    const { statuses, failed } = await flood.stop();
    return { addresses, connections: addresses * perAddress, batch, seconds, ...seen, answers: statuses, failed };
  } finally {
    await flood.stop().catch(() => undefined);
  }
}

export function mcpFloodTarget(row: McpFloodRow): TargetResult {
  const { served, p90Ms } = MCP_FLOOD_TARGET;
  return target(
    `Page served during an MCP flood of ${row.addresses} addresses x ${row.connections / row.addresses} connections of ${row.batch}-call batches for ${row.seconds} s: ≥ ${served} of ${row.loads} loads, p90 ≤ ${p90Ms / 1000} s (npm start over SQLite)`,
    row.served >= served && row.p90Ms <= p90Ms,
    formatMcpFlood(row),
  );
}

export const formatMcpFlood = (row: McpFloodRow): string =>
  `${row.served} of ${row.loads} loads served, p50 ${row.p50Ms} ms, p90 ${row.p90Ms} ms, slowest ${row.slowestMs} ms; the flood's answers ${Object.entries(row.answers)
    .map(([status, count]) => `${count.toLocaleString('en')} x ${status}`)
    .join(', ')}${row.failed > 0 ? `, ${row.failed} failed connections` : ''}`;
