import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PATHS, type Passkey, type SecurityEvent, type SessionInfo } from '../../../contract/owner-api';
import { ownerApp, type OwnerApp } from '../../testing/owner-app';
import { ownerBrowser } from '../../testing/owner-browser';
import { softAuthenticator } from '../../testing/soft-authenticator';
import { EVENTS_KEEP_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './auth-limits';

let service: OwnerApp;
beforeEach(() => {
  service = ownerApp();
});
afterEach(() => service.close());

const kinds = async (browser: ReturnType<typeof ownerBrowser>) =>
  ((await (await browser.call(OWNER_PATHS.events)).json()) as { events: SecurityEvent[] }).events.map((event) => [event.kind, event.detail]);

describe('the owner gets in', () => {
  it('invite → enrol → session, and the invite link is spent', async () => {
    const browser = ownerBrowser(service.app);
    const laptop = softAuthenticator(browser.origin);
    const res = await browser.enrol(await service.invite(), laptop, 'Laptop');
    expect(res.status).toBe(200);
    const info = (await res.json()) as SessionInfo;
    expect(info).toEqual({ signedIn: true, passkeys: 1, expiresAt: new Date(service.clock.now + SESSION_IDLE_MS).toISOString() });
    const cookie = res.headers.get('set-cookie') ?? '';
    // On plain http, only on localhost: no Secure, no __Host- prefix.
    expect(cookie).toMatch(/^folio-owner=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/u);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const session = await browser.call(OWNER_PATHS.session);
    expect(session.status).toBe(200);
    expect(((await session.json()) as SessionInfo).passkeys).toBe(1);
    const passkeys = ((await (await browser.call(OWNER_PATHS.passkeys)).json()) as { passkeys: Passkey[] }).passkeys;
    expect(passkeys).toEqual([{ id: laptop.id, name: 'Laptop', createdAt: new Date(service.clock.now).toISOString(), lastUsedAt: null, current: true }]);
    // Only hashes are stored: the cookie's token is nowhere in the database.
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    const sessions = await service.rows<{ token_hash: string }>('SELECT token_hash FROM owner_sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/u);
    expect(sessions[0]?.token_hash).not.toContain(token);
    expect(await kinds(browser)).toEqual([
      ['passkey-added', 'Laptop'],
      ['invite-used', 'Laptop'],
    ]);
  });

  it('signs out, signs in again with a new cookie, and signs out everywhere', async () => {
    const browser = ownerBrowser(service.app);
    const laptop = softAuthenticator(browser.origin);
    await browser.enrol(await service.invite(), laptop);
    const first = browser.cookie;

    const out = await browser.call(OWNER_PATHS.signOut, { body: {} });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(browser.cookie).toBeUndefined();
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
    // The old cookie, kept by someone, opens nothing after sign-out.
    expect((await service.app.request(OWNER_PATHS.session, { headers: { Cookie: first ?? '' } })).status).toBe(401);

    service.clock.now += 60_000;
    const signedIn = await browser.signIn(laptop);
    expect(signedIn.status).toBe(200);
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(first);
    const [passkey] = ((await (await browser.call(OWNER_PATHS.passkeys)).json()) as { passkeys: Passkey[] }).passkeys;
    expect(passkey?.lastUsedAt).toBe(new Date(service.clock.now).toISOString());

    const phone = ownerBrowser(service.app);
    expect((await phone.signIn(laptop)).status).toBe(200);
    const everywhere = await phone.call(OWNER_PATHS.signOutEverywhere, { body: {} });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ sessionsEnded: 2, tokensRevoked: 0, tokensLeft: [] });
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await phone.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await phone.signIn(laptop)).status).toBe(200);
    expect((await kinds(phone)).slice(0, 3)).toEqual([
      ['sign-in', 'Laptop'],
      ['signed-out-everywhere', '2 sessions ended, 0 tokens made on the page revoked'],
      ['sign-in', 'Laptop'],
    ]);
  });

  it('adds a second passkey, renames it, removes it, and cannot remove the last one', async () => {
    const browser = ownerBrowser(service.app);
    const laptop = softAuthenticator(browser.origin);
    await browser.enrol(await service.invite(), laptop, 'Laptop');
    const phone = softAuthenticator(browser.origin);

    // The same authenticator again (a browser that ignored excludeCredentials) is refused, not a 500.
    expect((await browser.addPasskey(laptop, 'Laptop again')).status).toBe(400);
    const added = await browser.addPasskey(phone, '  Phone\u200b ');
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ id: phone.id, name: 'Phone', createdAt: new Date(service.clock.now).toISOString(), lastUsedAt: null, current: false });
    // The options for another passkey exclude those enrolled.
    const options = (await (await browser.call(OWNER_PATHS.passkeyOptions, { body: await browser.stepUp() })).json()) as { excludeCredentials: { id: string }[] };
    expect(options.excludeCredentials.map((c) => c.id).sort()).toEqual([laptop.id, phone.id].sort());

    // The phone signs in on a browser of its own.
    const other = ownerBrowser(service.app);
    expect((await other.signIn(phone)).status).toBe(200);

    const renamed = await browser.call(OWNER_PATHS.passkey(phone.id), { method: 'PATCH', body: { name: 'Pixel' } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Passkey).name).toBe('Pixel');

    // Without the owner's confirmation a session removes nothing (decision 057).
    expect((await browser.call(OWNER_PATHS.passkey(phone.id), { method: 'DELETE' })).status).toBe(403);
    const removed = await browser.removePasskey(phone.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ sessionsEnded: 2, tokensRevoked: 0, tokensLeft: [] });
    // Every session ends with it, this one too: whoever held that device may have opened others.
    expect(browser.cookie).toBeUndefined();
    expect((await other.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await other.signIn(phone)).status).toBe(401);
    expect((await browser.signIn(laptop)).status).toBe(200);
    const left = ((await (await browser.call(OWNER_PATHS.passkeys)).json()) as { passkeys: Passkey[] }).passkeys;
    expect(left.map((p) => p.id)).toEqual([laptop.id]);

    const last = await browser.removePasskey(laptop.id);
    expect(last.status).toBe(409);
    expect(((await last.json()) as { error: string }).error).toMatch(/only passkey/u);
    expect(await service.rows('SELECT id FROM owner_passkeys')).toEqual([{ id: laptop.id }]);
    expect((await browser.call(OWNER_PATHS.passkey('nope'), { method: 'DELETE' })).status).toBe(404);

    // The phone's failed sign-in after it was removed comes from the address that failed already
    // in this window: counted, not listed again (decision 057).
    expect((await kinds(browser)).slice(0, 7)).toEqual([
      ['sign-in', 'Laptop'],
      ['signed-out-everywhere', '2 sessions ended, 0 tokens made on the page revoked'],
      ['passkey-removed', 'Pixel'],
      ['sign-in-failed', 'removing a passkey: no confirmation'],
      ['passkey-renamed', 'Phone → Pixel'],
      ['sign-in', 'Phone'],
      ['passkey-added', 'Phone'],
    ]);
  });

  it('a session ends when idle too long, and after its absolute lifetime however active', async () => {
    const browser = ownerBrowser(service.app);
    await browser.enrol(await service.invite(), softAuthenticator(browser.origin));
    service.clock.now += SESSION_IDLE_MS - 1000;
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(200);
    // Each request starts the idle time again…
    for (let t = SESSION_IDLE_MS; t < SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) {
      service.clock.now += SESSION_IDLE_MS / 2;
      expect((await browser.call(OWNER_PATHS.session)).status).toBe(200);
    }
    // …but not past the absolute lifetime.
    service.clock.now += SESSION_IDLE_MS / 2;
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);

    const idle = ownerBrowser(service.app);
    await idle.enrol(await service.invite(), softAuthenticator(idle.origin));
    service.clock.now += SESSION_IDLE_MS;
    expect((await idle.call(OWNER_PATHS.session)).status).toBe(401);
  });

  it('on HTTPS the cookie is __Host- and Secure, and the passkey is bound to OWNER_ORIGIN', async () => {
    await service.close();
    service = ownerApp({ ownerOrigin: 'https://owner.example' });
    const browser = ownerBrowser(service.app, 'https://owner.example');
    const key = softAuthenticator(browser.origin);
    const res = await browser.enrol(await service.invite(), key);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-folio-owner=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800; Secure$/u);
    // Behind a proxy the request's own URL is http: OWNER_ORIGIN is what the browser sees.
    expect((await service.app.request('http://127.0.0.1:5600/owner/api/session', { headers: { Cookie: browser.cookie ?? '' } })).status).toBe(200);
  });

  it('guards the inbox and the insights, and checks the session once per request however often the guard is met', async () => {
    await service.close();
    service = ownerApp({ inbox: true });
    const browser = ownerBrowser(service.app);
    for (const path of [OWNER_PATHS.messages, OWNER_PATHS.insights, OWNER_PATHS.exportCsv]) expect((await browser.call(path)).status, path).toBe(401);
    expect((await browser.call(OWNER_PATHS.erase, { body: { email: 'ada@example.com' } })).status).toBe(401);
    const laptop = softAuthenticator(browser.origin);
    await browser.enrol(await service.invite(), laptop);
    // The inbox's routes take the guard themselves, behind the one in front of all of /owner/api.
    const queries = vi.spyOn(service.store.sql, 'all');
    const res = await browser.call(OWNER_PATHS.messages);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(queries.mock.calls.filter(([sql]) => sql.includes('FROM owner_sessions'))).toHaveLength(1);
    expect((await browser.call(OWNER_PATHS.insights)).status).toBe(200);
    expect((await browser.call(OWNER_PATHS.erase, { body: { email: 'ada@example.com' } })).status).toBe(200);
    expect((await browser.call(OWNER_PATHS.erase, { body: { email: 'ada@example.com' }, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('keeps security events for a year: what failures add cannot grow the log for ever', async () => {
    const browser = ownerBrowser(service.app);
    await browser.enrol(await service.invite(), softAuthenticator(browser.origin));
    service.clock.now += EVENTS_KEEP_MS;
    expect((await ownerBrowser(service.app).enrol('not-an-invite', softAuthenticator(browser.origin))).status).toBe(400);
    expect(await service.rows('SELECT kind, detail FROM owner_events')).toEqual([{ kind: 'sign-in-failed', detail: 'invite not valid' }]);
  });

  it('plain http on a host other than localhost opens no session', async () => {
    const browser = ownerBrowser(service.app, 'http://owner.example');
    const res = await browser.enrol(await service.invite(), softAuthenticator(browser.origin));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/HTTPS/u);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
