import type Database from 'better-sqlite3';
import type { D1Like, D1Statement } from '../server/stores/d1/d1-store';

/**
 * D1's binding over a better-sqlite3 handle of D1's own local file, for the bench to fill it with
 * the D1 store's `add` before workerd opens it: through Miniflare's proxy from Node each call costs
 * milliseconds, and 10,000 messages took 105 s. D1 binds booleans as 1 and 0, as here.
 */
export function sqliteAsD1(db: Database.Database): D1Like {
  const statement = (sql: string, values: unknown[] = []): D1Statement & { execute(): { results: unknown[]; meta: { changes: number } } } => {
    const bound = values.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    const execute = () => {
      const prepared = db.prepare(sql);
      if (prepared.reader) return { results: prepared.all(...bound), meta: { changes: 0 } };
      return { results: [], meta: { changes: prepared.run(...bound).changes } };
    };
    return {
      bind: (...next: unknown[]) => statement(sql, next),
      all: async <T>() => ({ results: execute().results as T[] }),
      run: async () => ({ meta: execute().meta }),
      execute,
    };
  };
  return {
    prepare: (sql) => statement(sql),
    batch: async <T>(statements: D1Statement[]) =>
      db.transaction(() => statements.map((one) => (one as ReturnType<typeof statement>).execute() as { results: T[]; meta: { changes: number } }))(),
  };
}
