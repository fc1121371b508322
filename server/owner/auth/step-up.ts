import type { Context } from 'hono';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { AUTH_ERRORS, clientOf, error, type AuthDeps } from './auth-context';
import { findPasskey, passkeyUsed } from './passkey-store';
import { lockedFor, recordFailure } from './security-log';
import { verifyAuthentication } from './webauthn';

/**
 * Every change to who may act for the owner asks for the owner again (decisions 043 and 057):
 * adding a passkey, removing one, making an assistant token. The request carries an assertion, over
 * a challenge from the sign-in's options, by a passkey enrolled already and with the device
 * unlocked. A session's cookie alone never does it, however fresh: a thief holding it could
 * otherwise enrol a key of their own or mint a year-long token, which "sign out everywhere" would
 * not take away.
 */
export type StepUp = {
  /** What the owner was doing, for the failure's reason in the sign-in activity ("adding a passkey"). */
  doing: string;
  /** The page's sentence when it was not confirmed. */
  refusal: string;
};

/** Undefined when the owner confirmed with `response`; else the answer (403, or 429 past the failed-attempt limit). */
export async function refusedStepUp(c: Context, deps: AuthDeps, response: AuthenticationResponseJSON | undefined, step: StepUp): Promise<Response | undefined> {
  const { sql, now } = deps;
  const client = clientOf(c, deps);
  const wait = await lockedFor(sql, 'sign-in', client, now());
  if (wait > 0) return error(c, 429, AUTH_ERRORS.tooMany(wait), { 'Retry-After': String(wait) });
  const passkey = response ? await findPasskey(sql, response.id) : undefined;
  const counter = response && passkey ? await verifyAuthentication(sql, c.get('ownerSite'), response, passkey, now()) : undefined;
  if (!passkey || counter === undefined) {
    await recordFailure(sql, 'sign-in', client, response ? `${step.doing}: not confirmed by an enrolled passkey` : `${step.doing}: no confirmation`, now());
    return error(c, 403, step.refusal);
  }
  // A confirmation is a use: an owner looking for signs of theft reads the passkey's last use.
  await sql.batch([passkeyUsed(passkey.id, counter, new Date(now()).toISOString())]);
  return undefined;
}
