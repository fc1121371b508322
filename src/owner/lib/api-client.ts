/**
 * The owner's page talks to its service through this one function: JSON both ways, the session
 * cookie sent (same origin), and every refusal turned into an `ApiError` carrying the server's own
 * sentence, which the page shows as it is (contract/owner-api.ts).
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Seconds to wait, from `Retry-After` (a 429), when the server says. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Said when the service could not be reached or answered something that is not its JSON. */
export const UNREACHABLE = 'The service could not be reached. Check your connection and try again.';

const unauthorizedListeners = new Set<() => void>();

/** `listener` runs on any 401 after sign-in: the session ended (expired, or signed out elsewhere). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let sentence = `The service answered ${response.status}.`;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error !== '') sentence = body.error;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new ApiError(sentence, response.status, retryAfterOf(response));
}

/**
 * Calls `path` and resolves with its JSON (undefined for a 204). `quiet401`: a 401 is an answer
 * here (the session check, the sign-in itself), not the end of a session.
 */
export async function callApi<T>(method: Method, path: string, body?: unknown, { quiet401 = false } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && !quiet401) for (const listener of unauthorizedListeners) listener();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(UNREACHABLE, response.status);
  }
}

/** A refusal in words, with the wait a 429 names ("Try again in 3 minutes.") unless its sentence says it already. */
export function sentenceOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.retryAfter !== null && !/try again/iu.test(error.message)) return `${error.message} Try again in ${waitInWords(error.retryAfter)}.`;
    return error.message;
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out. Nothing was changed; try again.';
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already holds a passkey for this inbox.';
  return error instanceof Error ? error.message : UNREACHABLE;
}

/** 45 → "45 seconds", 61 → "2 minutes", 3600 → "60 minutes": rounded up, never "0". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
