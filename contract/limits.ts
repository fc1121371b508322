import { PROOF_FIELD, PROOF_MAX_BYTES } from './proof-of-work';

/**
 * Limits the site and the service agree on, free of zod so the page can use them without
 * loading the schema. 254 is the longest address SMTP can carry (RFC 5321).
 */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;
/**
 * Largest request body the service reads (413 above it): 16 KiB for the message, and 1 KiB for its
 * proof of work. A full message of 2- or 3-byte characters (any script outside the emoji planes)
 * fits; 5,000 emoji, at 4 bytes each in UTF-8, do not.
 */
export const BODY_MAX_BYTES = 16 * 1024 + PROOF_MAX_BYTES;
/**
 * Hidden form field that people never see and bots fill in. Sent only when it is not empty,
 * so a real visitor's body stays exactly `{ email, message }`.
 */
export const HONEYPOT_FIELD = 'website';
/**
 * 5,000 characters can be 20 kB of UTF-8 (emoji are 4 bytes each), more than the body limit. The
 * message's JSON form gets whatever the body limit leaves after the longest address (4 bytes a
 * character, plus its quotes), the largest proof of work, and the JSON around the three fields. So every message the schema
 * accepts fits the body, and 5,000 characters of any script outside the emoji planes (Chinese,
 * Hindi, Arabic: at most 3 bytes each) are accepted.
 */
const JSON_FRAME_BYTES = `{"email":,"message":,"${PROOF_FIELD}":""}`.length;
export const MESSAGE_MAX_JSON_BYTES = BODY_MAX_BYTES - (EMAIL_MAX_LENGTH * 4 + 2) - PROOF_MAX_BYTES - JSON_FRAME_BYTES;
