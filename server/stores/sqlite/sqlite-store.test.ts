import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storePathProblem } from '../../runtimes/node-service';
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './sqlite-schema';
import { openStore } from './sqlite-store';
import { readDatabase, tempDir } from '../../testing/test-support';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

const message = (n: number, spam = false) => ({ email: `v${n}@example.com`, message: `message ${n}`, spam, client: '127.0.0.1' });

describe('openStore', () => {
  it('creates the directory and a WAL database with full sync and a schema version', () => {
    const path = join(dir.path, 'nested', 'data', 'folio.db');
    const store = openStore(path);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    store.close();
    expect(existsSync(path)).toBe(true);
  });

  it('resolves each message only once it can be read back by another connection', async () => {
    const path = join(dir.path, 'folio.db');
    const store = openStore(path, { channels: ['email', 'webhook'] });
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
    const store = openStore(path);
    const frame = (store.db.pragma('page_size', { simple: true }) as number) + 24;
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
    const store = openStore(path);
    const pending = store.add(message(1));
    store.close();
    await expect(pending).resolves.toBe(1);
    await expect(store.add(message(2))).rejects.toThrow(/closed/);
    expect(readDatabase(path).messages).toHaveLength(1);
  });

  it('reopens an existing database without migrating it again', async () => {
    const path = join(dir.path, 'folio.db');
    const first = openStore(path);
    await first.add(message(1));
    first.close();
    const second = openStore(path);
    expect(await second.add(message(2))).toBe(2);
    second.close();
  });

  it('finds at start-up a database it can read but not write, and start-up names it in one line', () => {
    // As a restore by root leaves it for the service's user: every read works, every write fails.
    // Without a write at start-up, the service said it was serving and answered every message 500.
    const path = join(dir.path, 'folio.db');
    openStore(path).close();
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

    const store = openStore(path, { channels: ['email'] });
    try {
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(store.db.prepare('SELECT * FROM messages ORDER BY id').all()).toEqual(before.messages);
      expect(store.db.prepare('SELECT * FROM deliveries ORDER BY message_id').all()).toEqual(before.deliveries);
      expect(store.db.pragma('foreign_key_check')).toEqual([]);
      // The newest message erased (a visitor's request): the next one gets a new id, not its.
      store.db.exec('DELETE FROM deliveries WHERE message_id = 3; DELETE FROM messages WHERE id = 3');
      expect(await store.add(message(4))).toBe(4);
    } finally {
      store.close();
    }
  });

  it('refuses a database from a newer version', () => {
    const path = join(dir.path, 'folio.db');
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openStore(path)).toThrow(/newer/);
  });
});
