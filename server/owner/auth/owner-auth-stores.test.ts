import { describe, expect, it } from 'vitest';
import { OWNER_PATHS, type Passkey, type SecurityEvent, type SessionInfo } from '../../../contract/owner-api';
import { createApp } from '../../app';
import { testSource } from '../../testing/owner-app';
import { ownerBrowser } from '../../testing/owner-browser';
import { storeServers, storeSubjects } from '../../testing/store-subjects';
import { softAuthenticator, strangerKey } from '../../testing/soft-authenticator';
import { FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth-limits';
import { createInvite } from './ceremony-store';

/**
 * The owner's tables (migration 0010) on each database the service runs over: the sign-in's SQL
 * is written once (store.sql), so the whole flow runs here on SQLite, a real PostgreSQL server
 * (BIGINT counts and times read back as numbers) and D1 in workerd.
 */
const cluster = storeServers();


const subjects = storeSubjects(cluster);

for (const [name, open] of Object.entries(subjects)) {
  describe(`the owner's sign-in on ${name}`, () => {
    it('enrols, signs in, adds, renames and removes passkeys, keeps the last, ends idle sessions, limits failures', async () => {
      const { store, close } = await open();
      try {
        let now = Date.parse('2026-11-24T09:00:00Z');
        const app = createApp({ store, source: testSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false }, now: () => now });
        const browser = ownerBrowser(app);
        const laptop = softAuthenticator(browser.origin);
        const { token } = await createInvite(store.sql, now);
        expect((await browser.enrol(token, laptop, 'Laptop')).status).toBe(200);
        expect((await ownerBrowser(app).enrol(token, softAuthenticator(browser.origin))).status).toBe(400);

        now += SESSION_TOUCH_MS;
        const phone = softAuthenticator(browser.origin);
        expect((await browser.addPasskey(phone, 'Phone')).status).toBe(201);
        const session = (await (await browser.call(OWNER_PATHS.session)).json()) as SessionInfo;
        // Touched a minute later: the idle time counts from there.
        expect(session).toEqual({ signedIn: true, passkeys: 2, expiresAt: new Date(now + SESSION_IDLE_MS).toISOString() });

        const other = ownerBrowser(app, 'http://localhost', '198.51.100.9');
        expect((await other.signIn(phone)).status).toBe(200);
        expect((await other.signIn(phone)).status).toBe(200);
        expect((await browser.call(OWNER_PATHS.passkey(phone.id), { method: 'PATCH', body: { name: 'Pixel' } })).status).toBe(200);
        const passkeys = ((await (await browser.call(OWNER_PATHS.passkeys)).json()) as { passkeys: Passkey[] }).passkeys;
        expect(passkeys.map((p) => [p.name, p.current, p.lastUsedAt])).toEqual([
          ['Laptop', true, null],
          ['Pixel', false, new Date(now).toISOString()],
        ]);
        expect((await browser.call(OWNER_PATHS.passkey(phone.id), { method: 'DELETE' })).status).toBe(204);
        expect((await other.call(OWNER_PATHS.session)).status).toBe(401);
        expect((await browser.call(OWNER_PATHS.passkey(laptop.id), { method: 'DELETE' })).status).toBe(409);

        for (let n = 0; n < FAILED_ATTEMPTS_MAX; n += 1) {
          const forged = laptop.assert((await (await other.call(OWNER_PATHS.signInOptions, { body: {} })).json()) as never, { signWith: strangerKey() });
          expect((await other.call(OWNER_PATHS.signInVerify, { body: { response: forged } })).status).toBe(401);
        }
        const limited = await other.signIn(laptop);
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBe(String(FAILED_ATTEMPTS_WINDOW_MS / 1000));

        const events = ((await (await browser.call(OWNER_PATHS.events, { headers: {} })).json()) as { events: SecurityEvent[] }).events;
        expect(events.filter((e) => e.kind === 'sign-in-failed' && e.client === '198.51.100.9')).toHaveLength(FAILED_ATTEMPTS_MAX + 1);
        expect(events.at(-1)).toEqual({ at: '2026-11-24T09:00:00.000Z', kind: 'invite-used', detail: 'Laptop', client: '203.0.113.10' });

        now += SESSION_IDLE_MS;
        expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
        now += FAILED_ATTEMPTS_WINDOW_MS;
        expect((await other.signIn(laptop)).status).toBe(200);
      } finally {
        await close();
      }
    }, 60_000);
  });
}
