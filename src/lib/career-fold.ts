import type { Experience } from '../../contract/content-schema';

/** Roles shown in full before the rest fold to a line each, however recent. */
export const ROLES_IN_FULL = 6;
/** Years back from the latest role's end beyond which a role folds to a line. */
export const YEARS_IN_FULL = 10;

/** A month "2021-03" as a count of months, to measure between two. */
const months = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/**
 * For each role, whether it reads in full or as one line (title, organisation, years) that opens:
 * the latest ROLES_IN_FULL, and of those only the ones that ended within YEARS_IN_FULL of the most
 * recent end (`today`, for a current role). The first role, and every current one, always in full.
 */
export function foldedRoles(jobs: readonly Experience[], today: string): boolean[] {
  const latest = Math.max(...jobs.map((job) => months(job.end ?? today)));
  return jobs.map((job, index) => {
    if (index === 0 || job.end === undefined) return false;
    return index >= ROLES_IN_FULL || latest - months(job.end) > YEARS_IN_FULL * 12;
  });
}
