import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import * as z from 'zod';
import type { SqlRunner } from '../../stores/sql-runner';
import { CEREMONY_TIMEOUT_MS, OWNER_USER_NAME, RP_NAME } from './auth-limits';
import { base64url, fromBase64url } from './auth-tokens';
import { keepChallenge, takeChallenge, type ChallengePurpose } from './ceremony-store';
import type { OwnerSite } from './owner-origin';
import { findPasskey, type StoredPasskey } from './passkey-store';

/**
 * The two WebAuthn ceremonies through SimpleWebAuthn, with folio's choices: discoverable
 * credentials (so signing in needs no user name), user verification required (the device's unlock:
 * a passkey is then something the owner has and is or knows, not a key anyone holding the device
 * can touch; issue 40), no attestation (which authenticator it is does not matter here), each
 * challenge kept in the database and taken once, and no ceremony run in a frame of another site.
 */

/** There is one user, the owner; a fixed handle so a second passkey on the same device replaces the first rather than piling up. */
const OWNER_USER_ID = new TextEncoder().encode('folio-owner');
/** ES256, EdDSA, RS256: what phones, laptops and security keys make. */
const ALGORITHMS = [-7, -8, -257];

const credential = { id: z.string().min(1).max(1024), rawId: z.string().min(1).max(1024), type: z.literal('public-key') };
/** The shape of the browser's answer, checked before SimpleWebAuthn reads it. */
export const registrationResponse = z.looseObject({
  ...credential,
  response: z.looseObject({ clientDataJSON: z.string(), attestationObject: z.string() }),
}) as unknown as z.ZodType<RegistrationResponseJSON>;
export const authenticationResponse = z.looseObject({
  ...credential,
  response: z.looseObject({ clientDataJSON: z.string(), authenticatorData: z.string(), signature: z.string() }),
}) as unknown as z.ZodType<AuthenticationResponseJSON>;

/**
 * Whether the browser says the ceremony ran in a frame of another origin. SimpleWebAuthn checks
 * the top origin only when asked for one and lets `crossOrigin: true` through; a page of another
 * site framing the owner's would get assertions for it, so they are refused (issue 40).
 */
function framed(clientDataJSON: string): boolean {
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64url(clientDataJSON))) as { crossOrigin?: unknown };
    return data.crossOrigin !== undefined && data.crossOrigin !== false;
  } catch {
    return true;
  }
}

export async function registrationOptions(
  sql: SqlRunner,
  site: OwnerSite,
  enrolled: readonly StoredPasskey[],
  purpose: ChallengePurpose,
  client: string,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: site.rpId,
    userName: OWNER_USER_NAME,
    userDisplayName: 'The owner',
    userID: OWNER_USER_ID,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: enrolled.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await keepChallenge(sql, options.challenge, purpose, client, now);
  return options;
}

/** The new passkey, or undefined for anything that does not verify or is enrolled already (the challenge is spent either way). */
export async function verifyRegistration(
  sql: SqlRunner,
  site: OwnerSite,
  response: RegistrationResponseJSON,
  purpose: ChallengePurpose,
  now: number,
): Promise<Pick<StoredPasskey, 'id' | 'publicKey' | 'counter' | 'transports'> | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(sql, challenge, purpose, now),
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    // After the check, which spent the challenge: a framed ceremony cannot be tried again either.
    if (!result.verified || framed(response.response.clientDataJSON)) return undefined;
    const { credential: made } = result.registrationInfo;
    // One enrolled already (the browser should have excluded it): refused, not stored twice.
    if (await findPasskey(sql, made.id)) return undefined;
    return { id: made.id, publicKey: base64url(made.publicKey), counter: made.counter, transports: (response.response.transports ?? []).filter((t) => /^[a-z-]{1,20}$/u.test(t)) };
  } catch {
    return undefined;
  }
}

export async function authenticationOptions(sql: SqlRunner, site: OwnerSite, client: string, now: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: site.rpId, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
  await keepChallenge(sql, options.challenge, 'sign-in', client, now);
  return options;
}

/** The authenticator's new counter when the assertion is the passkey's, signed over a live sign-in challenge; else undefined. */
export async function verifyAuthentication(
  sql: SqlRunner,
  site: OwnerSite,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  now: number,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(sql, challenge, 'sign-in', now),
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      credential: { id: passkey.id, publicKey: fromBase64url(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: true,
    });
    return result.verified && !framed(response.response.clientDataJSON) ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
