import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { d1Command, type Store } from './message-list';
import { deleteStatements, idsOfAddress, releaseStatements, spamStatements, type Statement } from './message-changes';

/**
 * The owner's changes to stored messages, on whichever store holds them: release a held message
 * (it is then notified), mark one as spam (never notified), delete a visitor's messages (an
 * erasure request), and purge old spam and held messages (RETENTION_DAYS). Statements are written
 * once, with `?` parameters, in SQL that SQLite, D1 and PostgreSQL all read.
 */

type Runner = { all<T>(statement: Statement): Promise<T[]>; transaction(statements: readonly Statement[]): Promise<void>; close(): Promise<void> };

async function open(store: Store): Promise<Runner> {
  if (store.kind === 'sqlite') {
    if (!existsSync(store.path)) throw new Error(`No database at ${store.path} (set DATABASE_PATH if it lives elsewhere).`);
    const db = new Database(store.path, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return {
      all: async ({ sql, params }) => db.prepare(sql).all(...params) as never,
      transaction: async (statements) => db.transaction(() => statements.forEach(({ sql, params }) => db.prepare(sql).run(...params)))(),
      close: async () => {
        db.close();
      },
    };
  }
  if (store.kind === 'postgres') {
    const sql = postgres(store.url, { max: 1, onnotice: () => undefined });
    // PostgreSQL numbers its parameters.
    const numbered = (text: string) => {
      let n = 0;
      return text.replace(/\?/gu, () => `$${(n += 1)}`);
    };
    return {
      all: async ({ sql: text, params }) => [...(await sql.unsafe(numbered(text), [...params]))] as never,
      transaction: async (statements) => {
        await sql.begin(async (tx) => {
          for (const { sql: text, params } of statements) await tx.unsafe(numbered(text), [...params]);
        });
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  // D1 through wrangler, which takes SQL text: values are written in as literals, quoted.
  const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/gu, "''")}'`);
  const inline = ({ sql, params }: Statement) => {
    let n = 0;
    return sql.replace(/\?/gu, () => literal(params[n++] ?? ''));
  };
  return {
    all: (statement) => d1Command(inline(statement), store.target),
    // wrangler runs a command of several statements as one batch, which D1 makes one transaction.
    transaction: async (statements) => void (await d1Command(statements.map(inline).join(';\n'), store.target)),
    close: async () => undefined,
  };
}

async function withRunner<T>(store: Store, work: (runner: Runner) => Promise<T>): Promise<T> {
  const opened = await open(store);
  // Nothing to change (every id unknown, say) is no transaction at all.
  const runner: Runner = { ...opened, transaction: (statements) => (statements.length > 0 ? opened.transaction(statements) : Promise.resolve()) };
  try {
    return await work(runner);
  } finally {
    await opened.close();
  }
}

/** Which of `ids` exist, so a typo is reported, not silently ignored. */
async function existing(runner: Runner, ids: readonly number[]): Promise<Set<number>> {
  const rows = await runner.all<{ id: number }>({ sql: `SELECT id FROM messages WHERE id IN (${ids.map(() => '?').join(', ')})`, params: ids });
  return new Set(rows.map((row) => Number(row.id)));
}

export type Changed = { done: number[]; unknown: number[] };

/** Runs `statementsOf` for each of `ids` that exists, all in one transaction; the others are reported. */
function changeEach(store: Store, ids: readonly number[], statementsOf: (id: number) => Statement[]): Promise<Changed> {
  return withRunner(store, async (runner) => {
    const found = await existing(runner, ids);
    const done = ids.filter((id) => found.has(id));
    await runner.transaction(done.flatMap(statementsOf));
    return { done, unknown: ids.filter((id) => !found.has(id)) };
  });
}

/** Un-holds (and un-spams) the messages and queues them for `channels`; the running service sends them. */
export function releaseMessages(store: Store, ids: readonly number[], channels: readonly string[], now = Date.now()): Promise<Changed> {
  return changeEach(store, ids, (id) => releaseStatements(id, channels, now));
}

/** Marks the messages as spam: kept, listed as spam, and whatever was still to be sent of them is not. */
export function markSpam(store: Store, ids: readonly number[]): Promise<Changed> {
  return changeEach(store, ids, spamStatements);
}

/** Deletes every message from `email` (in any letter case, in any script) with its outbox rows; resolves with how many. */
export function deleteByEmail(store: Store, email: string): Promise<number> {
  return withRunner(store, async (runner) => {
    const ids = idsOfAddress(await runner.all<{ id: number; email: string }>({ sql: 'SELECT id, email FROM messages', params: [] }), email);
    await runner.transaction(deleteStatements(ids));
    return ids.length;
  });
}

