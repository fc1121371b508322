import { fetchHandler } from './functions';

/**
 * Vercel Functions (Node.js runtime, Web handlers), bundled by `npm run build:functions -- vercel`
 * into `api/v1.mjs`, so the function answers at /api/v1, the path the page posts to, and
 * re-exported from `api/v1/challenge.mjs` for the proof of work's challenges. A GET of /api/v1
 * answers 405 as on every other host. The owner's API (/owner/api/*, through a rewrite) also
 * takes PATCH and DELETE, and the owner's page HEAD.
 */
const handler = (request: Request): Promise<Response> => fetchHandler(request);
export { handler as DELETE, handler as GET, handler as HEAD, handler as OPTIONS, handler as PATCH, handler as POST };
