/**
 * An HTTP GET with limits, for what folio reads from the web (an imported photo, GitHub's API):
 * the body is counted as it streams and the request dropped at `maxBytes`, one deadline covers
 * every hop, and redirects are followed here, one at a time, so each address is checked before it
 * is asked. Unless `allowPrivate`, an address that resolves to this machine or its network is
 * refused, checked on the address actually connected to (a name that resolves twice cannot slip
 * through). Anything that goes wrong is a FetchRefused with one line that says why.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPrivateAddress } from './public-address';

export type FetchLimits = {
  maxBytes: number;
  timeoutMs: number;
  /** Hops after the first address; browsers allow 20, a photo or an API needs a few. */
  maxRedirects?: number;
  /**
   * Let loopback and private addresses through: all of them (the owner's --allow-private-addresses),
   * or those of the addresses this says yes to (a test's own server, and no other).
   */
  allowPrivate?: boolean | ((url: URL) => boolean);
  headers?: Record<string, string>;
  /** The only kinds of answer whose body is read; another's is left unread (and `size` is 0). */
  contentTypes?: readonly string[];
};

/**
 * What came back. The body is in `body`, or, when the fetch was given a file to save it to, there
 * (written as it streams, never held whole) and `body` is only its first bytes, to tell its kind by.
 */
export type Fetched = { status: number; url: string; contentType: string; body: Buffer; size: number };

/** The bytes kept of a body saved to a file: enough for any picture's signature. */
const HEAD_BYTES = 16;

export class FetchRefused extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const PRIVATE_HINT = 'a loopback or private address (add --allow-private-addresses if you mean it)';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A lookup that answers only with public addresses: a name resolving to a private one is refused. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const found = addresses.find((entry) => isPrivateAddress(entry.address));
    if (found) return callback(new FetchRefused(`${hostname} resolves to ${found.address}, ${PRIVATE_HINT}`), '', 4);
    const all = options.all === true;
    const first = addresses[0];
    if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
    // Node asks for one address or all of them; both shapes go through the same callback.
    if (all) (callback as unknown as (error: null, found: LookupAddress[]) => void)(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/** One request: the response, whose body is not read yet. */
function ask(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/gu, '');
  const allowed = typeof limits.allowPrivate === 'function' ? limits.allowPrivate(url) : limits.allowPrivate === true;
  // An address written as digits is not looked up, so it is checked here; a name, where it resolves.
  if (!allowed && isIP(host) !== 0 && isPrivateAddress(host)) {
    return Promise.reject(new FetchRefused(`${url.origin} is ${PRIVATE_HINT}`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { headers: limits.headers, signal, ...(allowed ? {} : { lookup: publicLookup }) }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The body, counted as it comes: more than `maxBytes` stops the download there. */
async function readBody(response: IncomingMessage, url: string, maxBytes: number, file: string | undefined): Promise<{ body: Buffer; size: number }> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchRefused(`${url} is ${megabytes(declared)}, over the ${megabytes(maxBytes)} folio reads`);
  }
  const chunks: Buffer[] = [];
  const out = file === undefined ? undefined : createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new FetchRefused(`${url} sent more than the ${megabytes(maxBytes)} folio reads`);
      }
      if (out === undefined) chunks.push(chunk);
      else {
        if (size - chunk.length < HEAD_BYTES) chunks.push(chunk.subarray(0, HEAD_BYTES));
        if (!out.write(chunk)) await once(out, 'drain');
      }
    }
    if (out !== undefined) await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    if (out !== undefined) {
      out.destroy();
      await rm(file as string, { force: true });
    }
    throw error;
  }
  return { body: Buffer.concat(chunks).subarray(0, out === undefined ? undefined : HEAD_BYTES), size };
}

function reason(error: unknown, url: string, timeoutMs: number, timedOut: boolean): string {
  if (error instanceof FetchRefused) return error.message;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  // Past the deadline mid-body, the socket's end shows as a reset: the deadline is the reason.
  if (timedOut || name === 'AbortError' || name === 'TimeoutError') return `${url} did not answer in full within ${timeoutMs / 1000} s`;
  return `${url} could not be fetched (${code ?? message ?? String(error)})`;
}

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  return headers && Object.fromEntries(Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())));
}

/**
 * GETs `address`, following up to `maxRedirects` redirects, each one checked as the first; a
 * successful answer's body goes to `file` when one is named (and is removed if the fetch fails).
 */
export async function boundedFetch(address: string, limits: FetchLimits, file?: string): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused(`${JSON.stringify(address)} is not a web address`);
  }
  const maxRedirects = limits.maxRedirects ?? 5;
  const origin = url.origin;
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`${url.href} is not an http(s) address`);
    try {
      // A token goes only to the origin it was meant for, as fetch() does: not to where a redirect points.
      const response = await ask(url, url.origin === origin ? limits : { ...limits, headers: withoutCredentials(limits.headers) }, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        response.destroy();
        if (hop >= maxRedirects) throw new FetchRefused(`${address} redirects more than ${maxRedirects} times`);
        url = new URL(location, url);
        continue;
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (status < 200 || status > 299 || (limits.contentTypes !== undefined && !limits.contentTypes.includes(contentType))) {
        response.destroy();
        return { status, url: url.href, contentType, body: Buffer.alloc(0), size: 0 };
      }
      return { status, url: url.href, contentType, ...(await readBody(response, url.href, limits.maxBytes, file)) };
    } catch (error) {
      // A refusal made inside the lookup arrives wrapped in the request's error.
      const inner = (error as { cause?: unknown }).cause;
      throw new FetchRefused(reason(inner instanceof FetchRefused ? inner : error, url.href, limits.timeoutMs, signal.aborted));
    }
  }
}
