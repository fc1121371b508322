import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, sourceOf } from './load-chunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the module when the import works', async () => {
    await expect(loadChunk('ok', () => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('says "missing" with the source when the server answers 404', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/send-message-abc.js');
    const error = await loadChunk('send-message', () => Promise.reject(failure), { probe: async () => 404 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe(
      'Loading chunk send-message failed.\n(missing: http://localhost/assets/send-message-abc.js)',
    );
  });

  it('says "error" when the file exists or cannot be probed', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = (await loadChunk('x', () => Promise.reject(failure), { probe: async () => undefined }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.type).toBe('error');
    expect(error.source).toBe('/assets/x.js');
  });

  // 120 s is the spec's number, written out so a drifted constant fails here.
  it('fails as a timeout after 120 s of waiting, and not a millisecond before', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    void loadChunk('slow', () => new Promise(() => undefined)).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as ChunkLoadError).type).toBe('timeout');
    expect((outcome as ChunkLoadError).message).toBe('Loading chunk slow failed.\n(timeout: slow)');
  });

  it('leaves no timer behind once the chunk has loaded', async () => {
    vi.useFakeTimers();
    await loadChunk('ok', () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds the URL in browser error texts', () => {
    expect(sourceOf(new Error('error loading dynamically imported module: https://a.b/c.js'), 'f')).toBe('https://a.b/c.js');
    expect(sourceOf('nothing here', 'fallback')).toBe('fallback');
  });
});
