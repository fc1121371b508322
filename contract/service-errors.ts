import { errorTexts } from './message-errors';
import { DEFAULT_WORDS } from './words';

/**
 * The service's wording, which API clients other than the page read. Apart from message-errors.ts,
 * so the page's script, which words problems its own way, never carries folio's default words.
 */
export const ERRORS = errorTexts(DEFAULT_WORDS.form);
