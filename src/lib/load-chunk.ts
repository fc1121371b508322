/** The spec gives a lazily loaded chunk 120 s before it counts as timed out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** The spec's wording: "Loading chunk {id} failed." with the type and the source. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly type: ChunkErrorType,
    readonly source: string,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${source})`);
  }
}

/** Browsers name the module that failed in the error text; pull the URL out of it. */
export function sourceOf(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.m?js)/u.exec(text)?.[1] ?? fallback;
}

type Probe = (url: string) => Promise<number | undefined>;

/** Asks the server for the file: a 404 means the chunk is missing (e.g. a newer deploy replaced it). */
const probeStatus: Probe = async (url) => {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status;
  } catch {
    return undefined;
  }
};

/**
 * Runs a dynamic import with the spec's timeout and turns any failure into a ChunkLoadError
 * that says which chunk failed, how, and where it was loaded from.
 */
export async function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  options: { timeoutMs?: number; probe?: Probe } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', chunkId)), timeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const source = sourceOf(error, chunkId);
    const status = source.startsWith('/') || source.startsWith('http') ? await (options.probe ?? probeStatus)(source) : undefined;
    throw new ChunkLoadError(chunkId, status === 404 ? 'missing' : 'error', source);
  } finally {
    clearTimeout(timer);
  }
}
