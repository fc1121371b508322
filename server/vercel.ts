import { fetchHandler } from './functions';

/**
 * Vercel Functions (Node.js runtime, Web handlers): re-export from `api/v1.ts` at the project
 * root, so the function answers at /api/v1, the path the page posts to:
 *   export { GET, OPTIONS, POST } from '../server/vercel';
 * GET answers 405 as on every other host.
 */
const handler = (request: Request): Promise<Response> => fetchHandler(request);
export { handler as GET, handler as OPTIONS, handler as POST };
