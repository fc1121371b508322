import type { StaticSite } from '../../site/static-site';
import type { FetchCounter } from './beacon-route';

/**
 * The site as it is served, with each GET of a language's `resume.json` counted (a job board or a
 * tool reading the CV as data runs no script, so no beacon tells of it). The count is not awaited:
 * the file leaves at once, and a path that is not resume.json costs one string comparison.
 */
export function countResumeFetches(site: StaticSite, counter: FetchCounter): StaticSite {
  return {
    serve(request) {
      const response = site.serve(request);
      if (request.method === 'GET' && (response.status === 200 || response.status === 304) && new URL(request.url).pathname.endsWith('/resume.json')) {
        void counter.count(request, 'resume-json');
      }
      return response;
    },
  };
}
