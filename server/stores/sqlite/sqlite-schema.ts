import { readdirSync, readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';

/**
 * The migrations, for SQLite and D1 alike: the files in migrations/, one source for both. D1 gets
 * them from `wrangler d1 migrations apply` (wrangler.jsonc's migrations_dir), which records each
 * file's name; a SQLite file gets them here, and `PRAGMA user_version` records how many have run.
 * Read at start-up rather than copied into code, so the two can never drift apart. Append a file,
 * never edit one: an owner's database may be at any earlier version.
 */
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** The files in order; their names must number them 0001, 0002, … (wrangler applies them in name order). */
function readMigrations(): string[] {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file, n) => {
    const expected = String(n + 1).padStart(4, '0');
    if (!file.startsWith(`${expected}_`)) throw new Error(`The SQLite migrations must be numbered in order: expected ${expected}_*.sql, found ${file}.`);
    return readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8');
  });
}

export const MIGRATIONS: readonly string[] = readMigrations();

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database to SCHEMA_VERSION. The version is read inside the same write transaction
 * (BEGIN IMMEDIATE) that applies the migrations, so of several instances starting at once on a
 * fresh file one migrates and the others, waiting on the lock, then find nothing left to do.
 */
export function migrate(db: Database.Database): void {
  db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > SCHEMA_VERSION) {
      throw new Error(`The database is at schema version ${current}, newer than this service knows (${SCHEMA_VERSION}). Update folio.`);
    }
    for (let version = current; version < SCHEMA_VERSION; version += 1) db.exec(MIGRATIONS[version] ?? '');
    // Written even when it is already the version: a file (or its -wal/-shm) that this process
    // can read but not write, restored by root say, opens without complaint, and the service
    // would answer every message with 500. This write makes start-up fail instead, naming the file.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
