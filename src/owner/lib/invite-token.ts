import { INVITE_FRAGMENT } from '../../../contract/owner-api';

/** The invite's token from a fragment such as `#invite=abc` (null when the fragment is anything else). */
export function inviteTokenOf(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/u, ''));
  const token = params.get(INVITE_FRAGMENT);
  return token === null || token.trim() === '' ? null : token.trim();
}

/**
 * Takes the token out of the address bar and the history entry once it is spent (or refused), so it
 * is not left in the history or bookmarked. Not a navigation: the page stays as it is.
 */
export function forgetInviteToken(location: Location = window.location, history: History = window.history): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** What makes an invite on the machine that holds the messages: a command, the same in every language. */
export const INVITE_COMMAND = 'npm run owner -- invite';
