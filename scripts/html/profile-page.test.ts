import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { site as bare } from '../../fixtures/bare/site';
import { site as otherOwner } from '../../fixtures/other-owner/site';
import { safeJson } from './head-tags';
import { profilePageJsonLd } from './profile-page';

/** What Adobe's validator (Google's rich results' rules) finds in a page that carries `data`. */
async function issuesOf(data: unknown) {
  const html = `<!doctype html><html><head><title>t</title></head><body><script type="application/ld+json">${safeJson(data)}</script></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  return new Validator().validate(extracted);
}

describe('the page as a ProfilePage', () => {
  it.each([
    ['an owner with a whole career', otherOwner],
    ['an owner with a name, a greeting and a picture', bare],
  ])('passes Google’s rules as a validator implements them, for %s', async (_name, site: SiteContent) => {
    expect(await issuesOf(profilePageJsonLd(site, '/', ''))).toEqual([]);
  });

  it('is held to those rules: the owner without a name is an error', async () => {
    const page = profilePageJsonLd(otherOwner, '/', '');
    const nameless: Record<string, unknown> = { ...(page.mainEntity as object) };
    delete nameless.name;
    const issues = await issuesOf({ ...page, mainEntity: nameless });
    expect(issues.map((issue) => issue.severity)).toContain('ERROR');
    expect(issues.map((issue) => issue.issueMessage).join('\n')).toContain('name');
  });

  it('says what the page says of the career: each job dated, each school, credential, award, project and publication', () => {
    const page = profilePageJsonLd(otherOwner, '/', '');
    const person = page.mainEntity as unknown as Record<string, unknown[] | undefined>;
    const jobs = otherOwner.experience ?? [];
    const roles = [...(person.worksFor ?? []), ...(person.alumniOf ?? [])] as { roleName?: string; startDate?: string; endDate?: string; worksFor?: { name: string }; alumniOf?: { name: string } }[];
    for (const job of jobs) {
      expect(roles).toContainEqual(expect.objectContaining({ roleName: job.role, startDate: job.start, ...(job.end ? { endDate: job.end, alumniOf: { '@type': 'Organization', name: job.company } } : { worksFor: { '@type': 'Organization', name: job.company } }) }));
    }
    for (const study of otherOwner.education ?? []) expect(roles).toContainEqual(expect.objectContaining({ alumniOf: { '@type': 'EducationalOrganization', name: study.school } }));
    expect(person.hasCredential).toHaveLength(otherOwner.certifications?.length ?? 0);
    expect(person.award).toHaveLength(otherOwner.awards?.length ?? 0);
    expect(person.knowsAbout).toEqual(otherOwner.skills.map((skill) => skill.name));
    expect(page.hasPart).toHaveLength((otherOwner.projects?.length ?? 0) + (otherOwner.publications?.length ?? 0));
  });

  it("says a job's address and description, a project's client and start, and the languages spoken, and passes Google's rules with them", async () => {
    const [job, ...jobs] = otherOwner.experience ?? [];
    const [project, ...projects] = otherOwner.projects ?? [];
    if (job === undefined || project === undefined) throw new Error('the fixture owner has jobs and projects');
    const full: SiteContent = {
      ...otherOwner,
      experience: [{ ...job, url: 'https://nordvind.example', description: 'A wind-power utility.' }, ...jobs],
      projects: [{ ...project, entity: 'Globex', roles: ['Lead developer'], start: '2022-01', end: '2022-09' }, ...projects],
      spokenLanguages: [{ language: 'Swedish', fluency: 'Native' }, { language: 'Polish' }],
    };
    const page = profilePageJsonLd(full, '/', '');
    const person = page.mainEntity as unknown as Record<string, unknown>;
    const roles = [...((person.worksFor as unknown[] | undefined) ?? []), ...((person.alumniOf as unknown[] | undefined) ?? [])];
    expect(roles).toContainEqual(expect.objectContaining({ roleName: job.role, description: 'A wind-power utility.', [job.end === undefined ? 'worksFor' : 'alumniOf']: { '@type': 'Organization', name: job.company, url: 'https://nordvind.example' } }));
    expect(person.knowsLanguage).toEqual(['Swedish', 'Polish']);
    expect((page.hasPart as unknown[])[0]).toMatchObject({ name: project.title, sourceOrganization: { '@type': 'Organization', name: 'Globex' }, dateCreated: '2022-01' });
    expect(await issuesOf(page)).toEqual([]);
  });

  it('says nothing the owner did not write, and no empty list', () => {
    const page = profilePageJsonLd({ ...bare, siteUrl: undefined }, '/', '') as unknown as Record<string, unknown>;
    const person = page.mainEntity as Record<string, unknown>;
    for (const key of ['jobTitle', 'email', 'telephone', 'address', 'url', 'image', 'worksFor', 'alumniOf', 'hasCredential', 'award', 'knowsLanguage']) expect(person, key).not.toHaveProperty(key);
    expect(page).not.toHaveProperty('hasPart');
    expect(page).not.toHaveProperty('url');
  });
});
