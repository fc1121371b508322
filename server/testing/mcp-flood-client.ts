/**
 * The red team's MCP flood, run as a process of its own (server/testing/mcp-flood.ts starts it), so
 * the attacker's work does not slow the process that times the visitor: FLOOD_ADDRESSES addresses of
 * 127.0.0.0/8 (from 127.1.0.1), FLOOD_PER_ADDRESS keep-alive connections each, every connection
 * POSTing a FLOOD_BATCH-call JSON-RPC batch to /api/mcp again as soon as the last is answered, for
 * FLOOD_MS. Prints `flooding` once every connection has had an answer (or 2 s after the first),
 * then, when it ends or is sent SIGTERM, one line of JSON: the answers by status and the failed
 * requests. It may start before the server listens: a refused connection is tried again.
 */
import { Agent, request } from 'node:http';
import { MCP_PATH } from '../../contract/assistants';

const setting = (name: string): number => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (got ${String(process.env[name])})`);
  return value;
};
const port = setting('FLOOD_PORT');
const addresses = setting('FLOOD_ADDRESSES');
const perAddress = setting('FLOOD_PER_ADDRESS');
const batch = setting('FLOOD_BATCH');
const forMs = setting('FLOOD_MS');

/** Calls that make the server work: a search of the page's passages and a read of the résumé, in turn. */
const call = (id: number) =>
  id % 2 === 0
    ? { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search', arguments: { query: 'engineer typescript queues' } } }
    : { jsonrpc: '2.0', id, method: 'resources/read', params: { uri: 'folio://profile' } };
const body = JSON.stringify(batch === 1 ? call(1) : Array.from({ length: batch }, (_, i) => call(i + 1)));
const headers = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  // The last version that has batches (2025-06-18 dropped them); the SDK's server still takes them.
  'mcp-protocol-version': '2025-03-26',
  'content-length': String(Buffer.byteLength(body)),
};

const statuses: Record<string, number> = {};
let failed = 0;
let stopped = false;
let answeredOnce = 0;

function loop(agent: Agent, first: { done: boolean }): void {
  if (stopped) return;
  const again = (wait: number) => setTimeout(() => loop(agent, first), wait);
  const req = request({ port, host: '127.0.0.1', method: 'POST', path: MCP_PATH, agent, headers }, (response) => {
    response.resume();
    response.once('end', () => {
      const status = String(response.statusCode ?? 0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!first.done) {
        first.done = true;
        answeredOnce += 1;
        if (answeredOnce === 1) setTimeout(announce, 2_000);
      }
      again(0);
    });
  });
  // A connection the server refused or cut: opened again after a moment, as an attacker keeping its hold would.
  req.once('error', () => {
    failed += 1;
    again(200);
  });
  req.end(body);
}

for (let a = 0; a < addresses; a += 1) {
  const localAddress = `127.1.${Math.floor(a / 200)}.${(a % 200) + 1}`;
  const agent = new Agent({ keepAlive: true, maxSockets: perAddress, localAddress });
  for (let n = 0; n < perAddress; n += 1) loop(agent, { done: false });
}

let announced = false;
function announce(): void {
  if (announced) return;
  announced = true;
  clearInterval(ready);
  console.log('flooding');
}
const ready = setInterval(() => answeredOnce >= addresses * perAddress && announce(), 20);

const finish = (): void => {
  if (stopped) return;
  stopped = true;
  console.log(JSON.stringify({ statuses, failed }));
  process.exit(0);
};
setTimeout(finish, forMs);
process.on('SIGTERM', finish);
