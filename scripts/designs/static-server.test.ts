import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../server/testing/test-support';
import { serveFolder } from './static-server';

type Answer = { status: number; body: string };

/**
 * One request with its path sent byte for byte: fetch and the URL class would fold `..` and
 * reject `%` before the server ever saw them, which is not what an attacker's client does.
 */
function rawGet(origin: string, rawPath: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

// The gallery's server (npm run designs) over a real folder, with a sibling whose name starts
// like it: what a page of another site on this machine could ask of it while it runs.
describe('the designs gallery file server', () => {
  const dir = tempDir('folio-gallery-server-');
  const root = path.join(dir.path, 'gallery');
  let served: { origin: string; server: Server };

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    mkdirSync(path.join(dir.path, 'gallery-secret'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>gallery</title>');
    writeFileSync(path.join(root, 'assets', 'page.css'), 'body{}');
    writeFileSync(path.join(dir.path, 'gallery-secret', 'secret.txt'), 'the owner’s secret');
    writeFileSync(path.join(dir.path, 'secret.txt'), 'beside the gallery');
    served = await serveFolder(root);
  });

  afterAll(async () => {
    await new Promise((resolve) => served.server.close(resolve));
    dir.remove();
  });

  it('answers a bad escape with 400 and keeps serving the pages', async () => {
    expect((await rawGet(served.origin, '/%')).status).toBe(400);
    expect((await rawGet(served.origin, '/assets/%E0%A4%A')).status).toBe(400);
    const page = await rawGet(served.origin, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>gallery</title>');
  });

  it.each([
    '/..%2fgallery-secret%2fsecret.txt',
    '/assets/..%2f..%2fgallery-secret%2fsecret.txt',
    '/..%5cgallery-secret%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/../gallery-secret/secret.txt',
  ])('never serves a file outside its folder: %s', async (rawPath) => {
    const answer = await rawGet(served.origin, rawPath);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret');
    expect(answer.body).not.toContain('beside the gallery');
  });

  it('still serves its own files, by an escaped name too', async () => {
    expect(await rawGet(served.origin, '/assets/page.css')).toEqual({ status: 200, body: 'body{}' });
    expect(await rawGet(served.origin, '/assets/page%2Ecss')).toEqual({ status: 200, body: 'body{}' });
  });
});
