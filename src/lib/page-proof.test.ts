import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it, vi } from 'vitest';
import { SEND_AFTER_PARAM, type Challenge } from '../../contract/proof-of-work';
import { createProofSource } from './page-proof';

const KEY = 'a'.repeat(64);

/**
 * A service issuing challenges with ALTCHA's reference code (altcha-lib), as folio's does: the
 * least time in the signed salt and `waitMs` beside it. `judge` is ALTCHA's own verification.
 */
function service(waitMs: number, ttlMs = 7_200_000) {
  const fetchImpl = vi.fn(async () => {
    const at = Date.now();
    const challenge = await createChallenge({ hmacKey: KEY, maxnumber: 3_000, expires: new Date(at + ttlMs), params: { [SEND_AFTER_PARAM]: String(at + waitMs) } });
    return Response.json({ ...challenge, waitMs });
  });
  const proof = {
    judge: async (solution: string | undefined) => (solution !== undefined && (await verifySolution(solution, KEY)) ? undefined : 'refused'),
  };
  return { proof, fetchImpl };
}

describe('the page\'s proof of work', () => {
  it('solves the service\'s challenge in the background and sends a solution the service lets through', async () => {
    const { proof, fetchImpl } = service(0);
    const source = createProofSource({ fetchImpl, endpoint: '/api/v1/challenge' });
    source.prepare();
    source.prepare();
    const solution = await source.take();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/challenge', { cache: 'no-store', credentials: 'omit' });
    expect(await proof.judge(solution)).toBeUndefined();
    // Spent: the next message gets a challenge of its own.
    const next = await source.take();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(next).not.toBe(solution);
    expect(await proof.judge(next)).toBeUndefined();
  });

  it('waits out the challenge\'s least time, on its own clock, before it hands over a solution', async () => {
    const { proof, fetchImpl } = service(400);
    const sleep = vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const source = createProofSource({ fetchImpl, sleep });
    const solution = await source.take();
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep.mock.calls[0]?.[0]).toBeGreaterThan(0);
    expect(sleep.mock.calls[0]?.[0]).toBeLessThanOrEqual(400);
    expect(await proof.judge(solution)).toBeUndefined();
  });

  it('fetches a fresh challenge for one that would expire within the minute', async () => {
    const { proof, fetchImpl } = service(0, 30_000);
    const source = createProofSource({ fetchImpl });
    const solution = await source.take();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(await proof.judge(solution)).toBeUndefined();
  });

  it('sends without a proof when there is no challenge to be had, trying once more at the send', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createProofSource({ fetchImpl: offline }).take()).toBeUndefined();
    expect(offline).toHaveBeenCalledTimes(2);
    const missing = vi.fn(async () => Response.json({ error: 'There is nothing at this address.' }, { status: 404 }));
    expect(await createProofSource({ fetchImpl: missing }).take()).toBeUndefined();
    // A service with PROOF_OF_WORK=0 says so with a 204: asked once for the page's life, never again.
    const off = vi.fn(async () => new Response(null, { status: 204 }));
    const source = createProofSource({ fetchImpl: off });
    expect(await source.take()).toBeUndefined();
    source.prepare();
    expect(await source.take()).toBeUndefined();
    expect(off).toHaveBeenCalledTimes(1);
    const odd = vi.fn(async () => Response.json({ algorithm: 'SHA-1', challenge: 'x' } as unknown as Challenge));
    expect(await createProofSource({ fetchImpl: odd }).take()).toBeUndefined();
  });
});
