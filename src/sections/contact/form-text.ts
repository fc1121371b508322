/** What the visitor reads after sending: the spec's exact texts. */
export const RESULT_TEXT = {
  success: 'Form submitted successfully!',
  failure: 'Failed to submit form',
  error: 'An error occurred while submitting the form',
} as const;
