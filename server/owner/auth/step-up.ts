import type { Context } from 'hono';
import * as z from 'zod';
import { AUTH_ERRORS, clientOf, error, jsonBody, type AuthDeps } from './auth-context';
import { counterSeen, findPasskey } from './passkey-store';
import { lockedFor, recordFailure } from './security-log';
import { authenticationResponse, verifyAuthentication } from './webauthn';

/**
 * Adding a passkey asks for the owner again (issue 40): the request for its options carries an
 * assertion, over a challenge from the sign-in's options, by a passkey enrolled already and with
 * the device unlocked. A session's cookie alone never adds one, however fresh: a thief holding it
 * could otherwise enrol a key of their own, which "sign out everywhere" would not take away.
 * Decision 043 says why every time rather than within minutes of a sign-in.
 */
const stepUpBody = z.object({ response: authenticationResponse });

/** Undefined when the owner confirmed; else the answer (403, or 429 past the failed-attempt limit). */
export async function refusedStepUp(c: Context, deps: AuthDeps): Promise<Response | undefined> {
  const { sql, now } = deps;
  const client = clientOf(c, deps);
  const wait = await lockedFor(sql, client, now());
  if (wait > 0) return error(c, 429, AUTH_ERRORS.tooMany(wait), { 'Retry-After': String(wait) });
  const body = await jsonBody(c, deps, stepUpBody);
  const passkey = body ? await findPasskey(sql, body.response.id) : undefined;
  const counter = body && passkey ? await verifyAuthentication(sql, c.get('ownerSite'), body.response, passkey, now()) : undefined;
  if (!passkey || counter === undefined) {
    await recordFailure(sql, client, body ? 'adding a passkey: not confirmed by an enrolled passkey' : 'adding a passkey: no confirmation', now());
    return error(c, 403, AUTH_ERRORS.stepUp);
  }
  await sql.batch([counterSeen(passkey.id, counter)]);
  return undefined;
}
