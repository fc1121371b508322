import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { PROOF_FIELD } from '../contract/body-limits';
import { MESSAGE_PATH } from '../server/api';
import { PROOF_KEY } from '../server/stores/sqlite/sqlite-sql';
import type { LoadResult, StoreCheck } from './types';

export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 10;

export type LoadOutcome = { result: LoadResult; ids: number[] };

/** The id in a 201 body (`{"id": n}`), or undefined if the body is not that. */
export function idFrom(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const id = typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : undefined;
    return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs distinct valid messages to `baseUrl` for LOAD_SECONDS over LOAD_CONNECTIONS connections.
 * Every body differs (a counter), so nothing downstream can dedupe or cache its way to a better
 * figure, and every 201's id is kept for the check against the database. With `proof`, each
 * carries a fresh proof of work (proofs.ts), as a page's message does.
 */
export async function loadTest(baseUrl: string, target: LoadResult['target'], proof?: () => string): Promise<LoadOutcome> {
  const ids: number[] = [];
  let created = 0;
  let sequence = 0;
  const stamp = Date.now().toString(36);
  const result = await autocannon({
    url: baseUrl,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [
      {
        method: 'POST',
        path: MESSAGE_PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sequence += 1;
          const email = `bench-${target}-${stamp}-${sequence}@example.com`;
          const message = `Benchmark message ${sequence} (${target}, run ${stamp}): hello, is this still available?`;
          return { ...request, body: JSON.stringify({ email, message, ...(proof ? { [PROOF_FIELD]: proof() } : {}) }) };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          created += 1;
          const id = idFrom(body);
          if (id !== undefined) ids.push(id);
        },
      },
    ],
  });
  return {
    ids,
    result: {
      target,
      durationSeconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      // autocannon's `errors` already counts timeouts; non-2xx answers are failures too.
      errors: result.errors + result.non2xx,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      created,
    },
  };
}

/** Every id in `ids` not among `present`, in order; pure, so it is tested on its own. */
export function missingIds(ids: readonly number[], present: ReadonlySet<number>): number[] {
  return ids.filter((id) => !present.has(id));
}

/**
 * Opens the database read-only after the server has stopped (so its WAL is checkpointed and
 * nothing is in flight) and checks that every 201 the load test received is a stored row.
 */
export function checkStore(databasePath: string, ids: readonly number[], created: number): StoreCheck {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return checkIds(db.prepare('SELECT id FROM messages').pluck().all() as number[], ids, created, spamCount(db));
  } finally {
    db.close();
  }
}

/** The same check against the ids a database holds, however they were read; `spam`, how many of its rows are spam. */
export function checkIds(stored: readonly number[], ids: readonly number[], created: number, spam?: number): StoreCheck {
  return { rows: stored.length, created, ids: ids.length, distinctIds: new Set(ids).size, missing: missingIds(ids, new Set(stored)), ...(spam === undefined ? {} : { spam }) };
}

/** Rows stored as spam: with a proof on every message, none should be (else the load measured the spam path). */
export function spamCount(db: Database.Database): number {
  return db.prepare('SELECT count(*) FROM messages WHERE spam = 1').pluck().get() as number;
}

/** The proof of work's key in a SQLite (or local D1) file, for proofMaker. */
export function proofKeyIn(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(PROOF_KEY).pluck().get() as string;
  } finally {
    db.close();
  }
}
