import type { SqlRunner } from '../../stores/sql-runner';
import type { Refusal } from './insights-bounds';
import { DEFAULT_BOUNDS, keyStatements, refusal, upsert, visitorStatements, type Bounds } from './insights-sql';

/**
 * The insights' tables (migrations 0012 and 0013), written once for SQLite, PostgreSQL and D1 through the
 * store's SqlRunner. Counts are per day (UTC) and per key; what tells one visitor from another (a
 * hash of the day's salt, the address and the user agent) lives only for its day.
 */
export type Metric = 'page' | 'language' | 'referrer' | 'action' | 'visitors' | 'refused';

export type Increment = { metric: Exclude<Metric, 'visitors' | 'refused'>; key: string };

/**
 * How many keys one metric may gather in a day. A page sends real paths, but anyone can send a
 * beacon: past this, a new path or host is not counted (those already counted still are), so made-up
 * keys cannot fill the disk; and one address brings at most a few new keys (insights-bounds.ts),
 * so filling it takes many.
 */
export const MAX_KEYS_PER_DAY = 500;

const hex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** 128 random bits from the platform's strong source (Node's and the Worker's Web Crypto). */
export const randomSalt = (): string => hex(crypto.getRandomValues(new Uint8Array(16)));

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Deletes every salt and visitor hash of the days before `today`: what must not outlive its day. */
export async function purgeVisits(sql: SqlRunner, today: string): Promise<void> {
  await sql.batch([
    { sql: 'DELETE FROM insight_visitors WHERE day < ?', params: [today] },
    { sql: 'DELETE FROM insight_sightings WHERE day < ?', params: [today] },
    { sql: 'DELETE FROM insight_salts WHERE day < ?', params: [today] },
  ]);
}

/** Who sent a view: the address and the user agent, hashed with the day's salt and never stored as they are. */
export type Visitor = { address: string; agent: string };

export type InsightsWriter = {
  /**
   * Counts one hit on `day`. `visitor` is given only for a page view, which then counts a visitor
   * the first time its hash is seen that day, within the bounds of insights-bounds.ts; a view whose
   * visitor or keys are over them counts as refused instead.
   */
  count(day: string, increments: readonly Increment[], visitor?: Visitor): Promise<void>;
  /** One beacon not counted at all (over the rate, from another site): the owner sees how many. */
  refuse(day: string, reason: Refusal): Promise<void>;
};

/** `maxKeysPerDay` and `salt` are MAX_KEYS_PER_DAY and randomSalt unless a test gives its own; so are the other bounds. */
export function insightsWriter(sql: SqlRunner, options: { maxKeysPerDay?: number; salt?: () => string } & Partial<Bounds> = {}): InsightsWriter {
  const { maxKeysPerDay = MAX_KEYS_PER_DAY, salt = randomSalt } = options;
  const bounds: Bounds = { ...DEFAULT_BOUNDS, ...options, maxKeysPerDay };
  // The day's salt, as this instance last read it; other instances over the same database read
  // the same row (the first to write it wins).
  let cached: { day: string; salt: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    // A day this instance has not seen yet: yesterday's salt and hashes go before today's first count.
    await purgeVisits(sql, day);
    await sql.run('INSERT INTO insight_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', [day, salt()]);
    const [row] = await sql.all<{ salt: string }>('SELECT salt FROM insight_salts WHERE day = ?', [day]);
    if (!row) throw new Error(`insights: no salt for ${day}`);
    cached = { day, salt: row.salt };
    return row.salt;
  }

  return {
    async count(day, increments, visitor) {
      if (visitor === undefined) {
        if (increments.length > 0) await sql.batch(increments.map(({ metric, key }) => upsert(day, metric, key, maxKeysPerDay)));
        return;
      }
      const daySalt = await saltOf(day);
      const hash = await sha256Hex(`${daySalt}\n${visitor.address}\n${visitor.agent}`);
      const address = await sha256Hex(`${daySalt}\n${visitor.address}`);
      // The hash's key decides who is new: of two hits of one visitor at once, one inserts it and
      // the other finds it there (a NOT EXISTS read in each transaction let both count, on PostgreSQL).
      const [fresh] = await sql.batch([
        ...visitorStatements(day, hash, address, bounds),
        ...increments.flatMap(({ metric, key }) => keyStatements(day, metric, key, hash, address, bounds)),
      ]);
      if (fresh === 1) {
        await sql.run("INSERT INTO insight_counts (day, metric, key, count) VALUES (?, 'visitors', '', 1) ON CONFLICT (day, metric, key) DO UPDATE SET count = insight_counts.count + 1", [day]);
      }
    },
    async refuse(day, reason) {
      const statement = refusal(day, reason);
      await sql.run(statement.sql, statement.params);
    },
  };
}
