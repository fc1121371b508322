import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEACON_PATH, OWNER_PATHS, type Insights } from '../../../contract/owner-api';
import { createApp } from '../../app';
import { nodeRequestSource } from '../../http/node-request';
import { loadStaticSite } from '../../site/static-site';
import type { MessageStore } from '../../stores/message-store';
import { openSqliteStore } from '../../stores/sqlite/sqlite-store';
import { tempDir, waitFor } from '../../testing/test-support';
import { createInvite } from '../auth/ceremony-store';
import { ownerBrowser } from '../../testing/owner-browser';
import { softAuthenticator } from '../../testing/soft-authenticator';
import { BEACONS_PER_MINUTE } from './insights-bounds';
import { readInsights } from './insights-read';
import { mountInsights } from './insights-route';
import { Hono } from 'hono';

/** A stand-in for the sign-in's guard: only a request with the test's header is the owner. */
const OWNER_HEADER = 'x-test-owner';
const guard: MiddlewareHandler = async (c, next) => (c.req.header(OWNER_HEADER) === 'yes' ? next() : c.json({ error: 'Sign in first.' }, 401));
const asOwner = { [OWNER_HEADER]: 'yes' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36';
const NOW = Date.UTC(2026, 10, 24, 7);

let dir: ReturnType<typeof tempDir>;
let store: MessageStore;
beforeEach(() => {
  dir = tempDir();
  store = openSqliteStore(join(dir.path, 'folio.db'));
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

function ownerApp() {
  const app = new Hono();
  mountInsights(app, { store, guard, now: () => NOW });
  return app;
}

describe('GET the insights', () => {
  it('answers nothing without the owner’s session', async () => {
    const res = await ownerApp().request(OWNER_PATHS.insights);
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain('days');
  });

  it('answers 30 days by default, each present, today last, with no-store', async () => {
    const res = await ownerApp().request(OWNER_PATHS.insights, { headers: asOwner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const insights = (await res.json()) as Insights;
    expect(insights.days).toHaveLength(30);
    expect(insights.days[0]).toEqual({ day: '2026-10-26', views: 0, visitors: 0 });
    expect(insights.days.at(-1)).toEqual({ day: '2026-11-24', views: 0, visitors: 0 });
    expect(insights.pages).toEqual([]);
  });

  it('takes 1 to 365 days and refuses anything else', async () => {
    for (const days of [1, 7, 365]) {
      const res = await ownerApp().request(`${OWNER_PATHS.insights}?days=${days}`, { headers: asOwner });
      expect(((await res.json()) as Insights).days).toHaveLength(days);
    }
    for (const days of ['0', '366', '2.5', 'all', '']) {
      expect((await ownerApp().request(`${OWNER_PATHS.insights}?days=${days}`, { headers: asOwner })).status).toBe(400);
    }
  });
});

describe('the service with insights (createApp)', () => {
  it('counts a beacon and a fetch of resume.json, and the owner reads both', async () => {
    const dist = join(dir.path, 'dist');
    mkdirSync(join(dist, 'de'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ana</title>');
    writeFileSync(join(dist, 'resume.json'), '{"basics":{}}');
    writeFileSync(join(dist, 'de', 'resume.json'), '{"basics":{}}');
    const app = createApp({
      store,
      source: nodeRequestSource,
      config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false },
      site: await loadStaticSite(dist),
    });
    // The owner signs in for real: the insights stand behind the sign-in's guard.
    const owner = ownerBrowser(app);
    expect((await owner.enrol((await createInvite(store.sql, Date.now())).token, softAuthenticator(owner.origin))).status).toBe(200);
    const env = { incoming: { socket: { remoteAddress: '198.51.100.1' } } };
    const hit = await app.request(BEACON_PATH, { method: 'POST', body: JSON.stringify({ kind: 'view', path: '/', lang: 'en' }), headers: { 'User-Agent': BROWSER } }, env);
    expect(hit.status).toBe(204);
    expect((await app.request('/resume.json', { headers: { 'User-Agent': BROWSER } })).status).toBe(200);
    expect((await app.request('/de/resume.json', { headers: { 'User-Agent': BROWSER } })).status).toBe(200);
    // Not counted: a robot's fetch, and the page itself.
    await app.request('/resume.json', { headers: { 'User-Agent': 'curl/8.5.0' } });
    await app.request('/', { headers: { 'User-Agent': BROWSER } });

    const read = async () => (await (await owner.call(OWNER_PATHS.insights)).json()) as Insights;
    // The fetch is counted after the file has left.
    await waitFor(async () => (await read()).actions.find((row) => row.key === 'resume-json')?.count === 2, 2_000, 'resume.json counted');
    const insights = await read();
    expect(insights.days.at(-1)).toMatchObject({ views: 1, visitors: 1 });
    expect(insights.pages).toEqual([{ key: '/', count: 1 }]);
    expect((await app.request(OWNER_PATHS.insights)).status).toBe(401);
  });

  it('counts a rate’s worth of resume.json fetches from one address, and the rest as refused', async () => {
    const dist = join(dir.path, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fixture</title>');
    writeFileSync(join(dist, 'resume.json'), '{"basics":{}}');
    const app = createApp({ store, source: nodeRequestSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false }, site: await loadStaticSite(dist) });
    const env = { incoming: { socket: { remoteAddress: '198.51.100.1' } } };
    const fetches = BEACONS_PER_MINUTE + 10;
    const started = Date.now();
    for (let n = 0; n < fetches; n += 1) expect((await app.request('/resume.json', { headers: { 'User-Agent': BROWSER } }, env)).status).toBe(200);
    const actionsAndRefused = async () => {
      const insights = await readInsights(store.sql, Date.now(), 1);
      return { fetched: insights.actions.find((row) => row.key === 'resume-json')?.count ?? 0, refused: insights.refused.find((row) => row.key === 'rate')?.count ?? 0 };
    };
    // Counted after each file has left.
    await waitFor(async () => Object.values(await actionsAndRefused()).reduce((a, b) => a + b) === fetches, 5_000, 'every fetch counted or refused');
    const allowed = BEACONS_PER_MINUTE * Math.ceil((Date.now() - started + 1) / 60_000);
    expect((await actionsAndRefused()).fetched).toBeLessThanOrEqual(allowed);
  });
});
