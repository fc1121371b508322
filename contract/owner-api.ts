import type { AssistantToken, MessageChannel } from './assistants';
/**
 * What the owner's page (`/owner/`, src/owner/) and the service (server/owner/) agree on: every
 * path under `/owner/api`, what each takes and answers. JSON both ways; every answer has
 * `Cache-Control: no-store`. Every path but the sign-in ones answers 401 `{ error }` without a
 * session; every POST, PATCH and DELETE is refused (403) unless its `Origin` is the service's own.
 * An error is always `{ error: string }`, a sentence the page shows as it is.
 */

/** Where the owner's page is, on the service's origin beside /api/. */
export const OWNER_PAGE_PATH = '/owner/';
export const OWNER_API = '/owner/api';

/** The invite link carries its token in the fragment, so it is never in a server's or proxy's log: `/owner/#invite=TOKEN`. */
export const INVITE_FRAGMENT = 'invite';

export const OWNER_PATHS = {
  /** GET: 200 `SessionInfo`, or 401. */
  session: `${OWNER_API}/session`,
  /** POST `{ token }`: 200 WebAuthn registration options (SimpleWebAuthn's `PublicKeyCredentialCreationOptionsJSON`); 400 with the same text whether the invite never existed, was used or expired. */
  inviteOptions: `${OWNER_API}/invite/options`,
  /** POST `{ token, name, response }` (`RegistrationResponseJSON`): 200 `SessionInfo` and the session cookie; the invite is spent. */
  inviteVerify: `${OWNER_API}/invite/verify`,
  /** POST `{}`: 200 authentication options (`PublicKeyCredentialRequestOptionsJSON`). */
  signInOptions: `${OWNER_API}/sign-in/options`,
  /** POST `{ response }` (`AuthenticationResponseJSON`): 200 `SessionInfo` and a new session cookie; 401 on any failure; 429 past the failed-attempt limit. */
  signInVerify: `${OWNER_API}/sign-in/verify`,
  /** POST: 204, the session ended and its cookie cleared. */
  signOut: `${OWNER_API}/sign-out`,
  /** POST: 200 `EndedEverywhere`: every session ended (this one too) and every token made on this page revoked. */
  signOutEverywhere: `${OWNER_API}/sign-out-everywhere`,
  /** GET: 200 `{ passkeys: Passkey[] }`. */
  passkeys: `${OWNER_API}/passkeys`,
  /**
   * POST `{ response }`, an assertion (`AuthenticationResponseJSON`) by a passkey enrolled already
   * over a challenge from `signInOptions`: 200 registration options for one more passkey (the ones
   * enrolled are excluded); 403 without it (a session alone never adds a passkey; decision 043).
   */
  passkeyOptions: `${OWNER_API}/passkeys/options`,
  /** POST `{ name, response }`: 201 `Passkey`. */
  passkeyVerify: `${OWNER_API}/passkeys/verify`,
  /**
   * PATCH `{ name }`: 200 `Passkey`. DELETE `{ response }`, an assertion as for `passkeyOptions`:
   * 200 `EndedEverywhere` (the passkey gone, every session ended, this one too, and every token
   * made on this page revoked); 403 without it; 409 when it is the last one.
   */
  passkey: (id: string) => `${OWNER_API}/passkeys/${encodeURIComponent(id)}`,
  /** GET `?limit=`: 200 `{ events: SecurityEvent[] }`, newest first. */
  events: `${OWNER_API}/events`,
  /** GET `?state=&q=&before=&limit=`: 200 `MessageList`. */
  messages: `${OWNER_API}/messages`,
  /** GET: 200 `InboxMessage`, changing nothing (the page marks it read with `markRead`). DELETE: 204. */
  message: (id: number) => `${OWNER_API}/messages/${id}`,
  /** POST: 200 `InboxMessage`, notified after all on the channels configured (the reason it was held stays shown). */
  release: (id: number) => `${OWNER_API}/messages/${id}/release`,
  /** POST: 200 `InboxMessage`, now spam ("marked by the owner"), never notified. */
  markSpam: (id: number) => `${OWNER_API}/messages/${id}/spam`,
  /** POST `{ read: boolean }`: 200 `InboxMessage`. */
  markRead: (id: number) => `${OWNER_API}/messages/${id}/read`,
  /** POST `{ email }`: 200 `{ deleted: number }`, every message of that address gone. */
  erase: `${OWNER_API}/erase`,
  /** GET `?state=&q=`: every matching message as CSV or JSON, as `npm run messages -- --csv / --json` writes them, as a download. */
  exportCsv: `${OWNER_API}/export.csv`,
  exportJson: `${OWNER_API}/export.json`,
  /** GET `?days=30`: 200 `Insights`. */
  insights: `${OWNER_API}/insights`,
  /**
   * GET: 200 `{ tokens: AssistantToken[] }`. POST `{ name, scope, days, response }`, with an
   * assertion as for `passkeyOptions`: 201 `NewAssistantToken`, the token shown this once (issue
   * 45); 403 without it (a session alone never mints a token; decision 057).
   */
  assistantTokens: `${OWNER_API}/assistant-tokens`,
  /** DELETE: 204, the token revoked; 404 when there is no such live token. */
  assistantToken: (id: number) => `${OWNER_API}/assistant-tokens/${id}`,
} as const;

