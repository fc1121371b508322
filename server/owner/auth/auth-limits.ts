/** The owner's sign-in: every lifetime and limit in one place (decision 030 says why these). */

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and this long after its sign-in, however active: a stolen cookie is good for a week at most. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often, so reading the inbox is not a write per request. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** An invite link from `npm run owner -- invite` is good for this long, and once. */
export const INVITE_TTL_MS = 15 * 60 * 1000;
/** A WebAuthn challenge is good for this long (the browser's own timeout is shorter) and once. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Live challenges one address keeps at most (the newest): asking for options needs no session, so
 * without this a flood of requests would fill the table for the challenges' 5 minutes.
 */
export const CHALLENGES_PER_CLIENT = 10;
/** What the browser is told it has to finish a ceremony. */
export const CEREMONY_TIMEOUT_MS = 120 * 1000;

/**
 * Failed attempts per address and door in the window (from its first failure), after which it gets
 * 429 until the window passes. Each door counts apart (security-log.ts): wrong assistant tokens,
 * which any web page can make a browser send, never hold back the owner's passkey sign-in.
 */
export const FAILED_ATTEMPTS_MAX = 10;
export const FAILED_ATTEMPTS_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures listed one by one in the sign-in activity per door and window, across every address:
 * each address's first and the one that locks it out. Past this, they are counted, and the owner
 * reads the window's total in one event; so tries from rotating addresses add a bounded number of rows.
 */
export const FAILURES_LISTED_PER_WINDOW = 20;

/** A passkey's name, as the owner types it. */
export const PASSKEY_NAME_MAX = 60;
/** Events the page asks for at once, by default and at most. */
export const EVENTS_DEFAULT = 50;
export const EVENTS_MAX = 500;
/** Security events are kept this long… */
export const EVENTS_KEEP_MS = 365 * 24 * 60 * 60 * 1000;
/** …but failed attempts, which strangers write, only this long. */
export const FAILURE_EVENTS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** The largest JSON body a sign-in route reads (a registration response with attestation is a few kB). */
export const AUTH_BODY_MAX_BYTES = 64 * 1024;

/** The relying party's name the authenticator shows, and the one user it knows. */
export const RP_NAME = 'folio';
export const OWNER_USER_NAME = 'owner';
