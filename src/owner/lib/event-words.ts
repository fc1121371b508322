import type { SecurityEventKind } from '../../../contract/owner-api';

/** Each recorded event as the activity list says it. */
export const EVENT_WORDS: Record<SecurityEventKind, string> = {
  'invite-created': 'Invite link created',
  'invite-used': 'Invite link used',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'passkey-added': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'signed-out': 'Signed out',
  'signed-out-everywhere': 'Signed out everywhere',
};

/** The events that deserve a second look, marked in the list (with a word, not only a colour). */
export const isWarning = (kind: SecurityEventKind) => kind === 'sign-in-failed' || kind === 'passkey-removed' || kind === 'signed-out-everywhere';
