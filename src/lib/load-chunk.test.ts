import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk, sourceOf } from './load-chunk';

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

  it('times out after 120 s', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('slow', () => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = (await pending) as ChunkLoadError;
    expect(error.type).toBe('timeout');
    expect(error.message).toContain('Loading chunk slow failed.');
  });

  it('finds the URL in browser error texts', () => {
    expect(sourceOf(new Error('error loading dynamically imported module: https://a.b/c.js'), 'f')).toBe('https://a.b/c.js');
    expect(sourceOf('nothing here', 'fallback')).toBe('fallback');
  });
});
