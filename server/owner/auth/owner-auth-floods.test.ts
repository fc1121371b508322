import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_PATHS, type SecurityEvent } from '../../../contract/owner-api';
import { loadStaticSite } from '../../site/static-site';
import { enrolledOwner, ownerApp, ownerState, type OwnerApp } from '../../testing/owner-app';
import { ownerBrowser, type OwnerBrowser } from '../../testing/owner-browser';
import { softAuthenticator, strangerKey, type SoftAuthenticator } from '../../testing/soft-authenticator';
import { tempDir } from '../../testing/test-support';
import { CHALLENGES_PER_CLIENT, CHALLENGE_TTL_MS, FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS } from './auth-limits';

/** Issue 25's red team of the sign-in, the floods: failed attempts and challenges per address; and the visitors' cookies. */
let service: OwnerApp;
let owner: OwnerBrowser;
let laptop: SoftAuthenticator;
beforeEach(async () => {
  ({ service, owner, laptop } = await enrolledOwner());
});
afterEach(() => service.close());

const state = () => ownerState(service);
const events = async () => ((await (await owner.call(OWNER_PATHS.events)).json()) as { events: SecurityEvent[] }).events;
const signInOptions = async (browser: OwnerBrowser) =>
  (await (await browser.call(OWNER_PATHS.signInOptions, { body: {} })).json()) as PublicKeyCredentialRequestOptionsJSON;

describe('the red team of the sign-in: floods', () => {
  it('a flood of failed sign-ins gets 429 after the limit, recorded, while other addresses still sign in', async () => {
    const flood = ownerBrowser(service.app, 'http://localhost', '198.51.100.7');
    const before = await state();
    for (let n = 0; n < FAILED_ATTEMPTS_MAX; n += 1) {
      const forged = laptop.assert(await signInOptions(flood), { signWith: strangerKey() });
      expect((await flood.call(OWNER_PATHS.signInVerify, { body: { response: forged } })).status).toBe(401);
    }
    // Past the limit even the real passkey is refused from there, before it is checked.
    const refused = await flood.signIn(laptop);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(FAILED_ATTEMPTS_WINDOW_MS / 1000);
    expect((await flood.enrol(await service.invite(), softAuthenticator(owner.origin))).status).toBe(429);
    expect((await state())[0]).toEqual(before[0]);
    expect((await state())[1]).toEqual(before[1]);

    // Counted, not a row per try (decision 057): the address's first failure and the one that locked it.
    const recorded = (await events()).filter((event) => event.client === '198.51.100.7');
    expect(recorded.map((event) => [event.kind, event.detail])).toEqual([
      ['sign-in-failed', 'too many failed attempts: refused for 15 min'],
      ['sign-in-failed', 'passkey "Laptop": assertion not verified'],
    ]);

    // Another address is not held back by the flood; the flood's address is once the window has passed.
    expect((await ownerBrowser(service.app, 'http://localhost', '192.0.2.44').signIn(laptop)).status).toBe(200);
    service.clock.now += FAILED_ATTEMPTS_WINDOW_MS;
    expect((await flood.signIn(laptop)).status).toBe(200);
  });

  it('a flood of sign-in options keeps a few challenges per address, and the owner still signs in', async () => {
    const flood = ownerBrowser(service.app, 'http://localhost', '198.51.100.8');
    for (let n = 0; n < 40; n += 1) expect((await flood.call(OWNER_PATHS.signInOptions, { body: {} })).status).toBe(200);
    const count = async () => (await service.rows<{ n: number }>('SELECT count(*) AS n FROM owner_challenges'))[0]?.n;
    expect(await count()).toBe(CHALLENGES_PER_CLIENT);
    // The newest of them still signs in (a real owner who clicked twice).
    const last = await signInOptions(flood);
    expect((await flood.call(OWNER_PATHS.signInVerify, { body: { response: laptop.assert(last) } })).status).toBe(200);
    expect((await ownerBrowser(service.app, 'http://localhost', '192.0.2.45').signIn(laptop)).status).toBe(200);
    service.clock.now += CHALLENGE_TTL_MS;
    await signInOptions(flood);
    expect(await count()).toBe(1);
  });

  it('the visitors\' pages and /api never set a cookie', async () => {
    const dir = tempDir();
    const dist = join(dir.path, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ana</title><h1>Ana</h1>');
    const site = ownerApp({ site: await loadStaticSite(dist) });
    try {
      const visits: Response[] = [
        await site.app.request('/'),
        await site.app.request('/index.html'),
        await site.app.request('/no-such-page'),
        await site.app.request('/api/v1/challenge'),
        await site.app.request('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'ana@example.com', message: 'Hello there, a real message.' }) }),
        await site.app.request('/api/v1', { method: 'OPTIONS' }),
      ];
      expect(visits[0]?.status).toBe(200);
      for (const res of visits) expect(res.headers.get('set-cookie'), res.url).toBeNull();
    } finally {
      await site.close();
      dir.remove();
    }
  });
});
