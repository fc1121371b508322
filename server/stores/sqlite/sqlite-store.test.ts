import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storePathProblem } from '../configured-store';
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './sqlite-schema';
import { openDatabase, openSqliteStore } from './sqlite-store';
import { readDatabase, tempDir } from '../../testing/test-support';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

/** The file's page size, which the WAL's frames are made of. */
function pageSize(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return db.pragma('page_size', { simple: true }) as number;
  } finally {
    db.close();
  }
}

const message = (n: number, spam = false) => ({ email: `v${n}@example.com`, message: `message ${n}`, spam, client: '127.0.0.1' });

describe('openSqliteStore', () => {
  it('creates the directory and a WAL database with full sync and a schema version', async () => {
    const path = join(dir.path, 'nested', 'data', 'folio.db');
    await openSqliteStore(path).close();
    expect(existsSync(path)).toBe(true);
    // The store's connection is the one openDatabase makes (synchronous is a connection's setting).
    const db = openDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('resolves each message only once it can be read back by another connection', async () => {
    const path = join(dir.path, 'folio.db');
    const store = openSqliteStore(path, { channels: ['email', 'webhook'] });
    const seen: number[][] = [];
    const adds = Array.from({ length: 50 }, (_, n) =>
      store.add(message(n, n % 10 === 0)).then((id) => {
        seen.push(readDatabase(path).messages.filter((m) => m.id === id).map((m) => m.id));
        return id;
      }),
    );
    const ids = await Promise.all(adds);
    expect(new Set(ids).size).toBe(50);
    expect(seen.every((found) => found.length === 1)).toBe(true);
    const { messages, deliveries } = readDatabase(path);
    expect(messages.map((m) => m.message)).toEqual(Array.from({ length: 50 }, (_, n) => `message ${n}`));
    // One outbox row per channel for each of the 45 messages that are not spam.
    expect(deliveries).toHaveLength(90);
    expect(deliveries.some((d) => messages.find((m) => m.id === d.message_id)?.spam === 1)).toBe(false);
    store.close();
  });

  it('writes the messages of one tick in one transaction (one disk sync for all)', async () => {
    const path = join(dir.path, 'folio.db');
    const store = openSqliteStore(path);
    const frame = pageSize(path) + 24;
    const walFrames = () => Math.floor((statSync(`${path}-wal`).size - 32) / frame);
    const start = walFrames();
    // Every commit appends at least the changed table page to the WAL, so frames count commits.
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.add(message(n))));
    const grouped = walFrames() - start;
    for (let n = 20; n < 40; n += 1) await store.add(message(n));
    const oneByOne = walFrames() - start - grouped;
    expect(grouped).toBeLessThanOrEqual(2);
    expect(oneByOne).toBeGreaterThanOrEqual(20);
    store.close();
  });

  it('flushes queued messages on close and refuses new ones after', async () => {
    const path = join(dir.path, 'folio.db');
    const store = openSqliteStore(path);
    const pending = store.add(message(1));
    store.close();
    await expect(pending).resolves.toBe(1);
    await expect(store.add(message(2))).rejects.toThrow(/closed/);
    expect(readDatabase(path).messages).toHaveLength(1);
  });

  it('reopens an existing database without migrating it again', async () => {
    const path = join(dir.path, 'folio.db');
    const first = openSqliteStore(path);
    await first.add(message(1));
    first.close();
    const second = openSqliteStore(path);
    expect(await second.add(message(2))).toBe(2);
    second.close();
  });

  it('finds at start-up a database it can read but not write, and start-up names it in one line', () => {
    // As a restore by root leaves it for the service's user: every read works, every write fails.
    // Without a write at start-up, the service said it was serving and answered every message 500.
    const path = join(dir.path, 'folio.db');
    openSqliteStore(path).close();
    const readOnly = new Database(path, { readonly: true });
    let error: unknown;
    try {
      migrate(readOnly);
    } catch (caught) {
      error = caught;
    } finally {
      readOnly.close();
    }
    expect((error as { code?: string } | undefined)?.code).toBe('SQLITE_READONLY');
    expect(storePathProblem(error, path)).toBe(
      `Invalid configuration: DATABASE_PATH must be a SQLite file this user can create and write (got ${JSON.stringify(path)}: attempt to write a readonly database)`,
    );
  });

  it('brings an owner\'s database from version 7 to 8 with every message and outbox row as it was, and gives no id twice after', async () => {
    const path = join(dir.path, 'folio.db');
    const old = new Database(path);
    old.pragma('foreign_keys = ON');
    for (const migration of MIGRATIONS.slice(0, 7)) old.exec(migration);
    old.pragma('user_version = 7');
    old.exec(`INSERT INTO messages (email, message, created_at, spam, client, held, spam_reason) VALUES
      ('a@example.com', 'one', '2026-01-01T00:00:00.000Z', 0, '192.0.2.1', 0, NULL),
      ('b@example.com', 'two', '2026-01-02T00:00:00.000Z', 1, NULL, 0, '3 links'),
      ('c@example.com', 'three', '2026-01-03T00:00:00.000Z', 0, NULL, 1, NULL)`);
    old.exec(`INSERT INTO deliveries (message_id, channel, attempts, next_attempt_at, delivered_at, last_error, lease_until, digest) VALUES
      (1, 'email', 2, 1000, '2026-01-01T00:01:00.000Z', NULL, 0, 0), (3, 'webhook', 1, 2000, NULL, 'HTTP 500', 5, 1)`);
    const before = { messages: old.prepare('SELECT * FROM messages ORDER BY id').all(), deliveries: old.prepare('SELECT * FROM deliveries ORDER BY message_id').all() };
    old.close();

    const store = openSqliteStore(path, { channels: ['email'] });
    // Read and changed beside the store, as `npm run messages` does.
    const db = new Database(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      // Migration 9 counts the spam already stored against the spam bound: its address and text, in bytes.
      const spamBytes = [0, 'b@example.com'.length + 'two'.length, 0];
      // Migration 11: none of them opened in the inbox yet. Migration 14: every one came by the form.
      expect(db.prepare('SELECT * FROM messages ORDER BY id').all()).toEqual(before.messages.map((row, n) => ({ ...(row as object), spam_bytes: spamBytes[n], read_at: null, channel: 'form' })));
      expect(db.prepare('SELECT * FROM deliveries ORDER BY message_id').all()).toEqual(before.deliveries);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The newest message erased (a visitor's request): the next one gets a new id, not its.
      db.exec('DELETE FROM deliveries WHERE message_id = 3; DELETE FROM messages WHERE id = 3');
      expect(await store.add(message(4))).toBe(4);
    } finally {
      db.close();
      await store.close();
    }
  });

  it('stores every message of a batch even when the spam bound\'s trim fails, and trims again later', async () => {
    const path = join(dir.path, 'folio.db');
    const store = openSqliteStore(path, { channels: ['email'], spamBound: { maxBytes: 0, maxRows: 1, maxAgeMs: 0 } });
    await store.add(message(1, true));
    // Something (a trigger here) makes deleting spam fail.
    const db = new Database(path);
    db.exec("CREATE TRIGGER no_trim BEFORE DELETE ON messages BEGIN SELECT RAISE(ABORT, 'the disk said no'); END");
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      const ids = await Promise.all([store.add(message(2, true)), store.add(message(3)), store.add(message(4, true))]);
      expect(ids).toEqual([2, 3, 4]);
    } finally {
      console.error = logged;
    }
    expect(errors).toEqual([expect.stringContaining("the spam bound's trim failed: the disk said no")]);
    expect(readDatabase(path).messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    db.exec('DROP TRIGGER no_trim');
    db.close();
    // The bound holds again at the next trim: the newest spam only, the real message kept.
    expect(await store.trimSpam()).toBe(2);
    expect(readDatabase(path).messages.map((m) => m.id)).toEqual([3, 4]);
    await store.close();
  });

  it('refuses a database from a newer version', () => {
    const path = join(dir.path, 'folio.db');
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openSqliteStore(path)).toThrow(/newer/);
  });
});
