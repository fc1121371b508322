import type { Context } from 'hono';
import type { StaticSite } from '../../site/static-site';
import type { FetchCounter } from './beacon-route';

/**
 * The site as it is served, with each GET of a language's `resume.json` counted (a job board or a
 * tool reading the CV as data runs no script, so no beacon tells of it). The count is not awaited:
 * the file leaves at once, and a path that is not resume.json costs one string comparison. It
 * takes the request's context, where the runtime tells the address the beacon's rate is counted by.
 */
export function countCvFetches(site: StaticSite, counter: FetchCounter): { serve(c: Context): Promise<Response> } {
  return {
    async serve(c) {
      const request = c.req.raw;
      const response = await site.serve(request);
      if (request.method === 'GET' && (response.status === 200 || response.status === 304) && new URL(request.url).pathname.endsWith('/resume.json')) {
        void counter.count(c, 'resume-json');
      }
      return response;
    },
  };
}
