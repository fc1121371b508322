import { statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_JSON_BYTES, PROOF_FIELD } from '../../contract/body-limits';
import { MESSAGE_MAX_LENGTH } from '../../contract/limits';
import type { Challenge } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';
import { loadConfig } from '../config';
import { nodeRequestSource } from '../http/node-request';
import { markSpam, releaseMessages } from '../owner/message-admin';
import { createService, storeOptionsFor, type Service } from '../service';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { tempDir } from '../testing/test-support';
import { spamBytesOf, trimDue } from './spam-bound';

// The red team's message: as large as the schema lets a message be (in characters, and its JSON in bytes).
const LARGEST = 'ह'.repeat(Math.min(MESSAGE_MAX_LENGTH, Math.floor((MESSAGE_MAX_JSON_BYTES - 2) / 3)));
const SPAM_MAX_MB = 1;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The service as `npm start` builds it over a SQLite file, with the spam bound at SPAM_MAX_MB and a quick proof of work. */
function service(path: string): Service {
  const config = loadConfig({ DATABASE_PATH: path, SPAM_MAX_MB: String(SPAM_MAX_MB), PROOF_OF_WORK: '2000', MIN_SEND_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '0' });
  const built = createService(config, openSqliteStore(path, storeOptionsFor(config, [])), { source: nodeRequestSource, notifiers: [] });
  cleanups.push(() => built.close());
  return built;
}

const env = (client: string) => ({ incoming: { socket: { remoteAddress: client } } });

async function post(app: Service['app'], client: string, body: Record<string, unknown>): Promise<number> {
  const response = await app.request('/api/v1', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, env(client));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A message from a visitor's page: the challenge asked for and solved, as the form does. */
async function genuine(app: Service['app'], n: number): Promise<number> {
  const challenge = (await (await app.request('/api/v1/challenge', {}, env('198.51.100.7'))).json()) as Challenge;
  const solution = await solveChallenge(challenge);
  if (!solution) throw new Error('no solution');
  return post(app, '198.51.100.7', { email: `recruiter${n}@example.com`, message: `We would like to talk about a role, ${n}.`, [PROOF_FIELD]: btoa(JSON.stringify(solution)) });
}

describe('the spam bound against a disk fill', () => {
  it('keeps a flood of the largest spam from many addresses under SPAM_MAX_MB, and every message that passed the checks', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const path = join(dir.path, 'folio.db');
    const { app } = service(path);

    // 300 of the largest messages without a proof of work (4.5 MB, over four times the bound) from
    // 100 addresses, a real message every 20th, and one spam message the owner released meanwhile.
    const store = { kind: 'sqlite', path } as const;
    const real: number[] = [];
    let released = 0;
    for (let n = 0; n < 300; n += 1) {
      const id = await post(app, `203.0.113.${n % 100}`, { email: `bot${n % 100}@flood.example`, message: LARGEST });
      if (n === 10) {
        released = id;
        expect((await releaseMessages(store, [released], [])).done).toEqual([released]);
      }
      if (n % 20 === 0) real.push(await genuine(app, n));
    }
    // A real one marked as spam by the owner: the owner's to delete, never the bound's.
    const marked = real[0] ?? 0;
    await markSpam(store, [marked]);
    for (let n = 300; n < 400; n += 1) await post(app, `203.0.113.${n % 100}`, { email: `bot${n % 100}@flood.example`, message: LARGEST });

    const db = new Database(path, { readonly: true });
    cleanups.push(() => db.close());
    const kept = db.prepare('SELECT id FROM messages WHERE spam = 0 ORDER BY id').pluck().all();
    expect(kept).toEqual([...real.slice(1), released].sort((a, b) => a - b));
    expect(db.prepare('SELECT spam_reason FROM messages WHERE id = ?').pluck().get(marked)).toBe('marked by the owner');
    // The newest spam is what is kept, and it stays under the bound, give or take the hundredth
    // the store adds between two trims.
    const spam = db.prepare("SELECT count(*) AS rows, sum(length(CAST(email AS BLOB)) + length(CAST(message AS BLOB))) AS bytes FROM messages WHERE spam = 1 AND spam_reason <> 'marked by the owner'").get() as { rows: number; bytes: number };
    const perMessage = spamBytesOf({ email: 'bot10@flood.example', message: LARGEST, spam: true });
    expect(spam.bytes).toBeLessThanOrEqual(SPAM_MAX_MB * 1_000_000 * 1.01);
    expect(spam.bytes).toBeGreaterThan(SPAM_MAX_MB * 1_000_000 - perMessage);
    expect(spam.rows).toBe(Math.floor((SPAM_MAX_MB * 1_000_000) / perMessage));
    // The file holds the bound, not the flood: freed pages are reused (6 MB went in). (The WAL beside
    // it is bounded on its own, by SQLite's checkpoint every 1,000 pages.)
    expect(statSync(path).size).toBeLessThan(2 * SPAM_MAX_MB * 1_000_000);
  });
});

describe('trimDue', () => {
  it('trims at the first spam, then each time a hundredth of a bound has come in, and never for a message that is not spam', () => {
    const due = trimDue({ maxBytes: 10_000, maxRows: 1_000, maxAgeMs: 0 });
    expect(due.add(50)).toBe(true);
    expect(due.add(0)).toBe(false);
    expect([due.add(50), due.add(49)]).toEqual([false, false]);
    expect(due.add(1)).toBe(true);
    // Ten small ones reach a hundredth of the rows first.
    expect(Array.from({ length: 10 }, () => due.add(1))).toEqual([...Array.from({ length: 9 }, () => false), true]);
  });
});
