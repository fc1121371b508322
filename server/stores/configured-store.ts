import type { Config } from '../config';
import type { MessageStore, StoreOptions } from './message-store';
import { openPostgresStore } from './postgres/postgres-store';
import { openSqliteStore } from './sqlite/sqlite-store';

/**
 * The store a Node process keeps messages in: PostgreSQL when `DATABASE_URL` names one; else the
 * SQLite file at `DATABASE_PATH`. Rejects if the database cannot be opened; `storePathProblem`
 * says whether that is the path's fault.
 */
export async function openConfiguredStore(config: Pick<Config, 'databaseUrl' | 'databasePath'>, options: StoreOptions): Promise<MessageStore> {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl, options) : openSqliteStore(config.databasePath, options);
}

/** Errors that mean the path itself is unusable, as opposed to, say, a native module built for another Node. */
const PATH_ERRORS = new Set(['EACCES', 'EEXIST', 'EISDIR', 'ENOENT', 'ENOTDIR', 'EPERM', 'EROFS']);
const SQLITE_PATH_ERRORS = /^SQLITE_(CANTOPEN|NOTADB|READONLY|PERM|IOERR|CORRUPT)/u;

/** One line naming DATABASE_PATH when opening failed because of the path; undefined for any other error. */
export function storePathProblem(error: unknown, path: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const pathError = typeof code === 'string' && (PATH_ERRORS.has(code) || SQLITE_PATH_ERRORS.test(code));
  if (!pathError) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  return `Invalid configuration: DATABASE_PATH must be a SQLite file this user can create and write (got ${JSON.stringify(path)}: ${reason})`;
}
