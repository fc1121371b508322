import type { SiteContent } from '../../contract/content-schema';

/** The role the owner holds now: the first job with no end, as the content lists the latest first. */
export type CurrentRole = { role: string; company: string };

export function currentRole(experience: SiteContent['experience']): CurrentRole | undefined {
  const job = experience?.find((entry) => entry.end === undefined);
  return job === undefined ? undefined : { role: job.role, company: job.company };
}

/**
 * The current role as the first screen says it beside the owner's title: the organisation alone
 * where the role repeats the title ("Staff Engineer" under "Staff Engineer"), so the role is said
 * once; the role too where it tells something the title does not.
 */
export function roleBesidesTitle(current: CurrentRole, jobTitle: string | undefined): string | undefined {
  const same = (a: string) => a.normalize('NFKC').toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (jobTitle === undefined) return current.role;
  const [role, title] = [same(current.role), same(jobTitle)];
  return title.includes(role) || role.includes(title) ? undefined : current.role;
}
