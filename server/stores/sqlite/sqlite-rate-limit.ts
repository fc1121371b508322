import Database from 'better-sqlite3';
import { onceAWindow, WINDOW_MS, type SharedRateLimiter } from '../../intake/rate-limit';
import { batchPerTurn } from './turn-batch';
import { RATE_ADD, RATE_FORGET, RATE_OLDEST, RATE_SWEEP, rateParams, waitFrom } from './sqlite-sql';

export type SqliteRateLimiter = SharedRateLimiter & { close(): void };

/**
 * The limit counted in the SQLite file, so that every process serving it shares one limit. On a
 * connection of its own with `synchronous = OFF`: a hit is a small write transaction but no disk
 * sync (losing the last hits in a power cut only forgives a few messages), so the limit costs the
 * message path no fsync. The file must already be migrated (openDatabase does it).
 */
export function openSqliteRateLimiter(path: string, perMinute: number, now: () => number = Date.now): SqliteRateLimiter {
  const db = new Database(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = OFF');
  const forget = db.prepare(RATE_FORGET);
  const add = db.prepare(RATE_ADD);
  const oldest = db.prepare(RATE_OLDEST);
  const sweep = db.prepare(RATE_SWEEP);
  const sweepDue = onceAWindow();

  const count = (client: string, at: number): number => {
    const params = rateParams(client, at, WINDOW_MS, perMinute);
    forget.run(...params.forget);
    if (add.run(...params.add).changes === 1) return 0;
    const row = oldest.get(...params.oldest) as { oldest: number | null } | undefined;
    return waitFrom(row?.oldest, at, WINDOW_MS);
  };

  // Every hit of one turn of the event loop is counted in one write transaction, in arrival order,
  // as the store commits messages: one lock and one commit for many requests, not one each.
  const countAll = db.transaction((batch: { client: string; at: number }[]): number[] => batch.map(({ client, at }) => count(client, at)));
  const hit = batchPerTurn(
    (batch: { client: string; at: number }[]) => countAll.immediate(batch),
    () => {
      const at = now();
      if (sweepDue(at)) sweep.run(at - WINDOW_MS);
    },
  );

  return {
    hit: (client) => hit({ client, at: now() }),
    close() {
      if (db.open) db.close();
    },
  };
}
