import type { AssistantToken } from '../../../contract/assistants';
import type { EndedEverywhere } from '../../../contract/owner-api';
import type { OwnerText } from '../words/owner-text';
import { mediumTime } from './format-time';

/** How a token is named where it is listed: its name, what it may do, and until when. */
export function tokenLabel(token: AssistantToken, { words, say, lang }: OwnerText): string {
  const w = words.assistants;
  return `${token.name} (${say(w.inSentence, { scope: token.scope === 'manage' ? w.manageBadge : w.readBadge, date: mediumTime(token.expiresAt, { locale: lang }) })})`;
}

/**
 * What the sign-in page says after every session ended (signing out everywhere, removing a
 * passkey): `first`, then the tokens that still work, each by name, scope and expiry, so the
 * owner knows what is left to revoke with `npm run owner`.
 */
export function endedNotice(first: string, ended: EndedEverywhere, text: OwnerText): string {
  if (ended.tokensLeft.length === 0) return first;
  const names = new Intl.ListFormat(text.lang, { type: 'conjunction' }).format(ended.tokensLeft.map((token) => tokenLabel(token, text)));
  return `${first} ${text.say(text.words.shell.tokensLeft, { count: ended.tokensLeft.length, names })}`;
}
