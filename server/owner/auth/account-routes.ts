import type { Hono } from 'hono';
import * as z from 'zod';
import { OWNER_API, OWNER_PATHS, type SessionInfo } from '../../../contract/owner-api';
import { AUTH_ERRORS, clientOf, error, jsonBody, type AuthDeps } from './auth-context';
import { EVENTS_DEFAULT, EVENTS_MAX } from './auth-limits';
import { clearedCookie } from './owner-origin';
import { asPasskey, countPasskeys, findPasskey, insertPasskey, listPasskeys, removePasskey, renamePasskey } from './passkey-store';
import { eventStatement, readEvents, recordEvent } from './security-log';
import { endEverywhere, endedDetail } from './end-everywhere';
import { endSession } from './session-store';
import { passkeyName } from './sign-in-routes';
import { refusedStepUp } from './step-up';
import { authenticationResponse, registrationOptions, registrationResponse, verifyRegistration } from './webauthn';

/** A body that carries the owner's confirmation: an assertion by a passkey enrolled already (step-up.ts). */
export const confirmed = z.object({ response: authenticationResponse });

/** What a signed-in owner does with their session and passkeys; every route here sits behind the guard. */
export function mountAccount(app: Hono, deps: AuthDeps): void {
  const { sql, now } = deps;

  app.get(OWNER_PATHS.session, async (c) => {
    const session = c.get('ownerSession');
    const info: SessionInfo = { signedIn: true, passkeys: await countPasskeys(sql), expiresAt: new Date(session.expiresAt).toISOString() };
    return c.json(info, 200);
  });

  app.post(OWNER_PATHS.signOut, async (c) => {
    await endSession(sql, c.get('ownerSession').hash);
    await recordEvent(sql, 'signed-out', null, clientOf(c, deps), now());
    c.header('Set-Cookie', clearedCookie(c.get('ownerSite')));
    return c.body(null, 204);
  });

  // The owner's way out when a cookie may be stolen, so it asks for no passkey: it only takes access away.
  app.post(OWNER_PATHS.signOutEverywhere, async (c) => {
    const ended = await endEverywhere(sql, now());
    await recordEvent(sql, 'signed-out-everywhere', endedDetail(ended), clientOf(c, deps), now());
    c.header('Set-Cookie', clearedCookie(c.get('ownerSite')));
    return c.json(ended, 200);
  });

  app.get(OWNER_PATHS.passkeys, async (c) => {
    const current = c.get('ownerSession').passkeyId;
    return c.json({ passkeys: (await listPasskeys(sql)).map((passkey) => asPasskey(passkey, current)) }, 200);
  });

  // A session adds a passkey only with a challenge it asked for itself, after the owner confirmed (step-up.ts).
  const purpose = (hash: string) => `passkey:${hash}` as const;

  app.post(OWNER_PATHS.passkeyOptions, async (c) => {
    const body = await jsonBody(c, deps, confirmed);
    const refused = await refusedStepUp(c, deps, body?.response, { doing: 'adding a passkey', refusal: AUTH_ERRORS.stepUp });
    if (refused) return refused;
    return c.json(await registrationOptions(sql, c.get('ownerSite'), await listPasskeys(sql), purpose(c.get('ownerSession').hash), clientOf(c, deps), now()), 200);
  });

  app.post(OWNER_PATHS.passkeyVerify, async (c) => {
    const body = await jsonBody(c, deps, z.object({ name: passkeyName, response: registrationResponse }));
    if (!body) return error(c, 400, AUTH_ERRORS.body);
    const session = c.get('ownerSession');
    const made = await verifyRegistration(sql, c.get('ownerSite'), body.response, purpose(session.hash), now());
    if (!made) return error(c, 400, AUTH_ERRORS.passkey);
    const at = now();
    const createdAt = new Date(at).toISOString();
    await sql.batch([insertPasskey({ ...made, name: body.name, createdAt }), eventStatement('passkey-added', body.name, clientOf(c, deps), at)]);
    return c.json(asPasskey({ ...made, name: body.name, createdAt, lastUsedAt: null }, session.passkeyId), 201);
  });

  const passkeyPath = `${OWNER_API}/passkeys/:id`;

  app.patch(passkeyPath, async (c) => {
    const id = c.req.param('id');
    const body = await jsonBody(c, deps, z.object({ name: passkeyName }));
    if (!body) return error(c, 400, AUTH_ERRORS.body);
    const before = await findPasskey(sql, id);
    if (!before || !(await renamePasskey(sql, id, body.name))) return error(c, 404, AUTH_ERRORS.notFound);
    await recordEvent(sql, 'passkey-renamed', `${before.name} → ${body.name}`, clientOf(c, deps), now());
    return c.json(asPasskey({ ...before, name: body.name }, c.get('ownerSession').passkeyId), 200);
  });

  // Removing a passkey is a change to who may act for the owner: confirmed with a passkey, and the
  // end of every session and of the page's tokens, which whoever held that device could have made.
  app.delete(passkeyPath, async (c) => {
    const id = c.req.param('id');
    const passkey = await findPasskey(sql, id);
    if (!passkey) return error(c, 404, AUTH_ERRORS.notFound);
    const body = await jsonBody(c, deps, confirmed);
    const refused = await refusedStepUp(c, deps, body?.response, { doing: 'removing a passkey', refusal: AUTH_ERRORS.stepUpRemove });
    if (refused) return refused;
    if (!(await removePasskey(sql, id, true))) return error(c, 409, AUTH_ERRORS.lastPasskey);
    const ended = await endEverywhere(sql, now());
    await sql.batch([eventStatement('passkey-removed', passkey.name, clientOf(c, deps), now()), eventStatement('signed-out-everywhere', endedDetail(ended), clientOf(c, deps), now())]);
    c.header('Set-Cookie', clearedCookie(c.get('ownerSite')));
    return c.json(ended, 200);
  });

  app.get(OWNER_PATHS.events, async (c) => {
    const asked = Number(c.req.query('limit') ?? EVENTS_DEFAULT);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, EVENTS_MAX) : EVENTS_DEFAULT;
    return c.json({ events: await readEvents(sql, limit) }, 200);
  });
}
