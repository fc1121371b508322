/**
 * What the contact form fires on the document once a message has gone (use-contact-form.ts), for
 * the insights' beacon (beacon.ts) to count. A name and nothing else, so the form's code does not
 * pull the beacon into the page's first script.
 */
export const FORM_SENT_EVENT = 'folio-form-sent';
