import type { SiteContent } from '../../contract/content-schema';

/** The role the owner holds now: the first job with no end, as the content lists the latest first. */
export type CurrentRole = { role: string; company: string };

export function currentRole(experience: SiteContent['experience']): CurrentRole | undefined {
  const job = experience?.find((entry) => entry.end === undefined);
  return job === undefined ? undefined : { role: job.role, company: job.company };
}
