import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { OWNER_PATHS, type SessionInfo } from '../../../contract/owner-api';
import { AUTH_ERRORS, clientOf, error, jsonBody, ownerName, type AuthDeps } from './auth-context';
import { PASSKEY_NAME_MAX } from './auth-limits';
import { liveInvite, spendInvite } from './ceremony-store';
import { sessionCookie, sessionToken } from './owner-origin';
import { countPasskeys, findPasskey, insertPasskey, listPasskeys, passkeyUsed } from './passkey-store';
import { clearFailures, eventStatement, lockedFor, recordFailure } from './security-log';
import { newSession, replacedSessions, sessionEnd } from './session-store';
import { authenticationOptions, authenticationResponse, registrationOptions, registrationResponse, verifyAuthentication, verifyRegistration } from './webauthn';

/** A passkey's name: trimmed, no control characters, "Passkey" when left empty. */
export const passkeyName = ownerName(PASSKEY_NAME_MAX, 'Passkey');

const token = z.string().min(1).max(200);

/**
 * The routes that open a session: an invite's first passkey, and signing in with any passkey.
 * Each failure counts against the address (auth-limits.ts) and is recorded with its reason; an
 * invite's failure reads the same whatever was wrong with it.
 */
export function mountSignIn(app: Hono, deps: AuthDeps): void {
  const { sql, now } = deps;

  /** 429 when the address is past the limit; else undefined. */
  const limited = async (c: Context) => {
    const wait = await lockedFor(sql, 'sign-in', clientOf(c, deps), now());
    return wait > 0 ? error(c, 429, AUTH_ERRORS.tooMany(wait), { 'Retry-After': String(wait) }) : undefined;
  };

  /** Counts the failure (security-log.ts lists the first and the one that reaches the limit). */
  const failed = async (c: Context, status: 400 | 401, text: string, reason: string) => {
    await recordFailure(sql, 'sign-in', clientOf(c, deps), reason, now());
    return error(c, status, text);
  };

  /** Sets a new session's cookie and answers with it: a new token at every sign-in. */
  const signedIn = async (c: Context, session: { token: string }, at: number) => {
    const site = c.get('ownerSite');
    c.header('Set-Cookie', sessionCookie(site, session.token));
    const info: SessionInfo = { signedIn: true, passkeys: await countPasskeys(sql), expiresAt: new Date(sessionEnd(at, at)).toISOString() };
    return c.json(info, 200);
  };

  /** The session this browser's cookie held, ended by the sign-in that replaces it, and the expired ones. */
  const replaced = (c: Context, at: number) => replacedSessions(sessionToken(c, c.get('ownerSite')), at);

  app.post(OWNER_PATHS.inviteOptions, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await jsonBody(c, deps, z.object({ token }));
    const hash = body ? await liveInvite(sql, body.token, now()) : undefined;
    if (!hash) return failed(c, 400, AUTH_ERRORS.invite, 'invite not valid');
    return c.json(await registrationOptions(sql, c.get('ownerSite'), await listPasskeys(sql), `invite:${hash}`, clientOf(c, deps), now()), 200);
  });

  app.post(OWNER_PATHS.inviteVerify, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await jsonBody(c, deps, z.object({ token, name: passkeyName, response: registrationResponse }));
    const hash = body ? await liveInvite(sql, body.token, now()) : undefined;
    if (!body || !hash) return failed(c, 400, AUTH_ERRORS.invite, 'invite not valid');
    const made = await verifyRegistration(sql, c.get('ownerSite'), body.response, `invite:${hash}`, now());
    if (!made) return failed(c, 400, AUTH_ERRORS.passkey, 'invite: passkey not verified');
    // Spent by exactly one request, before anything is made from it.
    if (!(await spendInvite(sql, hash, now()))) return failed(c, 400, AUTH_ERRORS.invite, 'invite not valid');
    const at = now();
    const client = clientOf(c, deps);
    const session = await newSession(c.get('ownerSite').origin, made.id, at);
    await sql.batch([
      ...(await replaced(c, at)),
      insertPasskey({ ...made, name: body.name, createdAt: new Date(at).toISOString() }),
      session,
      eventStatement('invite-used', body.name, client, at),
      eventStatement('passkey-added', body.name, client, at),
      clearFailures(client),
    ]);
    return signedIn(c, session, at);
  });

  app.post(OWNER_PATHS.signInOptions, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    return c.json(await authenticationOptions(sql, c.get('ownerSite'), clientOf(c, deps), now()), 200);
  });

  app.post(OWNER_PATHS.signInVerify, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await jsonBody(c, deps, z.object({ response: authenticationResponse }));
    if (!body) return failed(c, 401, AUTH_ERRORS.signIn, 'malformed response');
    const passkey = await findPasskey(sql, body.response.id);
    if (!passkey) return failed(c, 401, AUTH_ERRORS.signIn, 'unknown passkey');
    const counter = await verifyAuthentication(sql, c.get('ownerSite'), body.response, passkey, now());
    if (counter === undefined) return failed(c, 401, AUTH_ERRORS.signIn, `passkey "${passkey.name}": assertion not verified`);
    const at = now();
    const client = clientOf(c, deps);
    const session = await newSession(c.get('ownerSite').origin, passkey.id, at);
    await sql.batch([...(await replaced(c, at)), passkeyUsed(passkey.id, counter, new Date(at).toISOString()), session, eventStatement('sign-in', passkey.name, client, at), clearFailures(client)]);
    return signedIn(c, session, at);
  });
}
