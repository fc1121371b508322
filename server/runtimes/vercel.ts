import { fetchHandler } from './functions';

/**
 * Vercel Functions (Node.js runtime, Web handlers), bundled by `npm run build:functions -- vercel`
 * into `api/v1.mjs`, so the function answers at /api/v1, the path the page posts to, and
 * re-exported from `api/v1/challenge.mjs` for the proof of work's challenges. A GET of /api/v1
 * answers 405 as on every other host.
 */
const handler = (request: Request): Promise<Response> => fetchHandler(request);
export { handler as GET, handler as OPTIONS, handler as POST };
