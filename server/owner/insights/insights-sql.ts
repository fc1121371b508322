import type { SqlStatement } from '../../stores/sql-runner';
import { MAX_SIGHTINGS_PER_DAY, MAX_VISITORS_PER_DAY, NEW_KEYS_PER_ADDRESS, REFERRER_ADDRESSES, VISITORS_PER_ADDRESS, type Refusal } from './insights-bounds';

/**
 * The insights' statements, one SQL for SQLite, PostgreSQL and D1. A view is one batch (one
 * transaction): the visitor first, then each key, each statement conditioned on what the ones
 * before it left, so the bounds hold without a read and a write racing in between.
 */
export type Bounds = {
  maxKeysPerDay: number;
  visitorsPerAddress: number;
  maxVisitorsPerDay: number;
  newKeysPerAddress: number;
  maxSightingsPerDay: number;
  referrerAddresses: number;
};

export const DEFAULT_BOUNDS: Omit<Bounds, 'maxKeysPerDay'> = {
  visitorsPerAddress: VISITORS_PER_ADDRESS,
  maxVisitorsPerDay: MAX_VISITORS_PER_DAY,
  newKeysPerAddress: NEW_KEYS_PER_ADDRESS,
  maxSightingsPerDay: MAX_SIGHTINGS_PER_DAY,
  referrerAddresses: REFERRER_ADDRESSES,
};

const PLUS_ONE = 'ON CONFLICT (day, metric, key) DO UPDATE SET count = insight_counts.count + 1';
const KNOWN_VISITOR = 'EXISTS (SELECT 1 FROM insight_visitors WHERE day = ? AND hash = ?)';
const KEY_COUNTED = 'EXISTS (SELECT 1 FROM insight_counts WHERE day = ? AND metric = ? AND key = ?)';

/** Adds one to (day, metric, key), unless the metric already has its day's fill of other keys (actions: a fixed list). */
export const upsert = (day: string, metric: string, key: string, maxKeys: number): SqlStatement => ({
  sql: `INSERT INTO insight_counts (day, metric, key, count) SELECT ?, ?, ?, 1 WHERE (SELECT count(*) FROM insight_counts WHERE day = ? AND metric = ?) < ? OR ${KEY_COUNTED} ${PLUS_ONE}`,
  params: [day, metric, key, day, metric, maxKeys, day, metric, key],
});

/** One more beacon not counted, for `reason`: what the owner is shown as "not counted". */
export const refusal = (day: string, reason: Refusal): SqlStatement => ({
  sql: `INSERT INTO insight_counts (day, metric, key, count) VALUES (?, 'refused', ?, 1) ${PLUS_ONE}`,
  params: [day, reason],
});

/**
 * A view's visitor: kept unless its address has brought its share of visitors today or the day
 * has its fill; a visitor not kept is a refusal, and its view counts nothing (the statements after
 * this one ask for the visitor).
 */
export function visitorStatements(day: string, hash: string, address: string, bounds: Bounds): SqlStatement[] {
  return [
    {
      sql:
        'INSERT INTO insight_visitors (day, hash, address) SELECT ?, ?, ? ' +
        'WHERE (SELECT count(*) FROM insight_visitors WHERE day = ? AND address = ?) < ? ' +
        "AND COALESCE((SELECT count FROM insight_counts WHERE day = ? AND metric = 'visitors' AND key = ''), 0) < ? " +
        'ON CONFLICT (day, hash) DO NOTHING',
      params: [day, hash, address, day, address, bounds.visitorsPerAddress, day, bounds.maxVisitorsPerDay],
    },
    {
      sql: `INSERT INTO insight_counts (day, metric, key, count) SELECT ?, 'refused', 'visitors', 1 WHERE NOT ${KNOWN_VISITOR} ${PLUS_ONE}`,
      params: [day, day, hash],
    },
  ];
}

/**
 * One key of a kept visitor's view. A key the day has counted is counted again. A new one is first
 * a sighting by the address (at most `newKeysPerAddress` an address a day, `maxSightingsPerDay` in all), and counted once the
 * sightings reach what its metric needs (a referrer: two addresses) and the day's cap has room;
 * until then it is a refusal ('keys').
 */
export function keyStatements(day: string, metric: string, key: string, hash: string, address: string, bounds: Bounds): SqlStatement[] {
  const needed = metric === 'referrer' ? bounds.referrerAddresses : 1;
  const sightings = '(SELECT count(*) FROM insight_sightings WHERE day = ? AND metric = ? AND key = ?)';
  return [
    {
      sql:
        'INSERT INTO insight_sightings (day, metric, key, address) SELECT ?, ?, ?, ? ' +
        `WHERE ${KNOWN_VISITOR} AND NOT ${KEY_COUNTED} AND (SELECT count(*) FROM insight_sightings WHERE day = ? AND address = ?) < ? ` +
        'AND (SELECT count(*) FROM insight_sightings WHERE day = ?) < ? ' +
        'ON CONFLICT (day, metric, key, address) DO NOTHING',
      params: [day, metric, key, address, day, hash, day, metric, key, day, address, bounds.newKeysPerAddress, day, bounds.maxSightingsPerDay],
    },
    {
      // A key that reaches its sightings starts at their number: the first addresses' views count too.
      sql:
        `INSERT INTO insight_counts (day, metric, key, count) SELECT ?, ?, ?, CAST(${sightings} AS INTEGER) ` +
        `WHERE ${KNOWN_VISITOR} AND (${KEY_COUNTED} OR ((SELECT count(*) FROM insight_counts WHERE day = ? AND metric = ?) < ? AND ${sightings} >= ?)) ${PLUS_ONE}`,
      params: [day, metric, key, day, metric, key, day, hash, day, metric, key, day, metric, bounds.maxKeysPerDay, day, metric, key, needed],
    },
    {
      sql: `INSERT INTO insight_counts (day, metric, key, count) SELECT ?, 'refused', 'keys', 1 WHERE ${KNOWN_VISITOR} AND NOT ${KEY_COUNTED} ${PLUS_ONE}`,
      params: [day, day, hash, day, metric, key],
    },
  ];
}
