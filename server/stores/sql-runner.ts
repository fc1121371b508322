/**
 * One way to run SQL on whichever database the store opened: better-sqlite3, postgres.js or D1.
 * The owner's tables (sessions, passkeys, insights) and the inbox's reads are written once over
 * this, with `?` placeholders, in SQL that SQLite, D1 and PostgreSQL all read; the message intake
 * keeps its own tuned statements per driver.
 */
export type SqlValue = string | number | null;
export type SqlStatement = { sql: string; params?: readonly SqlValue[] };

export type SqlRunner = {
  /** The rows of one query. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** One statement; resolves with how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** The statements in order in one transaction (on D1, one batch); resolves with each one's changes. */
  batch(statements: readonly SqlStatement[]): Promise<number[]>;
};

/** PostgreSQL numbers its parameters: `?` becomes `$1`, `$2`, … (no statement here has a `?` inside a string). */
export function numberedParameters(sql: string): string {
  let n = 0;
  return sql.replace(/\?/gu, () => `$${(n += 1)}`);
}
