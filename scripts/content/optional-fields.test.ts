import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../contract/content-schema';
import { site } from '../../fixtures/other-owner/site';

/** The content check on what a real résumé may lack, and on the intro and badge agreeing (issue 41). */
describe('site.ts, checked', () => {
  it('stops the build at owner.intro when the two disagree', () => {
    const result = siteSchema.safeParse({ ...site, owner: { ...site.owner, intro: 'Over 6 years of experience.', yearsOfExperience: 7 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['owner.intro']);
  });

  it('takes a content without phone, city, siteUrl, projects, years or skill descriptions', () => {
    const owner = { ...site.owner, phone: undefined, city: undefined, yearsOfExperience: undefined, intro: 'Platform engineer who keeps data pipelines quiet.' };
    const skills = site.skills.map((skill) => ({ ...skill, percentage: undefined, description: undefined }));
    const result = siteSchema.safeParse({ ...site, siteUrl: undefined, projects: undefined, owner, skills });
    expect(result.error?.issues).toBeUndefined();
  });

  it('takes an owner with no photo and projects with no picture', () => {
    const owner = { ...site.owner, avatar: undefined };
    const projects = site.projects?.map((project) => ({ ...project, image: undefined }));
    const result = siteSchema.safeParse({ ...site, owner, projects });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.owner.avatar).toBeUndefined();
  });
});
