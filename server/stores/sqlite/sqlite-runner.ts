import type Database from 'better-sqlite3';
import type { SqlRunner } from '../sql-runner';

/**
 * The SqlRunner over a better-sqlite3 connection, for the store and for the owner's commands alike.
 * `open` hands over the connection, or throws once it is closed.
 */
export function sqliteRunner(open: () => Database.Database): SqlRunner {
  return {
    all: async (sql, params = []) => open().prepare(sql).all(...params) as never,
    run: async (sql, params = []) => open().prepare(sql).run(...params).changes,
    batch: async (statements) => {
      const db = open();
      return db.transaction(() => statements.map(({ sql, params = [] }) => db.prepare(sql).run(...params).changes))();
    },
  };
}
