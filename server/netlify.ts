import { fetchHandler } from './functions';

/**
 * Netlify Functions: re-export from `netlify/functions/messages.ts`:
 *   export { default, config } from '../../server/netlify';
 * Netlify's context gives the visitor's address and `waitUntil`, so the notification leaves
 * right after the answer.
 */
type NetlifyContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void };

export default (request: Request, context: NetlifyContext): Promise<Response> => fetchHandler(request, context);
export const config = { path: ['/api/v1', '/api/*'] };
