import { BODY_MAX_BYTES } from '../../contract/body-limits';

/*
 * The API's answer texts and headers: api.ts answers with them, and so do the runtimes and the Node
 * listener when a request fails before it reaches the app. Here, below both, so the plumbing never
 * imports the routes.
 */

/** Answer texts; the 400 wording matches what the site shows next to each field. */
export const API_ERRORS = {
  invalid: 'Please correct the highlighted fields.',
  malformed: 'The request body is not valid JSON.',
  tooLarge: `The request body is larger than ${BODY_MAX_BYTES / 1024} KiB.`,
  contentType: 'Send the message as JSON, with Content-Type: application/json.',
  method: 'Use POST to send a message.',
  getOnly: 'Use GET to ask for a challenge.',
  notFound: 'There is nothing at this address.',
  unreadable: 'The request could not be read as HTTP with a valid URL.',
  failed: 'The message could not be saved. Please try again in a moment.',
  tooMany: (seconds: number) => `Too many messages. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

/** On every API answer: never cached, never sniffed as anything but the JSON it is. */
export const API_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;
