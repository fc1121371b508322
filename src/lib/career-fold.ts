import type { Experience } from '../../contract/content-schema';

/** Roles shown in full before the rest fold to a line each, however recent. */
export const ROLES_IN_FULL = 6;
/** Years back from the latest role's end beyond which a role folds to a line. */
export const YEARS_IN_FULL = 10;

/**
 * Whether a role reads in full or as one line (title, organisation, years) that opens: the
 * latest ROLES_IN_FULL, and of those only the ones that ended within YEARS_IN_FULL of the most
 * recent end (or now, for a current role). The first role, and every current one, always in full.
 */
export function foldsRole(jobs: readonly Experience[], index: number, today: string): boolean {
  // The first role, and any the owner still holds, are the career's present: never folded.
  if (index === 0 || jobs[index]?.end === undefined) return false;
  if (index >= ROLES_IN_FULL) return true;
  const latest = jobs.reduce((max, job) => {
    const end = job.end ?? today;
    return end > max ? end : max;
  }, '0000-00');
  const job = jobs[index];
  if (job === undefined) return false;
  const end = job.end ?? today;
  const yearsBefore = Number(latest.slice(0, 4)) - Number(end.slice(0, 4)) + (Number(latest.slice(5, 7)) - Number(end.slice(5, 7))) / 12;
  return yearsBefore > YEARS_IN_FULL;
}
