/**
 * Where a build's contact form sends messages, from the VITE_API_HOST its stamp recorded
 * (src/lib/send-message.ts posts to `${host}/v1`, same-origin `/api` when none was given).
 * `npm start` names it at start-up, so a deploy build for an API elsewhere is never served
 * locally without the owner knowing its form does not reach this service.
 */

/** The service's own path for messages: what a build without VITE_API_HOST posts to. */
const OWN_API = '/api';

/** The origin the page must be allowed to connect to (CSP connect-src), when the API is on another one. */
export function apiOrigin(apiHost: string | null | undefined): string | undefined {
  return apiHost && /^https?:\/\//iu.test(apiHost) && URL.canParse(apiHost) ? new URL(apiHost).origin : undefined;
}

/** The one start-up line saying where the served page's form posts, and how to change it when that is not here. */
export function formTargetLine(apiHost: string | null): string {
  const host = (apiHost ?? OWN_API).replace(/\/+$/u, '');
  const endpoint = `${host}/v1`;
  if (host === OWN_API) return `folio: the page's form posts to ${endpoint} on this service`;
  return `folio: this build's form posts to ${endpoint}, not to this service: rebuild with VITE_API_HOST= (empty) npm run build to send messages here`;
}
