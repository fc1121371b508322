import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_PATH, type Beacon } from '../../../contract/owner-api';
import worker from '../../runtimes/worker';
import { d1Store } from '../../stores/d1/d1-store';
import { openPostgresStore } from '../../stores/postgres/postgres-store';
import type { SqlRunner } from '../../stores/sql-runner';
import { startLocalD1 } from '../../testing/local-d1';
import { STOP_TIMEOUT_MS, startPostgres, type PostgresCluster } from '../../testing/postgres-cluster';
import { BEACONS_PER_MINUTE, VISITORS_PER_ADDRESS } from './insights-bounds';
import { readInsights } from './insights-read';

/**
 * The beacon's rate limit and origin rule through each runtime's own entry point, where the
 * visitor's address is read its own way: the Worker (CF-Connecting-IP) over D1, and the functions
 * (a Netlify context's ip) over PostgreSQL. beacon-abuse.test.ts holds the rules on every store.
 */
const SITE = 'https://folio.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const FLOOD = BEACONS_PER_MINUTE + 20;

type Runtime = { send(beacon: Beacon, client: string, headers: Record<string, string>): Promise<Response>; sql: SqlRunner; close(): Promise<void> };

const request = (beacon: Beacon, headers: Record<string, string>) =>
  new Request(`${SITE}${BEACON_PATH}`, { method: 'POST', body: JSON.stringify(beacon), headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, Origin: SITE, ...headers } });

async function workerRuntime(): Promise<Runtime> {
  const local = await startLocalD1();
  const env = { DB: local.db, RATE_LIMIT_PER_MINUTE: '0' };
  const ctx = { waitUntil: () => undefined };
  return {
    send: (beacon, client, headers) => worker.fetch(request(beacon, { ...headers, 'CF-Connecting-IP': client }), env, ctx),
    sql: d1Store(local.db).sql,
    close: () => local.dispose(),
  };
}

let cluster: PostgresCluster | undefined;
async function functionsRuntime(): Promise<Runtime> {
  if (!cluster) throw new Error('no PostgreSQL cluster');
  const url = await cluster.freshDatabase();
  Object.assign(process.env, { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0' });
  const functions = await import('../../runtimes/functions');
  const reader = await openPostgresStore(url);
  return {
    send: (beacon, client, headers) => functions.fetchHandler(request(beacon, headers), { ip: client, waitUntil: () => undefined }),
    sql: reader.sql,
    async close() {
      await reader.close();
      await functions.closeFunctions();
      for (const name of ['DATABASE_URL', 'RATE_LIMIT_PER_MINUTE']) Reflect.deleteProperty(process.env, name);
    },
  };
}

beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(() => cluster?.stop(), STOP_TIMEOUT_MS);

const runtimes: Record<string, () => Promise<Runtime>> = { 'the Worker over D1': workerRuntime, 'the functions over PostgreSQL': functionsRuntime };

for (const [name, start] of Object.entries(runtimes)) {
  describe(`the beacon on ${name}`, () => {
    it(`counts a rate’s worth of ${FLOOD} beacons from one address and a few visitors, and nothing another site’s page sent`, async () => {
      const runtime = await start();
      try {
        const started = Date.now();
        for (let n = 0; n < FLOOD; n += 1) {
          expect((await runtime.send({ kind: 'view', path: '/', lang: 'en' }, '198.51.100.1', { 'User-Agent': `${BROWSER} Flood/${n}` })).status).toBe(204);
        }
        for (const origin of ['null', 'https://forger.example']) {
          await runtime.send({ kind: 'cv', path: '/', lang: 'en' }, '192.0.2.1', { Origin: origin });
          await runtime.send({ kind: 'view', path: '/', lang: 'en', referrer: 'https://forger.example/' }, '192.0.2.2', { Origin: origin });
        }
        const allowed = BEACONS_PER_MINUTE * Math.ceil((Date.now() - started + 1) / 60_000);
        const insights = await readInsights(runtime.sql, Date.now(), 1);
        expect(insights.days[0]?.views).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
        expect(insights.days[0]?.visitors).toBe(VISITORS_PER_ADDRESS);
        expect(insights.refused.find((row) => row.key === 'rate')?.count).toBeGreaterThanOrEqual(FLOOD - allowed);
        expect(insights.refused.find((row) => row.key === 'origin')?.count).toBe(4);
        expect(insights.actions.find((row) => row.key === 'cv')?.count).toBe(0);
        expect(insights.referrers).toEqual([]);
      } finally {
        await runtime.close();
      }
    }, 120_000);
  });
}
