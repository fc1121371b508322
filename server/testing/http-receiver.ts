import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  url: string;
  received: Received[];
  /** Every request, those answered 500 by `failNext` included, in order. */
  attempts: Received[];
  /** The next `count` requests are answered 500, as a failing webhook or mail API would. */
  failNext(count: number): void;
  stop(): Promise<void>;
};

/** A local HTTP endpoint that records what it is sent: the webhook, the mail API, in tests. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const attempts: Received[] = [];
  let failing = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      attempts.push({ path: req.url ?? '', headers: req.headers, body });
      if (failing > 0) {
        failing -= 1;
        res.writeHead(500).end('{"message":"failing on purpose"}');
        return;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    attempts,
    failNext(count) {
      failing = count;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
