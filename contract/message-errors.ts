// No zod here: the page words these problems in its main chunk, and the schema loads on first use.
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { fill, type FormWords } from './words';

/** What can be wrong with a field: the service answers with these, and the page words each one. */
export const ERROR_CODES = ['emailRequired', 'emailInvalid', 'emailInvisible', 'emailTooLong', 'messageRequired', 'messageTooLong', 'messageTooLarge', 'notText'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Each problem worded for a visitor, in the page's words (English unless the owner's differ). */
export function errorTexts(words: FormWords, locale = 'en-US'): Record<ErrorCode, string> {
  return {
    emailRequired: words.emailRequired,
    emailInvalid: words.emailInvalid,
    emailInvisible: words.emailInvisible,
    emailTooLong: fill(words.emailTooLong, { max: EMAIL_MAX_LENGTH.toLocaleString(locale) }),
    messageRequired: words.messageRequired,
    messageTooLong: fill(words.messageTooLong, { max: MESSAGE_MAX_LENGTH.toLocaleString(locale) }),
    messageTooLarge: words.messageTooLarge,
    // Only a client other than the page can send a field that is not text.
    notText: 'Must be text.',
  };
}
