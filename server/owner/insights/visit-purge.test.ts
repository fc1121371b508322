import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { nodeRequestSource } from '../../http/node-request';
import { createService, storeOptionsFor, type Service } from '../../service';
import { openSqliteStore } from '../../stores/sqlite/sqlite-store';
import { tempDir } from '../../testing/test-support';
import { dayOf } from './counting-rules';

const DAY_MS = 86_400_000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the service’s own pass over the insights', () => {
  it('deletes the salts and visitor hashes of days that are over, with no beacon after midnight, and keeps the counts', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const path = join(dir.path, 'folio.db');
    // RETENTION_DAYS off and no spam bound: the visitor hashes still go.
    const config = loadConfig({ DATABASE_PATH: path, RETENTION_DAYS: '0', SPAM_MAX_MB: '0', SPAM_MAX_ROWS: '0', SPAM_KEEP_DAYS: '0' });
    const service: Service = createService(config, openSqliteStore(path, storeOptionsFor(config, [])), { source: nodeRequestSource, notifiers: [] });
    cleanups.push(() => service.close());

    const today = dayOf(Date.now());
    const yesterday = dayOf(Date.now() - DAY_MS);
    const db = new Database(path);
    cleanups.push(() => db.close());
    db.prepare('INSERT INTO insight_salts (day, salt) VALUES (?, ?), (?, ?)').run(yesterday, 'a'.repeat(32), today, 'b'.repeat(32));
    db.prepare('INSERT INTO insight_visitors (day, hash) VALUES (?, ?), (?, ?)').run(yesterday, 'c'.repeat(64), today, 'd'.repeat(64));
    db.prepare("INSERT INTO insight_counts (day, metric, key, count) VALUES (?, 'visitors', '', 1)").run(yesterday);

    // The Worker's cron and the functions' drain; Node's timer calls the same.
    await service.drain();
    expect(db.prepare('SELECT day FROM insight_salts').all()).toEqual([{ day: today }]);
    expect(db.prepare('SELECT day FROM insight_visitors').all()).toEqual([{ day: today }]);
    expect(db.prepare('SELECT day, count FROM insight_counts').all()).toEqual([{ day: yesterday, count: 1 }]);
  });
});
