import { describe, expect, it } from 'vitest';
import type { NewAssistantToken } from '../../../contract/assistants';
import { OWNER_PATHS, type EndedEverywhere, type Passkey, type SecurityEvent, type SessionInfo } from '../../../contract/owner-api';
import { createApp } from '../../app';
import { testSource } from '../../testing/owner-app';
import { ownerBrowser } from '../../testing/owner-browser';
import { storeServers, storeSubjects } from '../../testing/store-subjects';
import { softAuthenticator, strangerKey } from '../../testing/soft-authenticator';
import { FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth-limits';
import { createToken } from './assistant-tokens';
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
          // Laptop confirmed the phone's enrolment: a confirmation is a use.
          ['Laptop', true, new Date(now).toISOString()],
          ['Pixel', false, new Date(now).toISOString()],
        ]);
        expect((await browser.removePasskey(phone.id)).status).toBe(200);
        expect((await other.call(OWNER_PATHS.session)).status).toBe(401);
        expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
        expect((await browser.signIn(laptop)).status).toBe(200);
        expect((await browser.removePasskey(laptop.id)).status).toBe(409);

        for (let n = 0; n < FAILED_ATTEMPTS_MAX; n += 1) {
          const forged = laptop.assert((await (await other.call(OWNER_PATHS.signInOptions, { body: {} })).json()) as never, { signWith: strangerKey() });
          expect((await other.call(OWNER_PATHS.signInVerify, { body: { response: forged } })).status).toBe(401);
        }
        const limited = await other.signIn(laptop);
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBe(String(FAILED_ATTEMPTS_WINDOW_MS / 1000));

        const events = ((await (await browser.call(OWNER_PATHS.events, { headers: {} })).json()) as { events: SecurityEvent[] }).events;
        // One count per address, not a row per try: its first failure and the one that locked it are listed.
        expect(events.filter((e) => e.kind === 'sign-in-failed' && e.client === '198.51.100.9').map((e) => e.detail)).toEqual([
          'too many failed attempts: refused for 15 min',
          'passkey "Laptop": assertion not verified',
        ]);
        expect(await store.sql.all('SELECT door, client, count FROM owner_failures ORDER BY client')).toEqual([
          // Every address's failures in the window: these and the spent invite tried at the start.
          { door: 'sign-in', client: '*', count: FAILED_ATTEMPTS_MAX + 1 },
          { door: 'sign-in', client: '198.51.100.9', count: FAILED_ATTEMPTS_MAX },
        ]);
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

  describe(`the owner's assistant tokens on ${name}`, () => {
    it('are made only with a passkey, revoked by signing out everywhere unless made in the shell, and wrong ones never lock the sign-in', async () => {
      const { store, close } = await open();
      try {
        let now = Date.parse('2026-11-24T09:00:00Z');
        const app = createApp({ store, source: testSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false }, now: () => now });
        const owner = ownerBrowser(app);
        const laptop = softAuthenticator(owner.origin);
        expect((await owner.enrol((await createInvite(store.sql, now)).token, laptop, 'Laptop')).status).toBe(200);

        // A stolen cookie alone mints nothing (decision 057): a year-long manage token needs a passkey.
        const thief = ownerBrowser(app, 'http://localhost', '198.51.100.66');
        thief.cookie = owner.cookie;
        const stolen = await thief.call(OWNER_PATHS.assistantTokens, { body: { name: 'Mine now', scope: 'manage', days: 365 } });
        expect(stolen.status).toBe(403);
        expect(await stolen.json()).toEqual({ error: 'Confirm it is you with one of your passkeys before making a token.' });
        const forged = await thief.makeToken({ name: 'Mine now', scope: 'manage', days: 365 }, softAuthenticator(owner.origin));
        expect(forged.status).toBe(403);

        const made = await owner.makeToken({ name: 'Desktop', scope: 'manage', days: 30 });
        expect(made.status).toBe(201);
        const page = (await made.json()) as NewAssistantToken;
        expect(page).toMatchObject({ name: 'Desktop', scope: 'manage', madeBy: 'page', expiresAt: new Date(now + 30 * 86_400_000).toISOString() });
        const shell = await createToken(store.sql, { name: 'Shell', scope: 'read', days: 7, madeBy: 'shell' }, now);
        const mcp = (token: string, peer: string) =>
          app.request('http://localhost/api/mcp', {
            method: 'POST',
            headers: { 'X-Test-Peer': peer, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
          });
        expect((await mcp(page.token, '192.0.2.1')).status).toBe(200);

        // Wrong tokens past the limit from the owner's own address: the token door locks, sign-in does not.
        for (let n = 0; n < FAILED_ATTEMPTS_MAX; n += 1) expect((await mcp(`folio_wrong${n}`, '203.0.113.10')).status).toBe(401);
        expect((await mcp(page.token, '203.0.113.10')).status).toBe(429);
        now += 1000;
        expect((await owner.signIn(laptop)).status).toBe(200);

        const ended = await owner.call(OWNER_PATHS.signOutEverywhere, { body: {} });
        expect(ended.status).toBe(200);
        const answer = (await ended.json()) as EndedEverywhere;
        expect({ ...answer, tokensLeft: answer.tokensLeft.map((token) => [token.name, token.scope, token.madeBy, token.expiresAt]) }).toEqual({
          sessionsEnded: 1,
          tokensRevoked: 1,
          tokensLeft: [['Shell', 'read', 'shell', shell.expiresAt]],
        });
        expect((await mcp(page.token, '192.0.2.1')).status).toBe(401);
        expect((await mcp(shell.token, '192.0.2.1')).status).toBe(200);
      } finally {
        await close();
      }
    }, 60_000);
  });
}
