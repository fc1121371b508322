import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEACON_PATH, type Beacon } from '../../../contract/owner-api';
import { nodeRequestSource } from '../../http/node-request';
import type { MessageStore } from '../../stores/message-store';
import { openSqliteStore } from '../../stores/sqlite/sqlite-store';
import { tempDir } from '../../testing/test-support';
import { mountBeacon } from './beacon-route';
import { BEACONS_PER_MINUTE } from './insights-bounds';

const SITE = 'https://ana.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const DAY1 = Date.UTC(2026, 10, 20, 9, 30);
const DAY2 = Date.UTC(2026, 10, 21, 0, 5);

let dir: ReturnType<typeof tempDir>;
let path: string;
let store: MessageStore;
let clock = DAY1;
let app: Hono;

beforeEach(() => {
  dir = tempDir();
  path = join(dir.path, 'folio.db');
  store = openSqliteStore(path);
  clock = DAY1;
  app = new Hono();
  mountBeacon(app, { store, source: nodeRequestSource, config: { allowedOrigins: [SITE], trustProxy: false }, now: () => clock });
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

type Send = { client?: string; headers?: Record<string, string>; body?: string };
const view: Beacon = { kind: 'view', path: '/', lang: 'en', referrer: 'https://news.example.org/item?id=1' };

function send(beacon: object | null, init: Send = {}) {
  const env = { incoming: { socket: { remoteAddress: init.client ?? '198.51.100.1' } } };
  return app.request(
    `http://api.ana.example${BEACON_PATH}`,
    { method: 'POST', body: init.body ?? JSON.stringify(beacon), headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, Origin: SITE, ...init.headers } },
    env,
  );
}

/** Everything in the insights' tables, read on a connection of the test's own. */
function tables() {
  const db = new Database(path, { readonly: true });
  try {
    return {
      counts: db.prepare('SELECT day, metric, key, count FROM insight_counts ORDER BY day, metric, key').all() as { day: string; metric: string; key: string; count: number }[],
      salts: db.prepare('SELECT day, salt FROM insight_salts').all() as { day: string; salt: string }[],
      visitors: db.prepare('SELECT day, hash FROM insight_visitors').all() as { day: string; hash: string }[],
    };
  } finally {
    db.close();
  }
}
const countOf = (metric: string, key: string, day = '2026-11-20') => tables().counts.find((row) => row.day === day && row.metric === metric && row.key === key)?.count ?? 0;

describe('POST the beacon', () => {
  it('counts a view by page, language and referrer host, answers 204 with CORS and sets no cookie', async () => {
    const res = await send(view);
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await send({ ...view, path: '/de/', lang: 'de', referrer: '' });
    // A referrer is counted once a second address sends it, and then with both.
    await send(view, { client: '203.0.113.9' });
    expect(tables().counts).toEqual([
      { day: '2026-11-20', metric: 'language', key: 'de', count: 1 },
      { day: '2026-11-20', metric: 'language', key: 'en', count: 2 },
      { day: '2026-11-20', metric: 'page', key: '/', count: 2 },
      { day: '2026-11-20', metric: 'page', key: '/de/', count: 1 },
      { day: '2026-11-20', metric: 'referrer', key: 'news.example.org', count: 2 },
      { day: '2026-11-20', metric: 'refused', key: 'keys', count: 1 },
      { day: '2026-11-20', metric: 'visitors', key: '', count: 2 },
    ]);
  });

  it('counts each action the page reports', async () => {
    for (const kind of ['cv', 'project-link', 'social-link', 'form-started', 'form-sent', 'cv'] as const) {
      expect((await send({ kind, path: '/', lang: 'en' })).status).toBe(204);
    }
    expect(countOf('action', 'cv')).toBe(2);
    expect(countOf('action', 'form-sent')).toBe(1);
    // An action is no visit: it counts no visitor and keeps no hash.
    expect(countOf('visitors', '')).toBe(0);
    expect(tables().visitors).toEqual([]);
  });

  it('keeps only another site’s host as the referrer', async () => {
    for (const client of ['198.51.100.1', '203.0.113.9']) {
      await send({ ...view, referrer: `${SITE}/de/` }, { client });
      await send({ ...view, referrer: 'http://api.ana.example/' }, { client });
      await send({ ...view, referrer: 'not a url' }, { client });
      await send({ ...view, referrer: 'https://WWW.Search.Example:8443/q?ana=1' }, { client });
    }
    expect(tables().counts.filter((row) => row.metric === 'referrer')).toEqual([{ day: '2026-11-20', metric: 'referrer', key: 'www.search.example', count: 2 }]);
  });

  it('counts nothing for Sec-GPC: 1, DNT: 1 or a robot, and still answers 204', async () => {
    const refusals: Record<string, string>[] = [{ 'Sec-GPC': '1' }, { DNT: '1' }, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, { 'User-Agent': 'HeadlessChrome/142.0' }, { 'User-Agent': 'curl/8.5.0' }];
    for (const headers of refusals) {
      expect((await send(view, { headers })).status).toBe(204);
    }
    expect(tables()).toEqual({ counts: [], salts: [], visitors: [] });
  });

  it('lets a robot on an address cost a reader there none of the rate', async () => {
    const robot = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0 Safari/537.36' };
    for (let n = 0; n < BEACONS_PER_MINUTE + 5; n += 1) expect((await send(view, { headers: robot })).status).toBe(204);
    await send(view);
    expect(countOf('page', '/')).toBe(1);
    expect(countOf('refused', 'rate')).toBe(0);
  });

  it('counts nothing sent from another site’s page', async () => {
    expect((await send(view, { headers: { Origin: 'https://elsewhere.example' } })).status).toBe(204);
    // Nothing but the refusal, which the owner is shown.
    expect(tables().counts).toEqual([{ day: '2026-11-20', metric: 'refused', key: 'origin', count: 1 }]);
  });

  it('counts a visitor once a day per address and user agent, keeping neither', async () => {
    await send(view);
    await send({ ...view, path: '/de/' });
    await send(view, { client: '203.0.113.9' });
    await send(view, { headers: { 'User-Agent': `${BROWSER} Edg/142.0` } });
    expect(countOf('visitors', '')).toBe(3);
    expect(countOf('page', '/')).toBe(3);
    const stored = JSON.stringify(tables());
    expect(stored).not.toContain('198.51.100.1');
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('Chrome');
    expect(tables().visitors.every((row) => /^[0-9a-f]{64}$/u.test(row.hash))).toBe(true);
  });

  it('on a new day: a new salt, yesterday’s hashes and salt gone, the same visitor counted again, yesterday’s counts kept', async () => {
    await send(view);
    const [first] = tables().salts;
    const yesterdaysHash = tables().visitors[0]?.hash;
    clock = DAY2;
    await send(view);
    const after = tables();
    expect(after.salts).toHaveLength(1);
    expect(after.salts[0]?.day).toBe('2026-11-21');
    expect(after.salts[0]?.salt).not.toBe(first?.salt);
    expect(after.visitors).toHaveLength(1);
    expect(after.visitors[0]?.day).toBe('2026-11-21');
    expect(after.visitors[0]?.hash).not.toBe(yesterdaysHash);
    expect(countOf('visitors', '', '2026-11-20')).toBe(1);
    expect(countOf('visitors', '', '2026-11-21')).toBe(1);
  });

  it('refuses what is not a beacon with 400, and more than 1 KiB with 413, counting nothing', async () => {
    expect((await send(null, { body: 'not json' })).status).toBe(400);
    expect((await send({ kind: 'pageview', path: '/', lang: 'en' })).status).toBe(400);
    expect((await send({ kind: 'view', path: 'https://evil.example/', lang: 'en' })).status).toBe(400);
    expect((await send({ kind: 'view', path: '/', lang: '<script>' })).status).toBe(400);
    expect((await send({ ...view, referrer: `https://x.example/${'a'.repeat(1100)}` })).status).toBe(413);
    expect(tables().counts).toEqual([]);
  });

  it('counts nothing, and answers 204 with one line in the log, when the rate limit cannot be read', async () => {
    const broken = new Hono();
    const limiter = { hit: () => Promise.reject(new Error('database is locked')) };
    mountBeacon(broken, { store, source: nodeRequestSource, config: { allowedOrigins: [SITE], trustProxy: false }, now: () => clock, limiter });
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(line));
    try {
      const res = await broken.request(`http://api.ana.example${BEACON_PATH}`, { method: 'POST', body: JSON.stringify(view), headers: { 'User-Agent': BROWSER, Origin: SITE } }, { incoming: { socket: { remoteAddress: '198.51.100.1' } } });
      expect(res.status).toBe(204);
    } finally {
      spy.mockRestore();
    }
    expect(logged).toEqual(['folio: an insights count failed: database is locked']);
    expect(tables().counts).toEqual([]);
  });

  it('answers the preflight a JSON beacon would need, for an allowed origin only', async () => {
    const res = await app.request(BEACON_PATH, { method: 'OPTIONS', headers: { Origin: SITE } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const other = await app.request(BEACON_PATH, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
