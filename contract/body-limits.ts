/**
 * What a message's request body may hold, for the schema, the sender and the service. Apart from
 * limits.ts because the page's first script needs none of it: a module that script imports is
 * bundled into it whole when the form's lazy chunk imports it too. For the same reason the proof of
 * work's and the captcha's fields are here and not in proof-of-work.ts and captcha.ts.
 */
import { EMAIL_MAX_LENGTH } from './limits';

/** The body field the proof of work's solution travels in: ALTCHA's own name for it. */
export const PROOF_FIELD = 'altcha';
/** More than a solution ever takes (about 400 bytes); the body limit keeps this much for it. */
export const PROOF_MAX_BYTES = 1024;
/** The body field a captcha widget's token travels in. */
export const CAPTCHA_FIELD = 'captcha';
/** More than either provider's token takes (Turnstile's are at most 2,048 characters). */
export const CAPTCHA_MAX_BYTES = 4096;

/**
 * Largest request body the service reads (413 above it): 16 KiB for the message, 1 KiB for its
 * proof of work and 4 KiB for a captcha's token. A full message of 2- or 3-byte characters (any
 * script outside the emoji planes) fits; 5,000 emoji, at 4 bytes each in UTF-8, do not.
 */
export const BODY_MAX_BYTES = 16 * 1024 + PROOF_MAX_BYTES + CAPTCHA_MAX_BYTES;

/**
 * 5,000 characters can be 20 kB of UTF-8 (emoji are 4 bytes each), more than the body limit. The
 * message's JSON form gets whatever the body limit leaves after the longest address (4 bytes a
 * character, plus its quotes), the largest proof of work and captcha token, and the JSON around
 * the four fields. So every message the schema accepts fits the body, and 5,000 characters of
 * any script outside the emoji planes (Chinese, Hindi, Arabic: at most 3 bytes each) are accepted.
 */
const JSON_FRAME_BYTES = `{"email":,"message":,"${PROOF_FIELD}":"","${CAPTCHA_FIELD}":""}`.length;
export const MESSAGE_MAX_JSON_BYTES = BODY_MAX_BYTES - (EMAIL_MAX_LENGTH * 4 + 2) - PROOF_MAX_BYTES - CAPTCHA_MAX_BYTES - JSON_FRAME_BYTES;
