import type { SecurityEventKind } from '../../../contract/owner-api';

// Each event as the activity list says it is a word of the page: contract/owner-words.ts (events).

/** The events that deserve a second look, marked in the list (with a word, not only a colour). */
export const isWarning = (kind: SecurityEventKind) => kind === 'sign-in-failed' || kind === 'assistant-token-refused' || kind === 'passkey-removed' || kind === 'signed-out-everywhere';
