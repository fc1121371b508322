import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_API, OWNER_PATHS, type SecurityEvent } from '../../../contract/owner-api';
import { enrolledOwner, ownerApp, ownerState, type OwnerApp } from '../../testing/owner-app';
import { ownerBrowser, type OwnerBrowser } from '../../testing/owner-browser';
import { softAuthenticator, strangerKey, type SoftAuthenticator } from '../../testing/soft-authenticator';
import { AUTH_ERRORS } from './auth-context';
import { INVITE_TTL_MS } from './auth-limits';
import { randomToken } from './auth-tokens';

/**
 * Issue 25's red team of the sign-in: each attack is refused, and nothing the owner relies on
 * changes (passkeys, sessions, invites; a refusal is only recorded as an event).
 */
let service: OwnerApp;
let owner: OwnerBrowser;
let laptop: SoftAuthenticator;
beforeEach(async () => {
  ({ service, owner, laptop } = await enrolledOwner());
});
afterEach(() => service.close());

const state = () => ownerState(service);
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const events = async () => ((await (await owner.call(OWNER_PATHS.events)).json()) as { events: SecurityEvent[] }).events;
const signInOptions = async (browser: OwnerBrowser) =>
  (await (await browser.call(OWNER_PATHS.signInOptions, { body: {} })).json()) as PublicKeyCredentialRequestOptionsJSON;