export type SessionInfo = { signedIn: true; passkeys: number; expiresAt: string };

/** What signing out everywhere (or removing a passkey) ended, and the tokens that still work: those made with `npm run owner`. */
export type EndedEverywhere = { sessionsEnded: number; tokensRevoked: number; tokensLeft: AssistantToken[] };

export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null; current: boolean };

export type SecurityEventKind =
  | 'invite-created'
  | 'invite-used'
  | 'sign-in'
  | 'sign-in-failed'
  | 'assistant-token-refused'
  | 'passkey-added'
  | 'passkey-renamed'
  | 'passkey-removed'
  | 'signed-out'
  | 'signed-out-everywhere'
  | 'assistant-token-created'
  | 'assistant-token-revoked'
  | 'assistant-used';

/** `client` is the address the request came from (as the rate limit reads it), `detail` a passkey's name or a failure's reason. */
export type SecurityEvent = { at: string; kind: SecurityEventKind; detail: string | null; client: string | null };

/** A filter of the list. `held` lists held messages, `unread` those not opened yet (spam excluded). */
export const MESSAGE_STATES = ['all', 'unread', 'held', 'spam', 'delivered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * `status` as `npm run messages` says it: delivered, pending (still in the outbox), not notified
 * (no channel when it came), held (past NOTIFY_MAX_PER_HOUR), spam. `heldReason` is why it was held
 * or filed as spam, in words, for the release button's side.
 */
export type InboxMessage = {
  id: number;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  status: 'delivered' | 'pending' | 'not notified' | 'held' | 'spam';
  spamReason: string | null;
  heldReason: string | null;
  /** How it came: the page's form, or an assistant through the MCP endpoint (issue 45). */
  via: MessageChannel;
};

/**
 * One page, newest first; in `all`, held messages come first (a real message held by a flood must
 * not sink under it). `next` is the cursor for `before=` (null on the last page). `counts` are the
 * whole store's, not the search's.
 */
export type MessageList = { messages: InboxMessage[]; next: string | null; counts: Record<MessageState, number> };

/** One row of a chart: a day (`YYYY-MM-DD`) or a key (a page's path, a referrer's host, a language). */
export type CountRow = { key: string; count: number };

/** Counted per day, never per visit: see server/owner/insights/. */
export type Insights = {
  days: { day: string; views: number; visitors: number }[];
  pages: CountRow[];
  referrers: CountRow[];
  languages: CountRow[];
  /** cv, resume-json, project-link, social-link, form-started, form-sent: totals over the range. */
  actions: CountRow[];
  /**
   * Beacons not counted, by why: rate (one address past its rate), origin (sent from another
   * site's page), visitors (one address's or the day's visitors in full), keys (a new page,
   * language or referrer past what one address may add). Every reason, a zero too.
   */
  refused: CountRow[];
};

/** `Server-Timing` of every page folio's service serves: the page's beacon reports only where a service is there to count. */
export const SERVED_BY_FOLIO = 'folio';

/** What the page sends with `navigator.sendBeacon` (text/plain JSON, so no preflight). */
export const BEACON_PATH = '/api/v1/hit';
export type Beacon = {
  /** `view` on load; an action when the visitor does it. */
  kind: 'view' | 'cv' | 'project-link' | 'social-link' | 'form-started' | 'form-sent';
  /** The page's path without its origin (`/`, `/de/`, `/posts/some-post/`). */
  path: string;
  lang: string;
  /** `document.referrer`; only its host is kept, and only when it is another site's. */
  referrer?: string;
};
