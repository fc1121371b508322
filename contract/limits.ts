/**
 * Limits the site and the service agree on, free of zod so the page can use them without
 * loading the schema. 254 is the longest address SMTP can carry (RFC 5321). What the request body
 * may hold is in body-limits.ts: the page's first script needs only these.
 */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;
/**
 * Hidden form field that people never see and bots fill in. Sent only when it is not empty,
 * so a real visitor's body stays exactly `{ email, message }` and its proofs.
 */
export const HONEYPOT_FIELD = 'website';