describe('the red team of the sign-in', () => {
  it('a reused, an expired and an unknown invite are refused alike', async () => {
    const used = await service.invite();
    expect((await ownerBrowser(service.app).enrol(used, softAuthenticator(owner.origin))).status).toBe(200);
    const expired = await service.invite();
    service.clock.now += INVITE_TTL_MS;
    const before = await state();
    const answers: string[] = [];
    for (const token of [used, expired, randomToken()]) {
      const stranger = ownerBrowser(service.app);
      const res = await stranger.enrol(token, softAuthenticator(owner.origin));
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      answers.push(await errorOf(res));
    }
    expect(answers).toEqual([AUTH_ERRORS.invite, AUTH_ERRORS.invite, AUTH_ERRORS.invite]);
    expect(await state()).toEqual(before);
  });

  it('an invite that expires between its options and its verify is refused', async () => {
    const token = await service.invite();
    const stranger = ownerBrowser(service.app);
    const options = await stranger.call(OWNER_PATHS.inviteOptions, { body: { token } });
    expect(options.status).toBe(200);
    const response = softAuthenticator(owner.origin).register((await options.json()) as never);
    service.clock.now += INVITE_TTL_MS;
    const before = await state();
    const res = await stranger.call(OWNER_PATHS.inviteVerify, { body: { token, name: 'Late', response } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(AUTH_ERRORS.invite);
    expect(await state()).toEqual(before);
  });

  it('a forged assertion (signed by another key) is refused', async () => {
    const before = await state();
    const stranger = ownerBrowser(service.app);
    const response = laptop.assert(await signInOptions(stranger), { signWith: strangerKey() });
    const res = await stranger.call(OWNER_PATHS.signInVerify, { body: { response } });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await state()).toEqual(before);
    expect((await events())[0]).toMatchObject({ kind: 'sign-in-failed', detail: 'passkey "Laptop": assertion not verified', client: '203.0.113.10' });
  });

  it('a replayed assertion (the same challenge again) is refused', async () => {
    const first = ownerBrowser(service.app);
    const options = await signInOptions(first);
    const response = laptop.assert(options);
    expect((await first.call(OWNER_PATHS.signInVerify, { body: { response } })).status).toBe(200);
    const before = await state();
    const replay = ownerBrowser(service.app);
    // The same bytes again, and a fresh signature (a higher counter) over the spent challenge.
    for (const again of [response, laptop.assert(options)]) {
      const res = await replay.call(OWNER_PATHS.signInVerify, { body: { response: again } });
      expect(res.status).toBe(401);
    }
    expect(replay.cookie).toBeUndefined();
    expect(await state()).toEqual(before);
  });

  it('an assertion over a challenge made for something else, or from another origin, is refused', async () => {
    const stranger = ownerBrowser(service.app);
    // A challenge asked for to add a passkey (by the owner's session) is no sign-in challenge.
    const passkeyChallenge = ((await (await owner.call(OWNER_PATHS.passkeyOptions, { body: await owner.stepUp() })).json()) as { challenge: string }).challenge;
    const before = await state();
    const wrongPurpose = laptop.assert(await signInOptions(stranger), { challenge: passkeyChallenge });
    expect((await stranger.call(OWNER_PATHS.signInVerify, { body: { response: wrongPurpose } })).status).toBe(401);
    const phished = laptop.assert(await signInOptions(stranger), { origin: 'https://evil.example' });
    expect((await stranger.call(OWNER_PATHS.signInVerify, { body: { response: phished } })).status).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('a session cookie that is not one of ours, or from another origin, opens nothing', async () => {
    const valid = owner.cookie ?? '';
    const token = valid.split('=')[1] ?? '';
    for (const cookie of [`folio-owner=${randomToken()}`, 'folio-owner=../../etc', `other=${token}`, `folio-owner=${token}x`]) {
      expect((await service.app.request(OWNER_PATHS.session, { headers: { Cookie: cookie } })).status).toBe(401);
    }
    // The same database behind an HTTPS origin: a cookie made on http://localhost is not its session,
    // under either name (a __Host- site never reads the plain name, which a subdomain could set).
    const https = ownerApp({ ownerOrigin: 'https://owner.example' });
    try {
      const copy = ownerBrowser(https.app, 'https://owner.example');
      await copy.enrol(await https.invite(), softAuthenticator(copy.origin));
      const httpsToken = copy.cookie?.split('=')[1] ?? '';
      expect((await https.app.request('https://owner.example/owner/api/session', { headers: { Cookie: `folio-owner=${httpsToken}` } })).status).toBe(401);
      expect((await https.app.request('https://owner.example/owner/api/session', { headers: { Cookie: `__Host-folio-owner=${httpsToken}` } })).status).toBe(200);
    } finally {
      await https.close();
    }
    await service.store.sql.run("UPDATE owner_sessions SET origin = 'https://elsewhere.example'");
    expect((await owner.call(OWNER_PATHS.session)).status).toBe(401);
  });

  it('a cross-site request (wrong or missing Origin) is refused with 403 and changes nothing', async () => {
    const before = await state();
    const attempts: [string, string][] = [
      ['POST', OWNER_PATHS.signOut],
      ['POST', OWNER_PATHS.signOutEverywhere],
      ['PATCH', OWNER_PATHS.passkey(laptop.id)],
      ['DELETE', OWNER_PATHS.passkey(laptop.id)],
      ['POST', OWNER_PATHS.passkeyOptions],
      ['POST', OWNER_PATHS.signInOptions],
      ['POST', OWNER_PATHS.inviteOptions],
    ];
    for (const [method, path] of attempts) {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const headers: Record<string, string> = { Cookie: owner.cookie ?? '', 'Content-Type': 'application/json' };
        if (origin) headers.Origin = origin;
        const res = await service.app.request(path, { method, headers, body: JSON.stringify({ name: 'pwned', token: 'x' }) });
        expect(res.status, `${method} ${path} from ${origin ?? 'no Origin'}`).toBe(403);
        expect(await errorOf(res)).toBe(AUTH_ERRORS.crossSite);
      }
    }
    expect(await state()).toEqual(before);
    expect((await owner.call(OWNER_PATHS.session)).status).toBe(200);
  });

  it('every owner API call without a session answers 401, unknown paths too', async () => {
    const stranger = ownerBrowser(service.app);
    const before = await state();
    const calls: [string, string][] = [
      ['GET', OWNER_PATHS.session],
      ['POST', OWNER_PATHS.signOut],
      ['POST', OWNER_PATHS.signOutEverywhere],
      ['GET', OWNER_PATHS.passkeys],
      ['POST', OWNER_PATHS.passkeyOptions],
      ['POST', OWNER_PATHS.passkeyVerify],
      ['PATCH', OWNER_PATHS.passkey(laptop.id)],
      ['DELETE', OWNER_PATHS.passkey(laptop.id)],
      ['GET', OWNER_PATHS.events],
      ['GET', OWNER_PATHS.messages],
      ['GET', OWNER_PATHS.message(1)],
      ['DELETE', OWNER_PATHS.message(1)],
      ['POST', OWNER_PATHS.release(1)],
      ['POST', OWNER_PATHS.markSpam(1)],
      ['POST', OWNER_PATHS.erase],
      ['GET', OWNER_PATHS.exportCsv],
      ['GET', OWNER_PATHS.insights],
      ['GET', OWNER_API],
      ['GET', `${OWNER_API}/no-such-thing`],
      ['PUT', `${OWNER_API}/passkeys`],
    ];
    for (const [method, path] of calls) {
      const res = await stranger.call(path, { method, ...(method === 'GET' ? {} : { body: { name: 'x', email: 'a@b.c' } }) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await errorOf(res)).toBe(AUTH_ERRORS.signedOut);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(await state()).toEqual(before);
    // Signed in, a path no route takes is 404, not the site.
    expect((await owner.call(`${OWNER_API}/no-such-thing`)).status).toBe(404);
  });

});
