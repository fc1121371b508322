/**
 * The ceiling for the load test: a `node:http` server that reads the body and answers 201
 * `{"id":1}` without parsing, validating or storing anything. It runs as its own process, as our
 * server does, so both are measured with the same topology (autocannon here, server there).
 */
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const body = JSON.stringify({ id: 1 });

const server = createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
