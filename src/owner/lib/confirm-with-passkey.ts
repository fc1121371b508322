import { startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { OWNER_PATHS } from '../../../contract/owner-api';
import { callApi } from './api-client';

type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * The owner's confirmation that the service asks for before any change to who may act for them
 * (adding or removing a passkey, making an assistant token): a passkey they have, unlocked, over a
 * fresh challenge. A session's cookie alone never makes such a change (server/owner/auth/step-up.ts).
 */
export async function confirmWithPasskey(): Promise<AuthenticationResponseJSON> {
  const challenge = await callApi<AuthenticationOptions>('POST', OWNER_PATHS.signInOptions, {});
  return startAuthentication({ optionsJSON: challenge });
}
