import { ENGLISH_TEXT, type OwnerText } from '../words/owner-text';

/**
 * The owner's page talks to its service through this one function: JSON both ways, the session
 * cookie sent (same origin), and every refusal turned into an `ApiError` carrying the server's own
 * sentence, which the page shows as it is (contract/owner-api.ts).
 */

/** A failure the page words itself, in its language (no sentence came from the service). */
type OwnWords = { kind: 'unreachable' } | { kind: 'answered'; status: number };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Seconds to wait, from `Retry-After` (a 429), when the server says. */
    readonly retryAfter: number | null = null,
    /** Set when the message is the page's own English, to be said in the page's language instead. */
    readonly own: OwnWords | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Said when the service could not be reached or answered something that is not its JSON. */
export const UNREACHABLE = ENGLISH_TEXT.words.errors.unreachable;

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
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error !== '') return new ApiError(body.error, response.status, retryAfterOf(response));
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const own: OwnWords = { kind: 'answered', status: response.status };
  return new ApiError(ENGLISH_TEXT.say(ENGLISH_TEXT.words.errors.answered, { status: String(response.status) }), response.status, retryAfterOf(response), own);
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
    throw new ApiError(UNREACHABLE, 0, null, { kind: 'unreachable' });
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
    throw new ApiError(UNREACHABLE, response.status, null, { kind: 'unreachable' });
  }
}

/**
 * A refusal in words, with the wait a 429 names ("Try again in 3 minutes.") unless its sentence
 * says it already. The service's own sentence is shown as it came; the page's own, in `text`'s language.
 */
export function sentenceOf(error: unknown, text: OwnerText = ENGLISH_TEXT): string {
  const { words, say } = text;
  if (error instanceof ApiError) {
    const sentence = error.own === null ? error.message : error.own.kind === 'unreachable' ? words.errors.unreachable : say(words.errors.answered, { status: String(error.own.status) });
    // The service words its refusals in English (server/): its own "try again" is looked for in English.
    if (error.status === 429 && error.retryAfter !== null && !/try again/iu.test(error.message)) return `${sentence} ${say(words.errors.tryAgainIn, { wait: waitInWords(error.retryAfter, text) })}`;
    return sentence;
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return words.errors.promptClosed;
  if (error instanceof Error && error.name === 'InvalidStateError') return words.errors.alreadyEnrolled;
  return error instanceof Error ? error.message : words.errors.unreachable;
}

/** 45 → "45 seconds", 61 → "2 minutes", 3600 → "60 minutes": rounded up, never "0". */
export function waitInWords(seconds: number, { words, say }: OwnerText = ENGLISH_TEXT): string {
  if (seconds < 60) return say(words.errors.waitSeconds, { count: Math.max(1, Math.ceil(seconds)) });
  return say(words.errors.waitMinutes, { count: Math.ceil(seconds / 60) });
}
