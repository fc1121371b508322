import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedFetch } from './bounded-fetch';
import { isPrivateAddress } from './public-address';
import { generatedBody, localServer, type LocalServer } from './test-servers';

// Issue 40: what folio fetches is bounded in size and time, and each redirect is counted.
let server: LocalServer;
let away = '';

beforeAll(async () => {
  server = await localServer({
    '/slow': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const drip = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(drip));
    },
    '/declared': (_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(600 * 1024 * 1024) }).end(),
    '/big': generatedBody(3 * 1024 * 1024, 'application/json'),
    '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
    '/ok': (_request, response) => response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('fine'),
    '/to-ok': (_request, response) => response.writeHead(301, { location: '/ok' }).end(),
    '/echo': (request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(request.headers.authorization ?? 'none'),
    '/away': (_request, response) => response.writeHead(302, { location: away }).end(),
  });
});

afterAll(() => server.close());

// Generous, so a busy machine's slow answer is not taken for a deadline passed.
const limits = { maxBytes: 1024 * 1024, timeoutMs: 20_000, allowPrivate: true };

describe('boundedFetch', () => {
  it('gives up on a body that trickles past its deadline, saying so', async () => {
    await expect(boundedFetch(`${server.origin}/slow`, { ...limits, timeoutMs: 1000 })).rejects.toThrow(`${server.origin}/slow did not answer in full within 1 s`);
  });

  it('refuses a body past its limit, by its declared length or as it is counted', async () => {
    await expect(boundedFetch(`${server.origin}/declared`, limits)).rejects.toThrow(`${server.origin}/declared is 600 MB, over the 1 MB folio reads`);
    await expect(boundedFetch(`${server.origin}/big`, limits)).rejects.toThrow(`${server.origin}/big sent more than the 1 MB folio reads`);
  });

  it('follows a redirect by hand, and stops a loop of them', async () => {
    expect(await boundedFetch(`${server.origin}/to-ok`, limits)).toMatchObject({ status: 200, url: `${server.origin}/ok`, contentType: 'text/plain', size: 4 });
    await expect(boundedFetch(`${server.origin}/loop`, limits)).rejects.toThrow(`${server.origin}/loop redirects more than 5 times`);
  });

  it('sends a token to the address it was given, and not on to where that redirects', async () => {
    const other = await localServer({ '/ok': (request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(request.headers.authorization ?? 'none') });
    try {
      const headers = { authorization: 'Bearer secret', 'user-agent': 'folio' };
      expect((await boundedFetch(`${server.origin}/echo`, { ...limits, headers })).body.toString()).toBe('Bearer secret');
      away = `${other.origin}/ok`;
      expect((await boundedFetch(`${server.origin}/away`, { ...limits, headers })).body.toString()).toBe('none');
    } finally {
      await other.close();
    }
  });

  it('tells public addresses from loopback, private, link-local and IPv4-in-IPv6 ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });
});
